import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@gbx/shared/router';
import styled from 'styled-components';
import { Button, destinations, media, paths, pictureUrls, queries, readProductId, SkeletonBlock, theme, useApiQuery, usePageView, useT } from '@gbx/shared';
import { rememberViewed } from '@gbx/shared/teasers';
import { DetailPanels } from './detail-panels';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { lookUpProduct } from './product-lookup';
import { breadcrumbOf } from './product-rules';
import { ProductSummary } from './product-summary';
import { MoreProducts, PromotedVendor, RecentlyViewed } from './more-products';
import { ReadMore } from './read-more';
import { texts } from './texts';
import { Panel } from './ui';

const Page = styled.article`
  display: grid;
  gap: 1.25rem;
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: 1.75rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  font-size: 0.92rem;
  a,
  button {
    color: ${theme.color.link};
    font-weight: 600;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: 0.25rem;
    color: ${theme.color.muted};
  }
  /* Arrows point the way the page reads. */
  [dir='rtl'] & li + li::before {
    content: '‹';
  }
  [dir='rtl'] & .arrow {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.9rem 1.1rem;
  border-inline-start: 4px solid ${theme.color.accent};
  border-radius: 8px;
  background: #fff8e6;
  color: ${theme.color.text};
`;

/** A block of the page's final size while the product loads. */
const Block = styled(SkeletonBlock)<{ $height: string }>`
  width: 100%;
  height: ${({ $height }) => $height};
  border-radius: 12px;
`;

/** A centred notice in place of the page: a product not found, or one that failed to load. */
const Notice = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  h1 {
    margin: 0;
    color: ${theme.color.navy};
  }
  p {
    margin: 0;
    max-width: 36rem;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.color.link};
    font-weight: 700;
  }
`;

/** The page's shape while the product loads (§2.9 'a loading image'): blocks of the final sizes. */
function DetailSkeleton() {
  const { t } = useT(texts.namespace);
  return (
    <Page aria-busy="true" data-testid="detail-skeleton">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('loadingTitle')}</h1>
      <Block $height="1.4rem" style={{ maxWidth: '24rem' }} />
      <Top>
        <Block $height="min(28rem, 90vw)" />
        <div style={{ display: 'grid', gap: '1rem' }}>
          <Block $height="2.5rem" />
          <Block $height="1.2rem" style={{ maxWidth: '14rem' }} />
          <Block $height="8rem" />
          <Block $height="5rem" />
        </div>
      </Top>
    </Page>
  );
}

/**
 * §8: a detail that failed to load (the API down, a 5xx) stores its failure and
 * shows no message; instead of a skeleton that never ends, the page keeps its
 * heading and offers a quiet Try again, as the listings do.
 */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT(texts.namespace);
  return (
    <Notice data-testid="product-load-failed">
      <h1>{t('loadingTitle')}</h1>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Notice>
  );
}

/**
 * 'Product not found' with a way back. Not for search engines: the host's
 * server sends it with status 404 and a robots noindex; in a browser that
 * reached it by a link the page adds that noindex itself, and takes it (the
 * server's too) away when the visitor moves on.
 */
function ProductNotFound({ productid }: { productid: string }) {
  const { t } = useT(texts.namespace);
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return (
    <Notice data-testid="product-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text', { id: productid })}</p>
      <Link to={paths.landingMarketplace.to()}>{t('notFound.back')}</Link>
    </Notice>
  );
}

/**
 * The product detail page (/product-detail/{GBXProductID}, §2.9): go back and
 * the category breadcrumb, the pictures and the summary with the purchase,
 * the description and terms, the panels, the facts, the warning of §1, and
 * the vendor's other and related products. An id that cannot be a product,
 * or one the API does not know, shows 'Product not found' with a way back.
 */
export function ProductDetailPage() {
  const { t } = useT(texts.namespace);
  const { productid } = useParams();
  const id = readProductId(productid);
  const query = useApiQuery({ ...queries.productDetail(id ?? ''), enabled: id !== null });
  const { product, missing } = lookUpProduct(id, query.data);
  usePageView(product?.ProductTitle ?? (missing ? t('notFound.title') : t('loadingTitle')));
  const navigate = useNavigate();
  const location = useLocation();
  // The visit joins 'Recently viewed' once the product is known (a missing one does not).
  useEffect(() => {
    if (product) rememberViewed({ GBXProductID: product.GBXProductID, ProductTitle: product.ProductTitle, image: pictureUrls(product)[0] ?? '' });
  }, [product]);

  if (missing) return <ProductNotFound productid={productid ?? ''} />;
  if (!product) return query.isError && !query.isFetching ? <LoadFailed onRetry={() => void query.refetch()} /> : <DetailSkeleton />;

  // Go back: the page before, or the marketplace's landing page for a visit that started here.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.landingMarketplace.to()));
  const trail = breadcrumbOf(product.Category);
  return (
    <Page data-testid="product-detail">
      <Nav aria-label={t('breadcrumb')}>
        <button type="button" onClick={goBack}>
          <span className="arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('back')}
        </button>
        <ol>
          {trail.map((step, index) => {
            const path = trail.slice(0, index + 1).map((level) => level.id);
            const to = destinations.searchCategory({ category: path[0]!, subcategoryone: path[1], subcategorytwo: path[2], subcategorythree: path[3] }, '');
            return (
              <li key={step.id}>
                <Link to={to.to} state={to.state} aria-current={index === trail.length - 1 ? 'location' : undefined}>
                  {step.name}
                </Link>
              </li>
            );
          })}
        </ol>
      </Nav>
      <Top>
        <ProductGallery product={product} />
        <ProductSummary product={product} />
      </Top>
      <Columns>
        <Panel aria-labelledby="detail-description">
          <h2 id="detail-description">{t('description')}</h2>
          <ReadMore text={product.ProdDescription} testId="description" />
        </Panel>
        <Panel aria-labelledby="detail-terms">
          <h2 id="detail-terms">{t('terms')}</h2>
          <ReadMore text={product.TermsConditions} testId="terms" />
        </Panel>
      </Columns>
      <DetailPanels product={product} />
      <Columns>
        <ProductFacts product={product} />
      </Columns>
      <Warning role="note" data-testid="outside-warning">
        {t('warning')}
      </Warning>
      {query.data?.promoted_vendor ? <PromotedVendor vendor={query.data.promoted_vendor} /> : null}
      <MoreProducts product={product} />
      <RecentlyViewed current={product.GBXProductID} />
    </Page>
  );
}
