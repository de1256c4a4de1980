import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/*
 * The vendor card and its skeleton share this one layout, so a skeleton has
 * the card's size and nothing moves when the vendors arrive. Every part has a
 * fixed height, or a minimum its usual content fits: the logo a square box,
 * the name two lines, the main products a label and two lines, the places two
 * lines, the actions one row of two buttons (their real texts, in the skeleton too).
 */
export const VENDOR_CARD_SIZES = {
  logo: '4.75rem',
  name: '2.7rem',
  type: '1.6rem',
  rating: '1.4rem',
  products: '3.9rem',
  /** The label and two lines of places. */
  places: '4.1rem',
  since: '3rem',
  actions: '2.75rem',
} as const;

export const VendorCardFrame = styled.article`
  display: grid;
  grid-template-columns: ${VENDOR_CARD_SIZES.logo} minmax(0, 1fr);
  grid-template-areas:
    'logo head'
    'logo rating'
    'products products'
    'places places'
    'since since'
    'actions actions';
  grid-template-rows: auto auto auto 1fr auto auto;
  gap: 0.55rem 0.9rem;
  height: 100%;
  box-sizing: border-box;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: 14px;
  background: ${theme.color.surface};
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.06);
  transition: box-shadow 0.15s;
  &:hover {
    box-shadow: 0 8px 24px rgba(11, 37, 69, 0.1);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  p {
    margin: 0;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 3px;
  }
  > .logo {
    grid-area: logo;
    width: ${VENDOR_CARD_SIZES.logo};
    height: ${VENDOR_CARD_SIZES.logo};
  }
  > .head {
    grid-area: head;
    display: grid;
    align-content: start;
    gap: 0.3rem;
    min-width: 0;
  }
  > .head .name {
    /* Two lines at most, always two lines high; the padding keeps the link's focus ring inside the clip. */
    height: ${VENDOR_CARD_SIZES.name};
    margin: -3px;
    padding: 3px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    font-size: 1.05rem;
    line-height: 1.3;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  > .head .name a {
    color: ${theme.color.navy};
    text-decoration: none;
  }
  > .head .name a:hover {
    text-decoration: underline;
  }
  > .head .type {
    height: ${VENDOR_CARD_SIZES.type};
    display: flex;
    align-items: center;
  }
  > .rating {
    grid-area: rating;
    min-height: ${VENDOR_CARD_SIZES.rating};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.45rem;
    font-size: 0.82rem;
    color: ${theme.color.muted};
  }
  > .products {
    grid-area: products;
    height: ${VENDOR_CARD_SIZES.products};
    overflow: hidden;
    font-size: 0.9rem;
    line-height: 1.4;
  }
  > .products .label,
  > .places .label {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  }
  > .products .text {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  > .places {
    grid-area: places;
    min-height: ${VENDOR_CARD_SIZES.places};
    min-width: 0;
  }
  > .places .where {
    display: flex;
    align-items: flex-start;
    gap: 0.4rem;
  }
  > .places .flag {
    flex: none;
    width: 1.4rem;
    height: 1.05rem;
    margin-top: 0.2rem;
    border-radius: 2px;
    object-fit: cover;
    box-shadow: 0 0 0 1px ${theme.color.border};
  }
  > .since {
    grid-area: since;
    height: ${VENDOR_CARD_SIZES.since};
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.75rem;
    padding-top: 0.45rem;
    border-top: 1px solid ${theme.color.border};
    font-size: 0.82rem;
    color: ${theme.color.muted};
  }
  /* Two lines, whatever the width: 'Member since' and the product count. */
  > .since .facts {
    display: grid;
    gap: 0.1rem;
    line-height: 1.4;
  }
  /* Side by side where both fit on one line, else one above the other, each the card's width. */
  > .actions {
    grid-area: actions;
    min-height: ${VENDOR_CARD_SIZES.actions};
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  > .actions > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  ${media.mobile} {
    padding: 0.9rem;
  }
`;

/** The grid of cards: three or four a row on a wide screen, two on a tablet, one on a phone. */
export const VendorGrid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: 1rem;
  > li {
    min-width: 0;
  }
`;
