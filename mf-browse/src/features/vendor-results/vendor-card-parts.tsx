import { useState } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { formatNumber, theme, useLanguage, useT } from '@gbx/shared';
import { RatingStars } from '@gbx/shared/catalogue';
import { VendorsIcon } from '../../components/line-icons';
import { texts } from './texts';
import type { VendorCardFacts } from './vendor-card-facts';
import { VENDOR_CARD_SIZES } from './vendor-card-layout';

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-height: ${VENDOR_CARD_SIZES.actions};
  box-sizing: border-box;
  padding: 0.35rem 0.6rem;
  border-radius: 8px;
  font: inherit;
  font-size: 0.88rem;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** 'More Vendor Details': opens the vendor's details dialog. */
export const DetailsButton = styled.button`
  ${action}
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  &:hover {
    border-color: ${theme.color.link};
    background: ${theme.color.page};
  }
`;

/** 'Visit Vendor Store': the card's main action. */
export const StoreLink = styled(Link)`
  ${action}
  border: 1px solid ${theme.color.navy};
  background: ${theme.color.navy};
  color: #fff;
  &:hover {
    background: ${theme.color.navyLight};
  }
`;

/** The same box as a real button, for the skeleton (it holds the real text, so it has the real size). */
export const ActionPlaceholder = styled.span`
  ${action}
  cursor: default;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.page};
  color: transparent;
`;

const Picture = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 12px;
  background: ${theme.color.page};
  color: ${theme.color.navyLight};
  box-shadow: inset 0 0 0 1px ${theme.color.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The vendor's company image in a square box of a fixed size, or a shop front
 * when it has none (or it fails to load). Linked to the store (§2.11) for a
 * pointer; taken out of the tab order and the accessibility tree, since the
 * name beside it is the same link.
 */
export function VendorLogo({ facts }: { facts: VendorCardFacts }) {
  const [failed, setFailed] = useState(false);
  const size = VENDOR_CARD_SIZES.logo;
  const picture = (
    <Picture>
      {facts.image && !failed ? (
        <img src={facts.image} alt="" width={76} height={76} loading="lazy" decoding="async" onError={() => setFailed(true)} data-testid="vendor-image" />
      ) : (
        <VendorsIcon size={40} data-testid="vendor-default-image" />
      )}
    </Picture>
  );
  return facts.store ? (
    <Link to={facts.store} tabIndex={-1} aria-hidden="true" style={{ display: 'block', width: size, height: size }} data-testid="vendor-image-link">
      {picture}
    </Link>
  ) : (
    picture
  );
}

export const TypeBadge = styled.span`
  max-width: 100%;
  padding: 0.12rem 0.55rem;
  overflow: hidden;
  border-radius: 999px;
  background: #e8f0fa;
  color: ${theme.color.navy};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The five-star display of the vendor's rating and how many ratings it averages ('No ratings yet' without any). */
export function VendorRating({ facts }: { facts: VendorCardFacts }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  return (
    <>
      <RatingStars active={facts.stars} />
      <span data-testid="vendor-rating-count">
        {facts.ratingCount ? t('card.ratings', { count: facts.ratingCount, value: formatNumber(facts.ratingCount, language) }) : t('card.noRatings')}
      </span>
    </>
  );
}
