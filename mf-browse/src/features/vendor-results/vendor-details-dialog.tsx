import styled from 'styled-components';
import { countryName, formatNumber, Modal, theme, useLanguage, useT, type VendorListItem } from '@gbx/shared';
import { formatMemberDate, RatingStars } from '@gbx/shared/catalogue';
import { businessTypeText } from './business-type';
import { texts } from './texts';
import type { VendorCardFacts } from './vendor-card-facts';
import { StoreLink } from './vendor-card-parts';

const Facts = styled.dl`
  display: grid;
  gap: 0.15rem;
  margin: 0 0 1rem;
  > div {
    display: grid;
    grid-template-columns: minmax(7rem, 11rem) minmax(0, 1fr);
    gap: 0.25rem 1rem;
    padding: 0.55rem 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  > div:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 0.88rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .rating {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.5rem;
  }
  @media (max-width: 30rem) {
    > div {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** The vendor's postal address as one line: city, state and postal code, country (the parts it has). */
export function addressLine(item: Pick<VendorListItem, 'VandorCity' | 'VandorProvinceState' | 'VandorPostalCode' | 'VendorCountryName' | 'Country'>, language: string): string {
  const region = [item.VandorProvinceState, item.VandorPostalCode].map((part) => part.trim()).filter(Boolean).join(' ');
  // The country in the page's language when the item gives its code.
  const country = item.Country ? countryName(item.Country, language) : item.VendorCountryName.trim();
  return [item.VandorCity.trim(), region, country].filter(Boolean).join(', ');
}

/**
 * 'More Vendor Details' (§2.11): a dialog with everything the vendor item
 * carries, written out in full where the card shortens it (the main products,
 * the address, the rating as a number), and the way to the store.
 */
export function VendorDetailsDialog({
  item,
  facts,
  open,
  onOpenChange,
}: {
  item: VendorListItem;
  facts: VendorCardFacts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const memberSince = formatMemberDate(facts.memberSince, language);
  const rows = [
    { key: 'businessType', value: facts.businessType && businessTypeText(t, facts.businessType) },
    { key: 'mainProducts', value: facts.mainProducts },
    { key: 'address', value: addressLine(item, language) },
    { key: 'memberSince', value: memberSince },
    {
      key: 'rating',
      value: (
        <span className="rating">
          <RatingStars active={facts.stars} />
          <span>
            {facts.ratingCount
              ? `${t('details.ratingValue', { rating: formatNumber(facts.rating, language), of: formatNumber(5, language) })} · ${t('card.ratings', {
                  count: facts.ratingCount,
                  value: formatNumber(facts.ratingCount, language),
                })}`
              : t('card.noRatings')}
          </span>
        </span>
      ),
    },
    { key: 'products', value: formatNumber(facts.productCount, language) },
  ].filter((row) => row.value);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={facts.name} description={t('details.description')} closeLabel={t('details.close')}>
      <Facts data-testid="vendor-details">
        {rows.map(({ key, value }) => (
          <div key={key}>
            <dt>{t(`details.${key}`)}</dt>
            <dd>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
          </div>
        ))}
      </Facts>
      {facts.store ? (
        <StoreLink to={facts.store} onClick={() => onOpenChange(false)}>
          {t('card.visitStore')}
        </StoreLink>
      ) : null}
    </Modal>
  );
}
