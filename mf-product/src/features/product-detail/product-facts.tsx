import styled from 'styled-components';
import { formatMoney, theme, useLanguage, useT, type ProductDetail } from '@gbx/shared';
import { bandLabel, CATALOGUE_NAMESPACE, volumeBands } from '@gbx/shared/catalogue';
import { attributesOf, type Attribute } from './product-rules';
import { texts } from './texts';
import { Badge, Badges, Facts, Panel } from './ui';

const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
    color: ${theme.color.navy};
  }
  span {
    position: relative;
  }
  select {
    width: 100%;
    min-height: 2.5rem;
    padding-inline: 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: ${theme.color.page};
    /* Read-only, not unavailable: the text keeps its full contrast. */
    color: ${theme.color.text};
    opacity: 1;
    font: inherit;
    appearance: none;
    text-overflow: ellipsis;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid ${theme.color.border};
    text-align: start;
  }
  th {
    color: ${theme.color.muted};
    font-size: 0.88rem;
  }
`;

/**
 * A read-only select of §2.9: what the vendor offers (all of it, in the
 * language's list form: 'XS, S, M, Large'), N/A when nothing. Read-only, as the
 * spec has it: a choice made here would go nowhere (Add to Cart sends the
 * product and its quantity only), so none can be made.
 */
function ReadOnlySelect({ label, values }: { label: string; values: string[] }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const shown = values.length ? new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(values) : t('options.none');
  return (
    <label>
      {label}
      <span>
        <select disabled value={shown} onChange={() => undefined}>
          <option value={shown}>{shown}</option>
        </select>
      </span>
    </label>
  );
}

function AttributeBadge({ attribute, currency }: { attribute: Attribute; currency: string }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  switch (attribute.key) {
    case 'condition':
    case 'genuine':
      return <>{t(`attributes.${attribute.value}`)}</>;
    case 'ageRestricted':
      return <>{t('attributes.ageRestricted', { age: attribute.age })}</>;
    case 'warranty':
      return <>{t('attributes.warranty', { count: attribute.months })}</>;
    case 'customization':
      return <>{t('attributes.customization')}</>;
    case 'sample':
      return <>{t('attributes.sample', { price: formatMoney(attribute.price, currency, language) })}</>;
    case 'leadDays':
      return <>{t('attributes.leadDays', { count: attribute.days })}</>;
  }
}

/**
 * The facts of §2.9: the options (read-only selects), the attribute badges,
 * Product Info, Delivery Methods and the volume-discount table.
 */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useT(texts.namespace);
  const catalogue = useT(CATALOGUE_NAMESPACE).t;
  const language = useLanguage();
  const bands = volumeBands(product);
  const yesNo = (value: boolean) => (value ? t('delivery.yes') : t('delivery.no'));
  return (
    <>
      <Panel aria-labelledby="detail-attributes">
        <h2 id="detail-attributes">{t('attributes.heading')}</h2>
        <Badges data-testid="attributes">
          {attributesOf(product).map((attribute) => (
            <li key={attribute.key}>
              <Badge>
                <AttributeBadge attribute={attribute} currency={product.VandorCur} />
              </Badge>
            </li>
          ))}
        </Badges>
        <Selects>
          <ReadOnlySelect label={t('options.type')} values={product.Type} />
          <ReadOnlySelect label={t('options.size')} values={product.Size} />
          <ReadOnlySelect label={t('options.colour')} values={product.Colour} />
        </Selects>
      </Panel>
      <Panel aria-labelledby="detail-volume">
        <h2 id="detail-volume">{t('volume.heading')}</h2>
        {bands.length ? (
          <Table data-testid="volume-table">
            <thead>
              <tr>
                <th scope="col">{t('volume.quantity')}</th>
                <th scope="col">{t('volume.unitPrice', { currency: product.Buyer_currency })}</th>
              </tr>
            </thead>
            <tbody>
              {bands.map((band) => (
                <tr key={band.kind}>
                  <td>{bandLabel(catalogue, band)}</td>
                  <td>{formatMoney(band.price, product.Buyer_currency, language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p data-testid="no-volume">{t('volume.none')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="detail-info">
        <h2 id="detail-info">{t('info.heading')}</h2>
        <Facts>
          <dt>{t('info.gbxId')}</dt>
          <dd data-testid="gbx-id">{product.GBXProductID}</dd>
          <dt>{t('info.sku')}</dt>
          <dd>{product.VendorSKU || '--'}</dd>
          <dt>{t('info.oem')}</dt>
          <dd>{product.OEMNumber || '--'}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="detail-delivery">
        <h2 id="detail-delivery">{t('delivery.heading')}</h2>
        <Facts data-testid="delivery">
          <dt>{t('delivery.shipping')}</dt>
          <dd>{yesNo(product.RequiresShipping === 'YES')}</dd>
          <dt>{t('delivery.pickup')}</dt>
          <dd>{yesNo(product.PickupAvailable === 'YES')}</dd>
          <dt>{t('delivery.download')}</dt>
          <dd>{yesNo(false)}</dd>
        </Facts>
      </Panel>
    </>
  );
}
