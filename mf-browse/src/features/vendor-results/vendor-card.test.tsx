import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gbx/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorListItem } from '@gbx/shared';
import { vendorCardFacts } from './vendor-card-facts';
import { VendorCard } from './vendor-card';
import { VendorCardSkeleton } from './vendor-card-skeleton';
import { addressLine } from './vendor-details-dialog';

afterEach(cleanup);

/** A vendor-list-location item as the API answers it (§3 "Vendor result item"). */
const item: VendorListItem = {
  vendor_id: 121,
  CompanyURL: 'kestrel-emporium-pvt-ltd-121',
  VendorInfo: 'Kestrel Emporium Pvt Ltd',
  VendorProductCount: 1045,
  VandorCity: 'Mumbai',
  VandorProvinceState: 'Mahārāshtra',
  VandorPostalCode: '400001',
  VendorCountryName: 'India',
  CountryVendorName: 'India',
  Country: 'IN',
  VandorDate: '2021-09-25',
  VandorCountry: 'IN.svg',
  USFlag: 'US.svg',
  UserCountry: 'FR.svg',
  Icon_path: 'http://api.test/images/flags/',
  UserCountryName: 'France',
  UserCountryCode: 'FR',
  CountryProductCount: 538,
  USProductCount: 429,
  UserCountryCount: 612,
  CityProductCount: 124,
  CityVendorCount: 3,
  ProvinceStateProductCount: 174,
  ProvinceStateVendorCount: 4,
  PostalCodeProductCount: 120,
  PostalCodeVendorCount: 2,
  CountryVendorCount: 14,
  MainProducts: 'Automotive, Farming Equipment, Medical Equipment',
  BusinessType: 'Service Provider',
  CompanyImage: 'kestrel-emporium-pvt-ltd-121.svg',
  Image_path: 'http://api.test/images/vendors/',
  VendorRating: 4.3,
  TotalNumVendorRatings: 216,
};

function show(vendor: VendorListItem = item) {
  render(
    <MemoryRouter>
      <VendorCard item={vendor} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: vendor.VendorInfo });
}

describe('what a vendor card reads from an item', () => {
  it('names the store, the pictures and the rating', () => {
    expect(vendorCardFacts(item)).toEqual({
      id: 121,
      name: 'Kestrel Emporium Pvt Ltd',
      store: '/vendor-store/kestrel-emporium-pvt-ltd-121',
      image: 'http://api.test/images/vendors/kestrel-emporium-pvt-ltd-121.svg',
      flag: 'http://api.test/images/flags/IN.svg',
      mainProducts: 'Automotive, Farming Equipment, Medical Equipment',
      businessType: 'Service Provider',
      memberSince: '2021-09-25',
      productCount: 1045,
      stars: 4,
      rating: 4.3,
      ratingCount: 216,
    });
  });

  it('has no image without a company image, and no store without a CompanyURL', () => {
    const facts = vendorCardFacts({ ...item, CompanyImage: '', CompanyURL: '' });
    expect(facts.image).toBeNull();
    expect(facts.store).toBeNull();
  });

  it('lights no star without ratings, and keeps a rating within 0 to 5', () => {
    expect(vendorCardFacts({ ...item, TotalNumVendorRatings: 0 })).toMatchObject({ stars: 0, rating: 0, ratingCount: 0 });
    expect(vendorCardFacts({ ...item, VendorRating: 9 })).toMatchObject({ stars: 5, rating: 5 });
    expect(vendorCardFacts({ ...item, VendorRating: Number.NaN })).toMatchObject({ stars: 0, rating: 0 });
    expect(vendorCardFacts({ ...item, VendorRating: 4.55 })).toMatchObject({ stars: 5, rating: 4.6 });
  });

  it('writes the address as one line of the parts it has', () => {
    expect(addressLine(item, 'en')).toBe('Mumbai, Mahārāshtra 400001, India');
    expect(addressLine({ ...item, VandorPostalCode: '', VandorProvinceState: ' ' }, 'en')).toBe('Mumbai, India');
  });

  it('names the country of the address in the page language, from its code', () => {
    expect(addressLine(item, 'fr')).toBe('Mumbai, Mahārāshtra 400001, Inde');
    expect(addressLine({ ...item, Country: '' }, 'fr')).toBe('Mumbai, Mahārāshtra 400001, India');
  });
});

describe('a vendor card (§2.11)', () => {
  it('links the name and the image to /vendor-store/{CompanyURL}; the image link is for pointers only', () => {
    const card = show();
    const name = within(card).getByRole('heading', { level: 2, name: 'Kestrel Emporium Pvt Ltd' });
    expect(within(name).getByRole('link').getAttribute('href')).toBe('/vendor-store/kestrel-emporium-pvt-ltd-121');
    const imageLink = within(card).getByTestId('vendor-image-link');
    expect(imageLink.getAttribute('href')).toBe('/vendor-store/kestrel-emporium-pvt-ltd-121');
    expect(imageLink.getAttribute('tabindex')).toBe('-1');
    expect(imageLink.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).getByTestId('vendor-image').getAttribute('src')).toBe('http://api.test/images/vendors/kestrel-emporium-pvt-ltd-121.svg');
  });

  it('draws a default picture when the vendor has no company image', () => {
    const card = show({ ...item, CompanyImage: '' });
    expect(within(card).queryByTestId('vendor-image')).toBeNull();
    expect(within(card).getByTestId('vendor-default-image')).toBeTruthy();
  });

  it('shows the business type, main products, rating, member since and product count', () => {
    const card = show();
    expect(within(card).getByTestId('vendor-business-type').textContent).toBe('Business type: Service Provider');
    // A type the texts do not know yet shows as the API sent it, not as a text key.
    cleanup();
    expect(within(show({ ...item, BusinessType: 'Cooperative' })).getByTestId('vendor-business-type').textContent).toBe('Business type: Cooperative');
    expect(within(card).getByTestId('vendor-main-products').textContent).toBe('Automotive, Farming Equipment, Medical Equipment');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(card).getByTestId('vendor-rating-count').textContent).toBe('216 ratings');
    expect(within(card).getByTestId('member-since').textContent).toBe('Member since Sep 25, 2021');
    expect(within(card).getByTestId('vendor-product-count').textContent).toBe('1,045 products');
  });

  it('says there are no ratings yet when there are none', () => {
    const card = show({ ...item, TotalNumVendorRatings: 0, VendorRating: 0 });
    expect(within(card).getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
    expect(within(card).getByTestId('vendor-rating-count').textContent).toBe('No ratings yet');
  });

  it('shows city, state, country and postal code as place buttons', () => {
    const card = show();
    const places = within(card).getByRole('list', { name: 'Located in' });
    expect(within(places).getAllByRole('button').map((button) => button.textContent)).toEqual(['City: Mumbai', 'State or province: Mahārāshtra', 'Country: India', 'Postal code: 400001']);
  });

  it('has Share, More Vendor Details and Visit Vendor Store, each about this vendor', () => {
    const card = show();
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
    const visit = within(card).getByRole('link', { name: 'Visit Vendor Store' });
    expect(visit.getAttribute('href')).toBe('/vendor-store/kestrel-emporium-pvt-ltd-121');
    expect(visit.getAttribute('aria-describedby')).toBe('vendor-name-121');
    expect(within(card).getByRole('button', { name: 'More Vendor Details' }).getAttribute('aria-describedby')).toBe('vendor-name-121');
  });

  it('Share carries the store’s absolute address', async () => {
    const card = show();
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    // The dialog arrives with its module the first time a modal opens, its links and address with theirs (share-dialog-body.tsx).
    const dialog = await screen.findByRole('dialog');
    const address = `${window.location.origin}/vendor-store/kestrel-emporium-pvt-ltd-121`;
    expect((await within(dialog).findByRole('textbox')).getAttribute('value')).toBe(address);
    expect(within(dialog).getAllByRole('link').every((link) => (link.getAttribute('href') ?? '').includes(encodeURIComponent(address)))).toBe(true);
  });

  it('More Vendor Details opens a dialog with everything the item carries and the way to the store', async () => {
    const card = show();
    fireEvent.click(within(card).getByRole('button', { name: 'More Vendor Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kestrel Emporium Pvt Ltd' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Business type', 'Service Provider'],
      ['Main products', 'Automotive, Farming Equipment, Medical Equipment'],
      ['Address', 'Mumbai, Mahārāshtra 400001, India'],
      ['Member since', 'Sep 25, 2021'],
      ['Vendor rating', '4.3 out of 5 · 216 ratings'],
      ['Products in the store', '1,045'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Visit Vendor Store' }).getAttribute('href')).toBe('/vendor-store/kestrel-emporium-pvt-ltd-121');
  });

  it('names no store where the item has none', () => {
    const card = show({ ...item, CompanyURL: '' });
    expect(within(card).queryByRole('link', { name: 'Visit Vendor Store' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Kestrel Emporium Pvt Ltd' })).toBeNull();
  });
});

describe('a vendor card skeleton', () => {
  it('is hidden from assistive technology and holds the buttons’ real texts (their size)', () => {
    render(<VendorCardSkeleton />);
    const skeleton = screen.getByTestId('vendor-card-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.textContent).toBe('More Vendor DetailsVisit Vendor Store');
  });
});
