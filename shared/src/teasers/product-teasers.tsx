import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import type { RecentProduct } from './recently-viewed';
import { media, paths, ProductPicture, theme } from '@gbx/shared';

/** A product as a small card: its picture and title, linking to its page. */
export type ProductCard = RecentProduct;

/** grid: four across (the product page); row: one line that scrolls sideways (the landing page). On a phone both scroll sideways. */
export type ProductTeasersLayout = 'grid' | 'row';

const sideways = css`
  grid-template-columns: none;
  grid-auto-flow: column;
  overflow-x: auto;
  padding-bottom: 0.5rem;
`;

const List = styled.ul<{ $layout: ProductTeasersLayout }>`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(4, minmax(0, 1fr));
        `
      : css`
          ${sideways}
          grid-auto-columns: calc((100% - 5 * 0.75rem) / 6);
          ${media.tablet} {
            grid-auto-columns: 30%;
          }
        `}
  ${media.mobile} {
    ${sideways}
    grid-auto-columns: 42%;
  }
  a {
    display: grid;
    gap: 0.4rem;
    color: ${theme.color.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover span {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 8px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 10px;
    background: ${theme.color.page};
  }
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
`;

/** Other products as small cards (related, the vendor's others, recently viewed). */
export function ProductTeasers({ items, layout, testId }: { items: readonly ProductCard[]; layout: ProductTeasersLayout; testId?: string }) {
  return (
    <List $layout={layout} data-testid={testId}>
      {items.map((item) => (
        <li key={item.GBXProductID}>
          <Link to={paths.productDetail.to(item.GBXProductID)}>
            {/* The picture names the link (its alt is the title); the title under it is for the eye. */}
            {item.image ? <ProductPicture src={item.image} alt={item.ProductTitle} sizes="160px" width={160} height={160} /> : null}
            <span dir="auto" aria-hidden={item.image ? true : undefined}>
              {item.ProductTitle}
            </span>
          </Link>
        </li>
      ))}
    </List>
  );
}
