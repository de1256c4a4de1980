import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, RichText, Skeleton, theme, useLanguage } from '@gbx/shared';
import { BROWSE_NAMESPACE } from '../../components/common-texts';
import { PageHero } from '../../components/page-hero';

/** The count and what the listing is, one line of a fixed height: the skeleton holds its room while loading. */
const Summary = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.75rem;
    min-height: 1.9rem;
    margin-top: 0.6rem;
    color: #fff;
    font-size: 1.1rem;
    line-height: 1.5;
  }
  strong {
    font-size: 1.35rem;
    line-height: 1;
  }
  .note {
    color: rgba(255, 255, 255, 0.82);
    font-size: 0.95rem;
  }
`;

/** A name inside a banner's heading (the place, the vendor), in the accent colour. */
export const HeadingName = styled.span`
  color: ${theme.color.accent};
  overflow-wrap: anywhere;
`;

export interface ListingHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  /** The listing's total; undefined while it loads (a skeleton) or when it failed (nothing). */
  total: number | undefined;
  loading: boolean;
  /** A word on what the listing is, beside the count (what kind of place). */
  note?: ReactNode;
}

/** The banner of a listing page (§2.8): its heading and the number of products found. */
export function ListingHero({ title, eyebrow, lead, aside, total, loading, note }: ListingHeroProps) {
  const language = useLanguage();
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead} aside={aside}>
      <Summary aria-live="polite">
        {loading ? (
          <Skeleton $width="10em" $height="1.2em" />
        ) : total !== undefined ? (
          <>
            <span data-testid="listing-total">
              <RichText namespace={BROWSE_NAMESPACE} i18nKey="products" count={total} values={{ value: formatNumber(total, language) }} components={{ n: <strong /> }} />
            </span>
            {note ? <span className="note">{note}</span> : null}
          </>
        ) : null}
      </Summary>
    </PageHero>
  );
}
