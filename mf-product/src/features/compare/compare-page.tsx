import { startTransition, useOptimistic, type ReactNode } from 'react';
import { Link, useSearchParams } from '@gbx/shared/router';
import styled from 'styled-components';
import {
  Button,
  countryName,
  formatMoney,
  formatNumber,
  media,
  paths,
  pictureUrls,
  ProductPicture,
  queries,
  Skeleton,
  theme,
  useApiQuery,
  useLanguage,
  usePageView,
  useT,
  VisuallyHidden,
  type ProductDetail,
} from '@gbx/shared';
import { bandLabel, CATALOGUE_NAMESPACE, PriceRows, pricesOf, RatingStars, volumeBands } from '@gbx/shared/catalogue';
import { COMPARE_LIMIT, parseCompareIds, removeFromCompare } from '@gbx/shared/compare';
import { texts as detailTexts } from '../product-detail/texts';
import { hasSample, ROW_IDS, sameRows, vendorPlace, type RowId } from './compare-rows';
import { texts } from './texts';

const Page = styled.article`
  display: grid;
  gap: 1rem;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 1.1rem + 1vw, 2rem);
    color: ${theme.color.navy};
  }
  > p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Problems = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0.8rem 1rem;
  border-inline-start: 4px solid ${theme.color.accent};
  border-radius: 8px;
  background: #fff8e6;
  list-style: none;
  overflow-wrap: anywhere;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.25rem;
    font-weight: 600;
    color: ${theme.color.navy};
    cursor: pointer;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${theme.color.navy};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
`;

/** The table scrolls inside its frame (a phone shows two columns at a time); the page itself never scrolls sideways. */
const Frame = styled.div`
  /* Positioned: what the cells place over themselves (tooltips, hidden captions) is clipped by the frame too. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  font-size: 0.92rem;
  th,
  td {
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td,
  thead th {
    min-width: 13rem;
    width: 16rem;
  }
  /* The row's name stays in view while the products scroll under it. */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    width: 10rem;
    min-width: 10rem;
    /* A row's name breaks between words (a word only if it cannot fit at all):
       the cells' 'anywhere' would let the table shrink this column below its longest word. */
    overflow-wrap: break-word;
    hyphens: auto;
    background: ${theme.color.page};
    color: ${theme.color.navy};
    font-weight: 700;
    box-shadow: inset -1px 0 0 ${theme.color.border};
  }
  [dir='rtl'] & th[scope='row'],
  [dir='rtl'] & thead th:first-child {
    box-shadow: inset 1px 0 0 ${theme.color.border};
  }
  thead th {
    background: ${theme.color.surface};
  }
  thead a {
    color: ${theme.color.link};
    font-weight: 700;
  }
  .picture {
    display: block;
    width: 6rem;
    height: 6rem;
    margin-bottom: 0.5rem;
    border-radius: 8px;
    object-fit: cover;
    background: ${theme.color.page};
  }
  .remove {
    display: inline-block;
    margin-top: 0.4rem;
    font-size: 0.85rem;
  }
  ul {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Only the table's last row: the frame draws that edge (the head's one row is a last child too). */
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  ${media.mobile} {
    th[scope='row'],
    thead th:first-child {
      width: 7rem;
      min-width: 7rem;
    }
    td,
    thead th {
      min-width: 11rem;
    }
  }
`;

const Empty = styled.section`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  p {
    margin: 0;
  }
  a {
    color: ${theme.color.link};
    font-weight: 700;
  }
`;

/** The height a row's cells take when loaded, for its skeleton: nothing moves when the products arrive. */
const SKELETON_HEIGHT: Partial<Record<RowId, string>> = { prices: '4.6rem', delivery: '4rem', volume: '4rem', rating: '2.6rem' };

type Column =
  | { id: string; state: 'loading' }
  | { id: string; state: 'failed'; retry: () => void }
  | { id: string; state: 'missing' }
  | { id: string; state: 'ready'; product: ProductDetail };

/** One product's answer; four calls always (a hook per place of the list), the unused ones asking nothing. */
function useColumn(id: string | undefined): Column | null {
  const query = useApiQuery({ ...queries.productDetail(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return null;
  const product = query.data?.product_list[0];
  if (product) return { id, state: 'ready', product };
  if (query.data) return { id, state: 'missing' };
  if (query.isError) return { id, state: 'failed', retry: () => void query.refetch() };
  return { id, state: 'loading' };
}

function Cell({ row, product }: { row: RowId; product: ProductDetail }): ReactNode {
  const { t } = useT(texts.namespace);
  const detail = useT(detailTexts.namespace).t;
  const catalogue = useT(CATALOGUE_NAMESPACE).t;
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? detail('delivery.yes') : detail('delivery.no'));
  const pair = (name: string, value: string) => t('values.pair', { name, value });
  switch (row) {
    case 'prices':
      return <PriceRows prices={pricesOf(product)} />;
    case 'vendor':
      // Vendor text is the vendor's: plain text, which React escapes.
      return product.CompanyURL ? <Link to={paths.vendorStore.to(product.CompanyURL)}>{product.VendorInfo}</Link> : product.VendorInfo;
    case 'vendorPlace':
      return <bdi>{vendorPlace(product, (code) => countryName(code, language)) || '--'}</bdi>;
    case 'condition':
      return detail(`attributes.${product.IsUsed}`);
    case 'genuine':
      return detail(`attributes.${product.GenuineProduct}`);
    case 'customization':
      return yesNo(product.ProductCustomization === 'YES');
    case 'sample':
      return hasSample(product) ? detail('attributes.sample', { price: formatMoney(product.SamplePrice, product.VandorCur, language) }) : detail('delivery.no');
    case 'leadDays':
      return product.LeadTimeRequired === 'YES' ? detail('attributes.leadDays', { count: product.LeadDays }) : t('values.notRequired');
    case 'ageLimit':
      return product.AgeRestricted === 'YES' ? detail('attributes.ageRestricted', { age: formatNumber(product.AgeLimit, language) }) : t('values.none');
    case 'delivery':
      return (
        <ul>
          <li>{pair(detail('delivery.shipping'), yesNo(product.RequiresShipping === 'YES'))}</li>
          <li>{pair(detail('delivery.pickup'), yesNo(product.PickupAvailable === 'YES'))}</li>
          <li>{pair(detail('delivery.download'), yesNo(false))}</li>
        </ul>
      );
    case 'warranty':
      return product.HasWarranty === 'YES' ? detail('attributes.warranty', { count: product.WarrantyMonths }) : detail('delivery.no');
    case 'volume': {
      const bands = volumeBands(product);
      return bands.length ? (
        <ul>
          {bands.map((band) => (
            <li key={band.kind}>{pair(bandLabel(catalogue, band), formatMoney(band.price, product.Buyer_currency, language))}</li>
          ))}
        </ul>
      ) : (
        detail('volume.none')
      );
    }
    case 'rating':
      return (
        <>
          <RatingStars active={product.ProductRating} />
          <div>
            {detail('reviews.average', { rating: formatNumber(product.ProductRating, language) })} · {detail('reviews.count', { count: product.TotalNumberRatings })}
          </div>
        </>
      );
    case 'stock':
      return product.QTYAvailable ? t('values.inStock', { units: formatNumber(product.StockQuantity, language) }) : catalogue('outOfStock');
    case 'availability': {
      const country = (product.UserCountryCode && countryName(product.UserCountryCode, language)) || product.UserCountryName;
      if (!country) return yesNo(Boolean(product.CountryAva));
      return product.CountryAva ? t('values.available', { country }) : t('values.notAvailable', { country });
    }
  }
}

function ProductHeading({ product, others, hideSame }: { product: ProductDetail; others: string[]; hideSame: boolean }) {
  const { t } = useT(texts.namespace);
  const picture = pictureUrls(product)[0];
  const without = paths.compare.to(others) + (hideSame ? '&same=hide' : '');
  return (
    <th scope="col" data-product={product.GBXProductID}>
      {picture ? <ProductPicture src={picture} alt="" width={96} height={96} sizes="96px" className="picture" /> : <span className="picture" />}
      <Link to={paths.productDetail.to(product.GBXProductID)} dir="auto">
        {product.ProductTitle}
      </Link>
      <br />
      <Link className="remove" to={without} aria-label={t('remove', { title: product.ProductTitle })} onClick={() => removeFromCompare(product.GBXProductID)}>
        {t('removeShort')}
      </Link>
    </th>
  );
}

/**
 * The compare page (/compare?ids=GBX…,GBX…, issue 41): up to four products
 * side by side, their three prices (§1), vendor and vendor place, the
 * attributes of §2.9, volume discounts, ratings, stock and whether the
 * visitor's country can buy them. The address alone makes the page (the
 * host's server renders it from the route's loader), so a shared link shows
 * the same products; 'Hide rows that are the same' is in the address too
 * (same=hide), so a reload or a shared link keeps the view. An address that
 * names bad ids says which and why, and shows the rest.
 */
export function ComparePage() {
  const { t } = useT(texts.namespace);
  const detail = useT(detailTexts.namespace).t;
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const request = parseCompareIds(params.get('ids'));
  // The box follows the click at once: the address changes in a transition
  // (react-router's), and until it has, a controlled box would spring back
  // to what the address still says (useOptimistic shows the choice meanwhile).
  const [hideSame, showHideSame] = useOptimistic(params.get('same') === 'hide');
  usePageView(t('title'));
  const ids = request.ids;
  const columns = [useColumn(ids[0]), useColumn(ids[1]), useColumn(ids[2]), useColumn(ids[3])].filter((column): column is Column => column !== null);
  const shown = columns.filter((column) => column.state === 'ready' || column.state === 'loading');
  const products = columns.flatMap((column) => (column.state === 'ready' ? [column.product] : []));
  const loading = shown.some((column) => column.state === 'loading');
  const same = hideSame && !loading ? sameRows(products) : new Set<RowId>();
  const rows = ROW_IDS.filter((row) => !same.has(row));
  const missing = columns.filter((column) => column.state === 'missing').map((column) => column.id);
  const failed = columns.filter((column): column is Extract<Column, { state: 'failed' }> => column.state === 'failed');
  const limit = formatNumber(COMPARE_LIMIT, language);
  const list = (values: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(values);
  const problems = [
    request.malformed.length ? t('problems.malformed', { ids: list(request.malformed) }) : null,
    request.duplicates.length ? t('problems.duplicates', { ids: list(request.duplicates) }) : null,
    request.extra.length ? t('problems.extra', { limit, ids: list(request.extra) }) : null,
    missing.length ? t('problems.unknown', { ids: list(missing) }) : null,
  ].filter((problem): problem is string => problem !== null);
  const setHideSame = (hide: boolean) =>
    startTransition(() => {
      showHideSame(hide);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (hide) next.set('same', 'hide');
          else next.delete('same');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  const shownIds = shown.map((column) => column.id);
  return (
    <Page aria-busy={loading || undefined} data-testid="compare-page">
      <h1>{t('title')}</h1>
      <p>{t('intro', { limit })}</p>
      {problems.length || failed.length ? (
        <Problems data-testid="compare-problems">
          {problems.map((problem) => (
            <li key={problem} dir="auto">
              {problem}
            </li>
          ))}
          {failed.length ? (
            <li>
              {t('problems.failed', { ids: list(failed.map((column) => column.id)) })}
              <Button type="button" $variant="secondary" onClick={() => failed.forEach((column) => column.retry())}>
                {detail('tryAgain')}
              </Button>
            </li>
          ) : null}
        </Problems>
      ) : null}
      {shown.length === 0 ? (
        failed.length ? null : (
          <Empty data-testid="compare-empty">
            <p>{t('empty', { limit })}</p>
            <Link to={paths.dealsPromotion.to()}>{t('browse')}</Link>
          </Empty>
        )
      ) : (
        <>
          {shown.length > 1 ? (
            <Tools>
              <label>
                <input type="checkbox" checked={hideSame} onChange={(event) => setHideSame(event.target.checked)} />
                {t('hideSame')}
              </label>
              {same.size ? <p data-testid="hidden-rows">{t('hiddenRows', { rows: formatNumber(same.size, language) })}</p> : null}
            </Tools>
          ) : null}
          <Frame tabIndex={0} role="region" aria-labelledby="compare-caption" data-testid="compare-frame">
            <Table data-testid="compare-table">
              <caption id="compare-caption">
                <VisuallyHidden>{t('caption')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('product')}</th>
                  {shown.map((column) =>
                    column.state === 'ready' ? (
                      <ProductHeading key={column.id} product={column.product} others={shownIds.filter((id) => id !== column.id)} hideSame={hideSame} />
                    ) : (
                      <th key={column.id} scope="col">
                        <Skeleton $width="6rem" $height="6rem" />
                        <Skeleton $width="10rem" $height="2.6rem" />
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row} data-row={row}>
                    <th scope="row">{t(`rows.${row}`)}</th>
                    {shown.map((column) => (
                      <td key={column.id}>
                        {column.state === 'ready' ? <Cell row={row} product={column.product} /> : <Skeleton $width="100%" $height={SKELETON_HEIGHT[row] ?? '1.3rem'} />}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Frame>
        </>
      )}
    </Page>
  );
}
