import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, paths, theme, useT, VisuallyHidden, type ProductListItem } from '@gbx/shared';
import { ListActions } from './list-actions';
import { PriceRows, pricesOf } from './price-rows';
import { CATALOGUE_NAMESPACE } from './texts';
import { volumeBands } from './volume-bands';

const Card = styled.article<{ $layout: 'grid' | 'row' }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'row' ? '9rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: 0.75rem 1rem;
  height: 100%;
  padding: 0.9rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  ${media.mobile} {
    grid-template-columns: ${({ $layout }) => ($layout === 'row' ? '5.5rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    padding: 0.75rem;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
  }
  h2 a,
  h3 a {
    color: ${theme.color.navy};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 2px;
  }
  .body {
    display: grid;
    gap: 0.5rem;
    align-content: start;
    min-width: 0;
  }
  .vendor {
    margin: 0;
    font-size: 0.88rem;
    color: ${theme.color.muted};
  }
  .vendor a {
    color: ${theme.color.link};
  }
`;

const Picture = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 1;
  border-radius: 8px;
  overflow: hidden;
  background: ${theme.color.page};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: 0.4rem;
  inset-inline-start: 0.4rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

const Badge = styled.span<{ $tone: 'featured' | 'danger' }>`
  padding: 0.12rem 0.45rem;
  border-radius: 4px;
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${({ $tone }) => ($tone === 'featured' ? theme.color.navy : '#fff')};
  background: ${({ $tone }) => ($tone === 'featured' ? theme.color.accent : theme.color.danger)};
`;

const Sale = styled.p`
  margin: 0;
  padding: 0.25rem 0.5rem;
  border-radius: 4px;
  background: #fdecea;
  color: ${theme.color.danger};
  font-size: 0.85rem;
  font-weight: 700;
`;

type TileItem = Pick<
  ProductListItem,
  | 'GBXProductID'
  | 'ProductTitle'
  | 'Images'
  | 'Image_path'
  | 'isFeatured'
  | 'QTYAvailable'
  | 'CountryAvailability'
  | 'DiscountedStatusData'
  | 'DiscountedPercentage'
  | 'addedwish'
  | 'addedshop'
  | 'CompanyURL'
  | 'VendorInfo'
> &
  Parameters<typeof pricesOf>[0];

/**
 * A product as every page lists it (§2.8): picture, Featured and OUT OF STOCK
 * badges, the sale bar, title, vendor, the three prices with the volume
 * tooltip, and Wishlist / Add to Cart. `actions` replaces the buttons where a
 * page has its own (the buyer's wishlist: move to cart, remove); `layout` row
 * puts the picture beside the text (list views, the buyer's pages).
 */
export function ProductTile({
  item,
  actions,
  layout = 'grid',
  headingLevel = 2,
}: {
  item: TileItem;
  actions?: ReactNode;
  layout?: 'grid' | 'row';
  headingLevel?: 2 | 3;
}) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const image = item.Images?.[0]?.UserImageName;
  const detail = paths.productDetail.to(item.GBXProductID);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `product-title-${item.GBXProductID}`;
  return (
    <Card $layout={layout} aria-labelledby={titleId} data-testid="product-tile" data-product={item.GBXProductID}>
      {/* The title is the link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Picture to={detail} tabIndex={-1} aria-hidden="true">
        {image ? <img src={`${item.Image_path}${image}`} alt="" width={300} height={300} loading="lazy" /> : null}
        <Badges>
          {Number(item.isFeatured) === 1 ? <Badge $tone="featured">{t('featured')}</Badge> : null}
          {!item.QTYAvailable ? <Badge $tone="danger">{t('outOfStock')}</Badge> : null}
        </Badges>
      </Picture>
      <div className="body">
        {Number(item.isFeatured) === 1 || !item.QTYAvailable ? (
          // The badges on the picture are hidden with it; say them here too.
          <VisuallyHidden>{[Number(item.isFeatured) === 1 ? t('featured') : '', !item.QTYAvailable ? t('outOfStock') : ''].filter(Boolean).join(', ')}</VisuallyHidden>
        ) : null}
        <Heading id={titleId}>
          <Link to={detail}>{item.ProductTitle}</Link>
        </Heading>
        {item.DiscountedStatusData ? <Sale>{t('onSale', { percentage: item.DiscountedPercentage })}</Sale> : null}
        <p className="vendor">
          {item.CompanyURL ? <Link to={paths.vendorStore.to(item.CompanyURL)}>{t('vendor', { name: item.VendorInfo })}</Link> : t('vendor', { name: item.VendorInfo })}
        </p>
        <PriceRows prices={pricesOf(item)} volume={volumeBands(item)} />
        {actions ?? <ListActions item={item} />}
      </div>
    </Card>
  );
}
