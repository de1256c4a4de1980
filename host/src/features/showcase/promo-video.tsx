import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { afterLoadWhenIdle, SoundOffIcon, SoundOnIcon, theme, useT } from '@gbx/shared';
import promoPoster from '../../assets/promo-poster.webp';
import promoVideo from '../../assets/promo.webm';
import { SHELL_NAMESPACE } from '../../i18n';

/** The promo video's size (and its poster's): the frame takes its shape. */
const PROMO_WIDTH = 960;
const PROMO_HEIGHT = 400;

/*
 * The frame has the video's own shape (960×400), so its picture is whole at
 * every width: §9's 400 px high frame cropped the slogan on a phone ('LD'S
 * ONLINE ST') and, with the carousel and the banner, pushed the first products
 * below the first screen (issue 38). `contain` keeps the words whole should a
 * rounding make the frame a pixel off the video's shape.
 */
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${PROMO_WIDTH} / ${PROMO_HEIGHT};
  background: ${theme.color.navy};
  border-radius: ${theme.radius};
  overflow: hidden;
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
`;

const SoundToggle = styled.button`
  position: absolute;
  inset-inline-end: 0.5rem;
  bottom: 0.5rem;
  font: inherit;
  font-size: 0.85rem;
  padding: 0.3rem 0.7rem;
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

/**
 * The video's address, given only when the visitor can see its frame and the
 * page has loaded: at 600 kB it would otherwise share a phone's bandwidth with
 * the page's scripts and pictures. Until then the frame, of its final size,
 * shows the poster.
 */
function useSourceWhenSeen(frame: React.RefObject<HTMLDivElement | null>): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const element = frame.current;
    if (!element || src) return;
    let cancelIdle = () => {};
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      cancelIdle = afterLoadWhenIdle(() => setSrc(promoVideo));
    });
    seen.observe(element);
    return () => {
      seen.disconnect();
      cancelIdle();
    };
  }, [frame, src]);
  return src;
}

/** The promo video of §2.6: autoplay, loop, starts muted, with a sound toggle. */
export function PromoVideo() {
  const { t } = useT(SHELL_NAMESPACE);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const src = useSourceWhenSeen(frame);
  const [muted, setMuted] = useState(true);
  const toggle = () => {
    const next = !muted;
    if (video.current) video.current.muted = next;
    setMuted(next);
  };
  return (
    <Frame ref={frame}>
      {/* The poster is the video's first frame (4 kB, in the server's page): the
          frame shows it at once, and the video's own first frame, the same size,
          is then not a later largest paint. Without it a phone's largest paint
          was that frame, once the 600 kB had arrived (3.3 s in some of
          Lighthouse's mobile runs of a listing, 1.1 s in the others). */}
      <video ref={video} src={src} poster={promoPoster} width={PROMO_WIDTH} height={PROMO_HEIGHT} autoPlay loop muted playsInline aria-label={t('header.promoVideo')} data-testid="promo-video" />
      <SoundToggle type="button" onClick={toggle} aria-pressed={!muted}>
        {muted ? <SoundOffIcon /> : <SoundOnIcon />} {muted ? t('header.soundOn') : t('header.soundOff')}
      </SoundToggle>
    </Frame>
  );
}
