import { useState } from 'react';
import { Link } from '@gbx/shared/router';
import { formatNumber, useLanguage, useT, VisuallyHidden, type VendorListItem } from '@gbx/shared';
import { MemberSince } from '@gbx/shared/catalogue';
import { ShareButton, VendorPlaces } from '@gbx/shared/listing';
import { businessTypeText } from './business-type';
import { texts } from './texts';
import { vendorCardFacts } from './vendor-card-facts';
import { VendorCardFrame } from './vendor-card-layout';
import { DetailsButton, StoreLink, TypeBadge, VendorLogo, VendorRating } from './vendor-card-parts';
import { VendorDetailsDialog } from './vendor-details-dialog';

/**
 * A vendor of the vendor results (§2.11): its image and name, both linking to
 * /vendor-store/{CompanyURL}, its business type, a five-star display of its
 * rating, its main products, its city, state, country and postal code (each
 * opening the place dialog: products or vendors located there), 'Member
 * since', its product count, Share (the store's address), 'More Vendor
 * Details' (a dialog) and 'Visit Vendor Store'.
 */
export function VendorCard({ item }: { item: VendorListItem }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const facts = vendorCardFacts(item);
  const titleId = `vendor-name-${facts.id}`;
  return (
    <VendorCardFrame aria-labelledby={titleId} data-testid="vendor-card" data-vendor={item.CompanyURL}>
      <div className="logo">
        <VendorLogo facts={facts} />
      </div>
      <div className="head">
        <h2 className="name" id={titleId}>
          {/* Isolated: a Latin name keeps its order in an Arabic page. */}
          {facts.store ? (
            <Link to={facts.store} dir="auto" data-testid="vendor-store-link">
              {facts.name}
            </Link>
          ) : (
            <span dir="auto">{facts.name}</span>
          )}
        </h2>
        <p className="type">
          {facts.businessType ? (
            <TypeBadge data-testid="vendor-business-type">
              <VisuallyHidden>{t('card.businessType')}: </VisuallyHidden>
              <bdi>{businessTypeText(t, facts.businessType)}</bdi>
            </TypeBadge>
          ) : null}
        </p>
      </div>
      <p className="rating">
        <VendorRating facts={facts} />
      </p>
      <div className="products">
        <p className="label">
          {t('card.mainProducts')}
        </p>
        <p className="text" data-testid="vendor-main-products">
          <bdi>{facts.mainProducts}</bdi>
        </p>
      </div>
      <div className="places">
        <p className="label">{t('card.location')}</p>
        <div className="where">
          {facts.flag ? <img className="flag" src={facts.flag} alt="" width={22} height={16} loading="lazy" /> : null}
          <VendorPlaces item={item} label={t('card.location')} />
        </div>
      </div>
      <div className="since">
        <div className="facts">
          <MemberSince date={facts.memberSince} />
          <span data-testid="vendor-product-count">{t('card.products', { count: facts.productCount, value: formatNumber(facts.productCount, language) })}</span>
        </div>
        {facts.store ? <ShareButton address={facts.store} title={facts.name} compact /> : null}
      </div>
      <div className="actions">
        <DetailsButton type="button" aria-haspopup="dialog" aria-describedby={titleId} onClick={() => setDetailsOpen(true)}>
          {t('card.moreDetails')}
        </DetailsButton>
        {facts.store ? (
          <StoreLink to={facts.store} aria-describedby={titleId}>
            {t('card.visitStore')}
          </StoreLink>
        ) : null}
      </div>
      <VendorDetailsDialog item={item} facts={facts} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </VendorCardFrame>
  );
}
