import { useRef, useState } from 'react';
import styled from 'styled-components';
import { SoundOffIcon, SoundOnIcon, theme, useT } from '@gbx/shared';
import promoVideo from '../../assets/promo.webm';
import { SHELL_NAMESPACE } from '../../i18n';

const Frame = styled.div`
  position: relative;
  height: 400px; /* §9 */
  background: ${theme.color.navy};
  overflow: hidden;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const SoundToggle = styled.button`
  position: absolute;
  inset-inline-end: 1rem;
  bottom: 1rem;
  font: inherit;
  padding: 0.4rem 0.8rem;
  border-radius: 999px;
  border: 0;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** The promo video of §2.6: autoplay, loop, starts muted, with a sound toggle. */
export function PromoVideo() {
  const { t } = useT(SHELL_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const toggle = () => {
    const next = !muted;
    if (video.current) video.current.muted = next;
    setMuted(next);
  };
  return (
    <Frame>
      <video ref={video} src={promoVideo} autoPlay loop muted playsInline aria-label={t('header.promoVideo')} data-testid="promo-video" />
      <SoundToggle type="button" onClick={toggle} aria-pressed={!muted}>
        {muted ? <SoundOffIcon /> : <SoundOnIcon />} {muted ? t('header.soundOn') : t('header.soundOff')}
      </SoundToggle>
    </Frame>
  );
}
