import type { ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import { formatNumber, paths, pictureUrls, RichText, useLanguage, useT, VisuallyHidden, type CategoryFilter, type ProductListItem } from '@gbx/shared';
import { CATALOGUE_NAMESPACE, ImageSlider, ListActions, MemberSince, preloadSafeHtml, PriceRows, pricesOf, RatingStars, SafeHtml, Tooltip, volumeBands } from '@gbx/shared/catalogue';
import { LateCompareToggle } from '@gbx/shared/compare';
import { LISTING_NAMESPACE } from './texts';
import { Distance } from './distance';
import { VendorPlaces } from './place-button';
import { ShareButton } from './share-button';
import { Badge, Badges, Card, Feedback, Sale, type ProductTileLayout } from './tile-layout';

export type { ProductTileLayout } from './tile-layout';

const ThumbIcon = ({ down = false }: { down?: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={down ? { transform: 'scaleY(-1)' } : undefined}>
    <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 013 3v4h6a2 2 0 012 2.3l-1.4 8A2 2 0 0118.6 21H7" />
  </svg>
);

/** What only the list view shows (§2.8): the description, the additional info (vendor HTML), three of five stars, likes and dislikes at 0. */
function ListDetails({ item, infoId }: { item: ProductListItem; infoId: string }) {
  const { t } = useT(LISTING_NAMESPACE);
  const language = useLanguage();
  const zero = formatNumber(0, language);
  return (
    <div className="details">
      {item.ProdDescription ? (
        <p className="description" dir="auto" data-testid="product-description">
          {item.ProdDescription}
        </p>
      ) : null}
      {item.AdditionalProductInfo ? (
        <div className="info" data-testid="additional-info">
          <p className="label" id={infoId}>
            {t('additionalInfo')}
          </p>
          <SafeHtml html={item.AdditionalProductInfo} />
        </div>
      ) : null}
      <Feedback>
        <RatingStars active={3} />
        <span data-testid="likes">
          <ThumbIcon />
          <VisuallyHidden>{t('likes')}</VisuallyHidden>
          {zero}
        </span>
        <span data-testid="dislikes">
          <ThumbIcon down />
          <VisuallyHidden>{t('dislikes')}</VisuallyHidden>
          {zero}
        </span>
      </Feedback>
    </div>
  );
}

export interface ProductTileProps {
  item: ProductListItem;
  /** Replaces Wishlist / Add to Cart where a page has its own buttons (the buyer's wishlist: move to cart, remove). */
  actions?: ReactNode;
  /** grid: a card (listings); list: a wide row with the list-only fields (the listing's list view); row: a compact row (the buyer's pages). */
  layout?: ProductTileLayout;
  headingLevel?: 2 | 3;
  /** The listing's category filter, sent with Wishlist / Add to Cart (§7). */
  category?: CategoryFilter;
  /** A card of the first row: its picture is fetched at once (it is the first screen's), the others when scrolled near. */
  firstRow?: boolean;
}

/** A compact row's picture column (tile-layout.tsx: 9rem, 6rem on a phone). */
const ROW_PICTURE_SIZES = '144px';
/** The list view's picture column: 15rem, 12rem on a tablet, the card's width on a phone. */
const LIST_PICTURE_SIZES = '(max-width: 640px) 100vw, 240px';

/**
 * A product as every page lists it (§2.8): the picture slider with the
 * Featured and OUT OF STOCK badges and the sale bar, the title, the three
 * prices with the volume tooltip, the vendor (its store, its product count in
 * a tooltip, its city, state, country and postal code, 'Member since'),
 * Share, and Wishlist / Add to Cart. The list layout adds the description,
 * the additional info, the rating and the likes.
 */
export function ProductTile({ item, actions, layout = 'grid', headingLevel = 2, category, firstRow = false }: ProductTileProps) {
  const { t } = useT(LISTING_NAMESPACE);
  const { t: catalogue } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const detail = paths.productDetail.to(item.GBXProductID);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `product-title-${item.GBXProductID}`;
  if (layout === 'list') void preloadSafeHtml();
  const featured = Number(item.isFeatured) === 1;
  const images = pictureUrls(item);
  const sale = item.DiscountedStatusData ? catalogue('onSale', { percentage: formatNumber(item.DiscountedPercentage, language) }) : null;
  // The name isolated (bdi): a name ending in 'Co.' keeps its full stop in an Arabic sentence.
  const vendorName = <RichText namespace={LISTING_NAMESPACE} i18nKey="vendor" values={{ name: item.VendorInfo }} components={{ name: <bdi /> }} />;
  return (
    <Card $layout={layout} aria-labelledby={titleId} data-testid="product-tile" data-product={item.GBXProductID} data-layout={layout}>
      <div className="picture">
        <ImageSlider
          images={images}
          title={item.ProductTitle}
          href={detail}
          still={layout === 'row'}
          eager={firstRow}
          sizes={layout === 'row' ? ROW_PICTURE_SIZES : layout === 'list' ? LIST_PICTURE_SIZES : undefined}
        >
          {featured || !item.QTYAvailable ? (
            <Badges>
              {featured ? (
                <Badge $tone="featured" data-testid="badge-featured">
                  {catalogue('featured')}
                </Badge>
              ) : null}
              {!item.QTYAvailable ? (
                <Badge $tone="danger" data-testid="badge-out-of-stock">
                  {catalogue('outOfStock')}
                </Badge>
              ) : null}
            </Badges>
          ) : null}
          {sale && layout !== 'row' ? <Sale data-testid="sale">{sale}</Sale> : null}
        </ImageSlider>
        {sale && layout === 'row' ? (
          <Sale $below data-testid="sale">
            {sale}
          </Sale>
        ) : null}
      </div>
      <Heading id={titleId} className="title">
        {/* Isolated: a Latin title keeps its order in an Arabic page and the page's alignment. */}
        <Link to={detail} dir="auto">
          {item.ProductTitle}
        </Link>
      </Heading>
      <div className="prices">
        <PriceRows prices={pricesOf(item)} volume={volumeBands(item)} />
      </div>
      <div className="vendor">
        <p className="name">
          {item.CompanyURL ? (
            <Tooltip text={t('vendorProducts', { count: formatNumber(item.VendorProductCount, language) })}>
              {(describedBy) => (
                <Link to={paths.vendorStore.to(item.CompanyURL)} aria-describedby={describedBy} data-testid="vendor-link">
                  {vendorName}
                </Link>
              )}
            </Tooltip>
          ) : (
            vendorName
          )}
        </p>
        <VendorPlaces item={item} />
        <Distance value={item.Distance} unit={item.DistanceUnit} />
        <div className="since">
          <MemberSince date={item.VandorDate} />
          {/* Share and Compare side by side: laid out as the row they sit in (tile-layout.tsx's .since, a flex row). */}
          <span className="since">
            <ShareButton address={detail} title={item.ProductTitle} compact={layout !== 'list'} />
            <LateCompareToggle id={item.GBXProductID} title={item.ProductTitle} />
          </span>
        </div>
      </div>
      {layout === 'list' ? <ListDetails item={item} infoId={`${titleId}-info`} /> : null}
      <div className="actions">{actions ?? <ListActions item={item} category={category} />}</div>
    </Card>
  );
}
