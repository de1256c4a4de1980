import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { destinations, media, paths, theme, useRecentlyViewed, useT, type ProductDetail, type RecentProduct } from '@gbx/shared';
import { breadcrumbOf } from './product-rules';
import { texts } from './texts';
import { Panel } from './ui';


const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* A phone scrolls them sideways: a row of pictures, not a long column. */
  ${media.mobile} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 42%;
    overflow-x: auto;
    padding-bottom: 0.5rem;
  }
  a {
    display: grid;
    gap: 0.4rem;
    color: ${theme.color.text};
    text-decoration: none;
    font-size: 0.9rem;
    font-weight: 600;
  }
  a:hover span,
  a:focus-visible span {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 8px;
  }
  img {
    width: 100%;
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

/** The small cards of other products: the picture and the title, linking to its page. */
function Teasers({ items, testId }: { items: RecentProduct[]; testId: string }) {
  return (
    <Grid data-testid={testId}>
      {items.map((item) => (
        <li key={item.GBXProductID}>
          <Link to={paths.productDetail.to(item.GBXProductID)}>
            <img src={item.image} alt="" width={160} height={160} loading="lazy" />
            <span dir="auto">{item.ProductTitle}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}

/**
 * 'Other products from this vendor' with 'See All' (the vendor's store), and
 * 'Related Products' with 'See More Related Products' (advanced search on
 * the deepest category the product has), or their 'No …' lines (§2.9).
 */
export function ProductTeasers({ product }: { product: ProductDetail }) {
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
          <Teasers items={teasers(product.vendorOtherProductData)} testId="vendor-others" />
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
          <Teasers items={teasers(product.relatedProuctData)} testId="related" />
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
      <Teasers items={others} testId="recently-viewed" />
    </Panel>
  );
}
