import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { destinations, formatNumber, paths, theme, useLanguage, useT, type ProductDetail, type ProductDetailResponse } from '@gbx/shared';
import { ProductTeasers, useRecentlyViewed } from '@gbx/shared/teasers';
import { breadcrumbOf } from './product-rules';
import { texts } from './texts';
import { Panel } from './ui';


const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  a {
    color: ${theme.color.link};
    font-weight: 700;
  }
`;

/**
 * 'Other products from this vendor' with 'See All' (the vendor's store), and
 * 'Related Products' with 'See More Related Products' (advanced search on
 * the deepest category the product has), or their 'No …' lines (§2.9).
 */
export function MoreProducts({ product }: { product: ProductDetail }) {
  const { t } = useT(texts.namespace);
  const teasers = (list: ProductDetail['relatedProuctData']) => list.map((item) => ({ ...item, image: `${product.Image_path}${item.UserImageName}` }));
  const trail = breadcrumbOf(product.Category);
  const [category, subcategoryone, subcategorytwo, subcategorythree] = trail.map((step) => step.id);
  const more = category === undefined ? null : destinations.searchCategory({ category, subcategoryone, subcategorytwo, subcategorythree }, '');
  return (
    <>
      <Panel aria-labelledby="detail-others">
        <Head>
          <h2 id="detail-others">{t('others.heading')}</h2>
          {product.vendorOtherProductData.length ? <Link to={paths.vendorStore.to(product.CompanyURL)}>{t('others.seeAll')}</Link> : null}
        </Head>
        {product.vendorOtherProductData.length ? (
          <ProductTeasers items={teasers(product.vendorOtherProductData)} layout="grid" testId="vendor-others" />
        ) : (
          <p>{t('others.none')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="detail-related">
        <Head>
          <h2 id="detail-related">{t('related.heading')}</h2>
          {more ? (
            <Link to={more.to} state={more.state} data-testid="see-more-related">
              {t('related.seeMore')}
            </Link>
          ) : null}
        </Head>
        {product.relatedProuctData.length ? (
          <ProductTeasers items={teasers(product.relatedProuctData)} layout="grid" testId="related" />
        ) : (
          <p>{t('related.none')}</p>
        )}
      </Panel>
    </>
  );
}

/** 'Recently viewed' (ours): the other products this visitor opened, newest first; nothing before the second. */
export function RecentlyViewed({ current }: { current: string }) {
  const { t } = useT(texts.namespace);
  const others = useRecentlyViewed().filter((item) => item.GBXProductID !== current);
  if (others.length === 0) return null;
  return (
    <Panel aria-labelledby="detail-recent">
      <h2 id="detail-recent">{t('recent')}</h2>
      <ProductTeasers items={others} layout="grid" testId="recently-viewed" />
    </Panel>
  );
}

const Promoted = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 1.1rem 1.25rem;
  border-radius: 12px;
  background: linear-gradient(120deg, ${theme.color.navy}, ${theme.color.navyLight});
  color: #fff;
  h2 {
    margin: 0 0 0.2rem;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${theme.color.accent};
  }
  p {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 1.1rem;
    border-radius: 8px;
    background: ${theme.color.accent};
    color: ${theme.color.navy};
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px #fff;
  }
`;

/** The Promoted Vendor block of §2.9: the vendor the API promotes, with a link to its store. */
export function PromotedVendor({ vendor }: { vendor: NonNullable<ProductDetailResponse['promoted_vendor']> }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  return (
    <Promoted aria-labelledby="detail-promoted" data-testid="promoted-vendor">
      <div>
        <h2 id="detail-promoted">{t('promoted.heading')}</h2>
        <p dir="auto">{vendor.VendorInfo}</p>
        <span>{t('promoted.products', { count: vendor.VendorProductCount, value: formatNumber(vendor.VendorProductCount, language) })}</span>
      </div>
      <Link to={paths.vendorStore.to(vendor.CompanyURL)}>{t('promoted.visit')}</Link>
    </Promoted>
  );
}
