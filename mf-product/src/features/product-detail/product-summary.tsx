import { useState } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { Button, paths, theme, useSession, useT, type ProductDetail } from '@gbx/shared';
import { CompareToggle } from '@gbx/shared/compare';
import { CATALOGUE_NAMESPACE, ListActions, PriceRows, pricesOf, Tooltip, volumeBands } from '@gbx/shared/catalogue';
import { AvailabilityDialog } from './availability-dialog';
import { ContactVendorDialog } from './contact-vendor-dialog';
import { shortVendorName } from './product-rules';
import { QuantityStepper } from './quantity-stepper';
import { ReportDialog } from './report-dialog';
import { texts } from './texts';
import { Badge, Badges } from './ui';

const Box = styled.div`
  display: grid;
  align-content: start;
  gap: 1rem;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 1.1rem + 1vw, 2rem);
    line-height: 1.25;
    color: ${theme.color.navy};
    overflow-wrap: anywhere;
  }
`;

const Vendor = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  a {
    color: ${theme.color.link};
    font-weight: 700;
  }
`;

const Prices = styled.section`
  padding: 1rem;
  border-radius: 12px;
  background: ${theme.color.page};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.85rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  }
`;

const Sale = styled(Badge)`
  background: ${theme.color.danger};
  color: #fff;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/**
 * The product's summary beside its pictures (§2.9): badges, the title, the
 * vendor (cut to 30 characters, the full name in its title), the lowest
 * available prices with the volume tooltip, the purchase quantity, Add to
 * Cart and Wishlist (the catalogue's, with the quantity), Contact Vendor and
 * Geographic Availability.
 */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useT(texts.namespace);
  const catalogue = useT(CATALOGUE_NAMESPACE).t;
  const session = useSession();
  const buyer = session.isLoggedIn && session.userType === 'Buyer';
  const [quantity, setQuantity] = useState(1);
  const sellable = { ...product, CountryAvailability: product.CountryAva };
  return (
    <Box>
      <Badges>
        {Number(product.isFeatured) === 1 ? (
          <li>
            <Badge data-testid="badge-featured">{catalogue('featured')}</Badge>
          </li>
        ) : null}
        {!product.QTYAvailable ? (
          <li>
            <Badge data-testid="badge-out-of-stock">{catalogue('outOfStock')}</Badge>
          </li>
        ) : null}
        {product.DiscountedStatusData ? (
          <li>
            <Sale data-testid="sale">{catalogue('onSale', { percentage: product.DiscountedPercentage })}</Sale>
          </li>
        ) : null}
      </Badges>
      <h1 dir="auto">{product.ProductTitle}</h1>
      <Vendor>
        {t('soldBy')}{' '}
        <Link to={paths.vendorStore.to(product.CompanyURL)} title={product.VendorInfo} data-testid="vendor-name">
          {shortVendorName(product.VendorInfo)}
        </Link>
      </Vendor>
      <Prices aria-labelledby="detail-prices">
        <h2 id="detail-prices">{t('prices')}</h2>
        <PriceRows prices={pricesOf(product)} volume={volumeBands(product)} />
      </Prices>
      {product.QTYAvailable && product.CountryAva ? <QuantityStepper value={quantity} onChange={setQuantity} stock={product.StockQuantity} /> : null}
      <ListActions item={sellable} quantity={quantity} category={{ catVal: '', subcatID: '' }} />
      <Row>
        {buyer ? (
          <ContactVendorDialog gbxproductid={product.GBXProductID} vendor={product.VendorInfo} />
        ) : (
          <Tooltip text={t('contact.visitor')}>
            {(describedBy) => (
              <Button type="button" $variant="secondary" aria-disabled="true" aria-describedby={describedBy} data-testid="contact-vendor">
                {t('contact.button')}
              </Button>
            )}
          </Tooltip>
        )}
        <AvailabilityDialog places={product.CountryAvailability.map((place) => place.CountryName)} />
        <CompareToggle id={product.GBXProductID} title={product.ProductTitle} />
      </Row>
      <Row>
        <ReportDialog gbxproductid={product.GBXProductID} target="product" />
        <ReportDialog gbxproductid={product.GBXProductID} target="vendor" />
      </Row>
    </Box>
  );
}
