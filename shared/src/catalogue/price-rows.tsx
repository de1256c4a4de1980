import { Fragment } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { destinations, formatMoney, theme, useLanguage, useT, VisuallyHidden, type ProductListItem } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';
import { Tooltip } from './tooltip';
import type { VolumeBand } from './volume-bands';
import { priceLinesOf, type ThreePrices } from './price-lines';

export type { Price, ThreePrices } from './price-lines';

/** The price and flag fields of §3, which list items and the product detail both carry. */
export type PriceFields = Pick<
  ProductListItem,
  'Icon_path' | 'VandorCur' | 'VandorPrice' | 'VandorCountry' | 'USCurrency' | 'USPrice' | 'USFlag' | 'Buyer_currency' | 'UserPriceMain' | 'UserPrice' | 'UserCountry'
>;

/** The three prices of a product (§3 price and flag fields; flags are Icon_path + file name). */
export function pricesOf(item: PriceFields): ThreePrices {
  const flag = (file: string) => (file ? `${item.Icon_path}${file}` : undefined);
  return {
    vendor: { currency: item.VandorCur, amount: item.VandorPrice, flag: flag(item.VandorCountry) },
    us: { currency: item.USCurrency || 'USD', amount: item.USPrice, flag: flag(item.USFlag) },
    buyer: { currency: item.Buyer_currency, amount: item.UserPriceMain ?? item.UserPrice, flag: flag(item.UserCountry) },
  };
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    display: inline-flex;
    gap: 2px;
    line-height: 0;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.1rem 0.35rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* The second label of a price two roles share (priceLinesOf). */
  .both {
    flex-basis: 100%;
    font-size: 0.75rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  dd.buyer {
    font-weight: 700;
    font-size: 1.05em;
    color: ${theme.color.navy};
  }
  img {
    width: 20px;
    height: 15px;
    object-fit: cover;
    border-radius: 2px;
    box-shadow: 0 0 0 1px ${theme.color.border};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 2px;
  }
`;

const InfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.4rem;
  height: 1.4rem;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.link};
  font: 700 0.75rem/1 system-ui, sans-serif;
  cursor: help;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Bands = styled.span`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.15rem 0.75rem;
  strong {
    font-weight: 600;
  }
`;

function Flag({ src }: { src: string | undefined }) {
  // Decorative: the row's label says which currency it is. Sized boxes: no layout shift.
  return src ? <img src={src} alt="" width={20} height={15} loading="lazy" /> : <span aria-hidden="true" style={{ width: 20 }} />;
}

/** A band's quantities as the page's language writes them: 'Up to 10', 'From 11 to 50', 'More than 50'. */
export function bandLabel(t: (key: string, options?: Record<string, unknown>) => string, band: VolumeBand): string {
  if (band.kind === 'upTo') return t('volumeUpTo', { quantity: band.quantity });
  if (band.kind === 'fromTo') return t('volumeFromTo', { from: band.from, to: band.to });
  return t('volumeMoreThan', { quantity: band.quantity });
}

/** The volume-price tooltip of §2.8: the bands Up to, From … to and More than, in the buyer's currency. */
export function VolumePrices({ bands, currency }: { bands: VolumeBand[]; currency: string }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  if (bands.length === 0) return null;
  return (
    <Tooltip
      text={
        <Bands data-testid="volume-prices">
          {bands.map((band) => (
            <Fragment key={band.kind}>
              <span>{bandLabel(t, band)}</span>
              <strong>{formatMoney(band.price, currency, language)}</strong>
            </Fragment>
          ))}
        </Bands>
      }
    >
      {(describedBy) => (
        <InfoButton type="button" aria-label={t('volumePrices')} aria-describedby={describedBy}>
          i
        </InfoButton>
      )}
    </Tooltip>
  );
}

/**
 * The price rows of a product (§2.8): the vendor's currency, US dollars and
 * the buyer's currency, each with its country's flag; a currency two roles
 * share is one row labelled with both (priceLinesOf). The US flag leads to
 * the products of the United States (§2.1). `volume` adds the tooltip of the
 * volume bands to the buyer's row.
 */
export function PriceRows({ prices, volume = [] }: { prices: ThreePrices; volume?: VolumeBand[] }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const us = destinations.productsIn({ kind: 'country', name: 'United States', code: 'US' });
  const labels = { vendor: t('vendorPrice'), us: t('usPrice'), buyer: t('buyerPrice') };
  return (
    <Rows>
      {priceLinesOf(prices).map(({ roles, price }) => {
        const buyer = roles.includes('buyer');
        // Each role's flag once (an Ecuadorian vendor's dollars show Ecuador's and the US flag).
        const flags = [...new Map(roles.map((role) => [prices[role].flag ?? role, role])).values()];
        return (
          <Fragment key={roles[0]}>
            <dt>
              {flags.map((role) =>
                role === 'us' ? (
                  <Link key={role} to={us.to} state={us.state} aria-label={t('usProducts')}>
                    <Flag src={prices.us.flag} />
                  </Link>
                ) : (
                  <Flag key={role} src={prices[role].flag} />
                ),
              )}
              <VisuallyHidden>{roles.map((role) => labels[role]).join(', ')}</VisuallyHidden>
            </dt>
            <dd className={buyer ? 'buyer' : undefined} data-testid={`price-${buyer ? 'buyer' : roles[0]}`} data-roles={roles.join(' ')}>
              {formatMoney(price.amount, price.currency, language)}
              {buyer && <VolumePrices bands={volume} currency={price.currency} />}
              {buyer && roles.includes('vendor') && <span className="both" aria-hidden="true">{t('alsoVendorPrice')}</span>}
            </dd>
          </Fragment>
        );
      })}
    </Rows>
  );
}
