import styled, { keyframes } from 'styled-components';
import { formatNumber, RichText, Skeleton, useLanguage, useT } from '@gbx/shared';
import { RetryButton } from '../../components/retry-button';
import type { useLandingHome } from './use-landing-home';
import { LANDING_NAMESPACE } from './texts';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(74, 222, 128, 0.6); }
  70% { box-shadow: 0 0 0 8px rgba(74, 222, 128, 0); }
  100% { box-shadow: 0 0 0 0 rgba(74, 222, 128, 0); }
`;

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.35rem 0.9rem;
  min-height: 2.4rem;
  margin-top: 0.4rem;
`;

const Count = styled.p`
  margin: 0;
  font-size: 1.05rem;
  color: #fff;
  strong {
    font-size: 1.4rem;
    font-weight: 800;
    color: #ffd98a;
    font-variant-numeric: tabular-nums;
  }
`;

const Dot = styled.span`
  display: inline-block;
  vertical-align: middle;
  margin-inline-end: 0.55rem;
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: #4ade80;
  animation: ${pulse} 2s infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The number's place while it loads: the number's own font, its digits hidden under a grey block. */
const NumberBlock = styled(Skeleton)`
  width: auto;
  height: auto;
  vertical-align: baseline;
  /* Doubled: above the Count's own colour for its strong. */
  && {
    color: transparent;
  }
`;

/** A count of the usual length: the loading line wraps where the loaded one will. */
const LOADING_COUNT = 10_000;

const Note = styled.span`
  font-size: 0.85rem;
  color: rgba(255, 255, 255, 0.78);
`;

/**
 * The live product count of §2.3 (landing-home productCount, loaded again
 * every 10 s). Not a live region: a number read aloud every ten seconds would
 * drown everything else; a visitor reads it when they get to it.
 */
export function LiveProductCount({ home }: { home: ReturnType<typeof useLandingHome> }) {
  const { t } = useT(LANDING_NAMESPACE);
  const language = useLanguage();
  const count = home.data?.productCount;
  if (count === undefined && home.isError) {
    return (
      <Wrap>
        <RetryButton onRetry={() => void home.refetch()} busy={home.isFetching} />
      </Wrap>
    );
  }
  // While loading, the line itself with a grey block for the number: on a phone the
  // sentence and the note wrap onto the lines the loaded count takes (no layout shift).
  const loading = count === undefined;
  const shown = count ?? LOADING_COUNT;
  return (
    <Wrap data-testid={loading ? 'landing-count-loading' : undefined}>
      <Count aria-hidden={loading || undefined}>
        <Dot aria-hidden="true" />
        <RichText
          namespace={LANDING_NAMESPACE}
          i18nKey="liveCount"
          count={shown}
          values={{ value: formatNumber(shown, language) }}
          components={{ n: loading ? <NumberBlock as="strong" /> : <strong data-testid="landing-product-count" /> }}
        />
      </Count>
      <Note>{t('liveNote')}</Note>
    </Wrap>
  );
}
