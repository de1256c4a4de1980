import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { countryName, Modal, theme, useLanguage, useT, VisuallyHidden, type PlaceKind, type VendorLocationFields } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from '@gbx/shared/catalogue';
import { LISTING_NAMESPACE } from './texts';

// The dialog's two choices load when a place is first opened: a listing shows dozens of places and opens few.
const PlaceDialogBody = lazy(() => import('./place-dialog-body'));

export interface PlaceButtonProps {
  kind: PlaceKind;
  /** The place itself: 'Hamburg', 'Hamburg' (the state), 'Germany', '20095'. */
  name: string;
  /** ISO 3166-1 alpha-2 code of the place's country (the item's Country field). */
  code: string;
  /** Products located there (CityProductCount, ProvinceStateProductCount, CountryProductCount, PostalCodeProductCount). */
  productCount: number;
  /** Vendors located there (CityVendorCount, ...). */
  vendorCount: number;
  /** A pin before the name (default); a list of places shows one pin for all. */
  pin?: boolean;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  max-width: 100%;
  padding: 0.1rem 0.15rem;
  border: 0;
  border-radius: 3px;
  background: none;
  color: ${theme.color.link};
  font: inherit;
  text-align: start;
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: pointer;
  /* A name longer than the line wraps inside its button (the list around it keeps each name with its dot). */
  white-space: normal;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration-style: solid;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const PinIcon = () => (
  <svg width="13" height="13" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z" />
  </svg>
);

/**
 * A city, state, country or postal code of a vendor (§2.8 product card, §2.11
 * vendor card): a button with the place's name that opens a dialog with two
 * Continue links, to the products located there and to the vendors located
 * there, each with its count and the §2.1 navigation state
 * (place-dialog-body.tsx, loaded when it first opens).
 */
export function PlaceButton({ kind, name, code, productCount, vendorCount, pin = true }: PlaceButtonProps) {
  const { t } = useT(LISTING_NAMESPACE);
  const { t: catalogue } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  if (!name) return null;
  const place = { kind, name, code };
  // A country reads in the page's language; the item's (English) name stays the address's.
  const shown = kind === 'country' && code ? countryName(code, language) : name;
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-place={kind}>
        {pin ? <PinIcon /> : null}
        <VisuallyHidden>{t(`placeKind.${kind}`)}: </VisuallyHidden>
        <span dir="auto">{shown}</span>
      </Trigger>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={shown}
        description={kind === 'country' ? t('placeKind.country') : t(`placeIn.${kind}`, { country: countryName(code, language) })}
        closeLabel={catalogue('close')}
      >
        <Suspense fallback={null}>
          <PlaceDialogBody place={place} shown={shown} productCount={productCount} vendorCount={vendorCount} onLeave={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}

/** The four places of a vendor in the order the cards show them, with the item's counts (§3 vendor location fields). */
export function vendorPlaces(item: VendorLocationFields): PlaceButtonProps[] {
  const code = item.Country;
  return [
    { kind: 'city' as const, name: item.VandorCity, code, productCount: item.CityProductCount, vendorCount: item.CityVendorCount },
    { kind: 'state' as const, name: item.VandorProvinceState, code, productCount: item.ProvinceStateProductCount, vendorCount: item.ProvinceStateVendorCount },
    { kind: 'country' as const, name: item.VendorCountryName, code, productCount: item.CountryProductCount, vendorCount: item.CountryVendorCount },
    { kind: 'postal' as const, name: item.VandorPostalCode, code, productCount: item.PostalCodeProductCount, vendorCount: item.PostalCodeVendorCount },
  ].filter((place) => place.name);
}

const PlaceLine = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.3rem;
  font-size: 0.85rem;
  > svg {
    flex: none;
    align-self: center;
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  /* The places run on like an address ('Hamburg · Hamburg · Germany · 20095'); a line breaks only after a dot. */
  li {
    display: inline;
    white-space: nowrap;
  }
  li:not(:last-child)::after {
    content: '·';
    margin-inline: 0.3em;
    color: ${theme.color.muted};
  }
  /* At least 24 px each way (WCAG 2.5.8): the places are the card's smallest targets. */
  button {
    min-width: 24px;
    min-height: 24px;
    padding: 0 0.1rem;
  }
`;

/**
 * A vendor's city, state, country and postal code as place buttons, written
 * like an address after one pin (§2.8, §2.11). `label` names the list for
 * screen readers ('Vendor location').
 */
export function VendorPlaces({ item, label }: { item: VendorLocationFields; label?: string }) {
  const { t } = useT(LISTING_NAMESPACE);
  return (
    <PlaceLine data-testid="vendor-places">
      <PinIcon />
      <ul aria-label={label ?? t('vendorLocation')}>
        {vendorPlaces(item).map((place) => (
          <li key={place.kind}>
            <PlaceButton {...place} pin={false} />
          </li>
        ))}
      </ul>
    </PlaceLine>
  );
}
