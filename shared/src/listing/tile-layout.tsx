import styled, { css } from 'styled-components';
import { media, theme } from '@gbx/shared';

/** grid: a card; list: a wide row with the list-only fields; row: a compact row (the buyer's pages). */
export type ProductTileLayout = 'grid' | 'list' | 'row';

/*
 * The card and its skeleton share this one layout, so a skeleton has the
 * card's size and nothing moves when the products arrive. Each part of the
 * card has a fixed height or a minimum that its usual content fits: the title
 * two lines, the prices three rows, the vendor block its name, one or two
 * lines of places and the member-since line, the actions one row of buttons.
 */
export const TILE_SIZES = {
  title: '2.7rem',
  prices: '5rem',
  vendor: '7.4rem',
  actions: '2.5rem',
  listVendor: '5.1rem',
  /** Three lines of description, the additional info with three lines, the stars. */
  listDetails: '12.2rem',
} as const;

const GRID = css`
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'picture' 'title' 'prices' 'vendor' 'actions';
  grid-template-rows: auto auto auto 1fr auto;
`;

const LAYOUTS: Record<ProductTileLayout, ReturnType<typeof css>> = {
  grid: GRID,
  list: css`
    grid-template-columns: 15rem minmax(0, 1fr) 16rem;
    grid-template-areas:
      'picture title prices'
      'picture vendor prices'
      'picture details actions';
    grid-template-rows: auto auto 1fr;
    column-gap: 1.25rem;
    /* A wide row: the vendor's places fit on one line; the list-only fields take their usual room. */
    > .vendor {
      min-height: ${TILE_SIZES.listVendor};
    }
    > .details {
      min-height: ${TILE_SIZES.listDetails};
    }
    > .vendor .since {
      justify-content: flex-start;
      gap: 0.35rem 0.75rem;
    }
    ${media.tablet} {
      grid-template-columns: 12rem minmax(0, 1fr);
      grid-template-areas: 'picture title' 'picture prices' 'picture vendor' 'details details' 'actions actions';
      grid-template-rows: auto auto 1fr auto auto;
    }
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'picture' 'title' 'prices' 'vendor' 'details' 'actions';
      grid-template-rows: auto;
      /* A phone's narrow card: the places may take two lines, as in the grid. */
      > .vendor {
        min-height: ${TILE_SIZES.vendor};
      }
    }
  `,
  row: css`
    grid-template-columns: 9rem minmax(0, 1fr);
    grid-template-areas: 'picture title' 'picture prices' 'picture vendor' 'picture actions';
    grid-template-rows: auto auto 1fr auto;
    /* A row of the buyer's pages has no skeleton to match: its vendor block takes what it needs. */
    > .vendor {
      min-height: 0;
    }
    > .actions {
      max-width: 26rem;
    }
    > .vendor .since {
      justify-content: flex-start;
      gap: 0.35rem 0.75rem;
    }
    ${media.mobile} {
      grid-template-columns: 6rem minmax(0, 1fr);
      grid-template-areas: 'picture title' 'prices prices' 'vendor vendor' 'actions actions';
    }
  `,
};

export const Card = styled.article<{ $layout: ProductTileLayout }>`
  display: grid;
  gap: 0.6rem 1rem;
  align-items: start;
  height: 100%;
  box-sizing: border-box;
  padding: 0.85rem;
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
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 2px;
  }
  p {
    margin: 0;
  }
  > .picture {
    grid-area: picture;
    min-width: 0;
  }
  > .title {
    grid-area: title;
    /* Two lines at most, always two lines high; the padding keeps the link's focus ring inside the clip. */
    height: ${TILE_SIZES.title};
    margin: -3px;
    padding: 3px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    font-size: 1rem;
    line-height: 1.35;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  > .title a {
    color: ${theme.color.navy};
    text-decoration: none;
  }
  > .title a:hover {
    text-decoration: underline;
  }
  > .prices {
    grid-area: prices;
    min-height: ${TILE_SIZES.prices};
    font-size: 0.92rem;
  }
  > .vendor {
    grid-area: vendor;
    display: grid;
    align-content: start;
    gap: 0.3rem;
    min-height: ${TILE_SIZES.vendor};
    font-size: 0.88rem;
    color: ${theme.color.muted};
  }
  > .vendor .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  > .vendor .name a {
    color: ${theme.color.link};
  }
  > .vendor .distance {
    margin: 0;
    font-weight: 700;
    color: ${theme.color.navy};
  }
  > .vendor .since {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.35rem 0.5rem;
    font-size: 0.82rem;
  }
  > .details {
    grid-area: details;
    display: grid;
    gap: 0.5rem;
    align-content: start;
    font-size: 0.9rem;
  }
  > .details .description {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
    line-height: 1.45;
  }
  > .details .info {
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: ${theme.color.page};
  }
  > .details .label {
    margin-bottom: 0.25rem;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    color: ${theme.color.muted};
  }
  > .actions {
    grid-area: actions;
    align-self: end;
    min-height: ${TILE_SIZES.actions};
  }
  /* Last, so a layout's own sizes win. */
  ${({ $layout }) => LAYOUTS[$layout]}
`;

export const Badges = styled.div`
  position: absolute;
  top: 0.45rem;
  inset-inline-start: 0.45rem;
  max-width: calc(100% - 5rem);
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

export const Badge = styled.span<{ $tone: 'featured' | 'danger' }>`
  padding: 0.15rem 0.5rem;
  border-radius: 999px;
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${({ $tone }) => ($tone === 'featured' ? theme.color.navy : '#fff')};
  background: ${({ $tone }) => ($tone === 'featured' ? theme.color.accent : theme.color.danger)};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18);
`;

/**
 * 'Product on sale {n}% off' as a band along the picture's lower edge: the
 * card keeps its size with or without it. Below a compact row's small
 * picture instead, where the band would cover it.
 */
export const Sale = styled.p<{ $below?: boolean }>`
  position: ${({ $below }) => ($below ? 'static' : 'absolute')};
  inset-inline: 0;
  bottom: 0;
  margin: ${({ $below }) => ($below ? '0.4rem 0 0' : '0')};
  padding: 0.3rem 0.7rem;
  border-radius: ${({ $below }) => ($below ? '6px' : '0')};
  background: ${theme.color.danger};
  color: #fff;
  font-size: ${({ $below }) => ($below ? '0.75rem' : '0.82rem')};
  font-weight: 700;
`;

export const Feedback = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 1rem;
  color: ${theme.color.muted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-variant-numeric: tabular-nums;
  }
`;
