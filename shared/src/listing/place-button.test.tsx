import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@gbx/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorLocationFields } from '@gbx/shared';
import { PlaceButton, vendorPlaces, VendorPlaces } from './place-button';

afterEach(cleanup);

/** Where the Continue link led: the address and its §2.1 state. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{JSON.stringify({ path: decodeURIComponent(location.pathname), state: location.state })}</output>;
}

function show(element: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/deals-promotion']}>
      <Routes>
        <Route path="/deals-promotion" element={element} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

const landed = () => JSON.parse(screen.getByTestId('landed').textContent ?? '{}') as { path: string; state: unknown };

describe('a place button (§2.8, §2.11)', () => {
  it('opens a dialog named for the place with the products and the vendors located there and their counts', async () => {
    show(<PlaceButton kind="city" name="Hamburg" code="DE" productCount={1234} vendorCount={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'City: Hamburg' }));
    // The dialog arrives with its module, the first time a modal opens (ui/modal.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Hamburg' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('A city in Germany')).toBeTruthy();
    // Its choices arrive with their own module, the first time a place opens.
    const products = await within(dialog).findByRole('link', { name: 'Continue Products located in Hamburg 1,234' });
    const vendors = within(dialog).getByRole('link', { name: 'Continue Vendors located in Hamburg 2' });
    expect(products.getAttribute('href')).toBe('/product-result/Hamburg?condition=city&code=DE');
    expect(vendors.getAttribute('href')).toBe('/vendor-result/Hamburg?condition=city&code=DE');
  });

  it('leads to the products located there with the place state of §2.1, and closes', async () => {
    show(<PlaceButton kind="postal" name="20095" code="DE" productCount={91} vendorCount={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Postal code: 20095' }));
    fireEvent.click(await screen.findByRole('link', { name: /^Continue Products located in 20095/ }));
    expect(landed()).toEqual({ path: '/product-result/20095', state: { postalname: '20095', name: '20095', code: 'DE' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads to the vendors located there with the condition the vendor results read', async () => {
    show(<PlaceButton kind="state" name="Île-de-France" code="FR" productCount={9} vendorCount={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'State or province: Île-de-France' }));
    fireEvent.click(await screen.findByRole('link', { name: /^Continue Vendors located in Île-de-France/ }));
    expect(landed()).toEqual({ path: '/vendor-result/Île-de-France', state: { statename: 'Île-de-France', name: 'Île-de-France', code: 'FR', condition: 'state' } });
  });

  it('gives focus back to the place when the dialog closes', async () => {
    show(<PlaceButton kind="city" name="Hamburg" code="DE" productCount={1} vendorCount={1} />);
    const button = screen.getByRole('button', { name: 'City: Hamburg' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Hamburg' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('says a country is a country', async () => {
    show(<PlaceButton kind="country" name="India" code="IN" productCount={0} vendorCount={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Country: India' }));
    expect(within(await screen.findByRole('dialog', { name: 'India' })).getByText('Country')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Products located in India 0' })).toBeTruthy();
  });
});

const vendor = {
  VandorCity: 'Hamburg',
  VandorProvinceState: 'Hamburg',
  VendorCountryName: 'Germany',
  VandorPostalCode: '20095',
  Country: 'DE',
  CityProductCount: 91,
  CityVendorCount: 2,
  ProvinceStateProductCount: 92,
  ProvinceStateVendorCount: 3,
  CountryProductCount: 214,
  CountryVendorCount: 5,
  PostalCodeProductCount: 90,
  PostalCodeVendorCount: 1,
} as VendorLocationFields;

describe("a vendor's places", () => {
  it('are its city, state, country and postal code with the counts of each and its country code', () => {
    expect(vendorPlaces(vendor)).toEqual([
      { kind: 'city', name: 'Hamburg', code: 'DE', productCount: 91, vendorCount: 2 },
      { kind: 'state', name: 'Hamburg', code: 'DE', productCount: 92, vendorCount: 3 },
      { kind: 'country', name: 'Germany', code: 'DE', productCount: 214, vendorCount: 5 },
      { kind: 'postal', name: '20095', code: 'DE', productCount: 90, vendorCount: 1 },
    ]);
  });

  it('leave out a place the vendor has not given', () => {
    expect(vendorPlaces({ ...vendor, VandorPostalCode: '' }).map((place) => place.kind)).toEqual(['city', 'state', 'country']);
  });

  it('show as a named list of buttons', () => {
    show(<VendorPlaces item={vendor} />);
    const list = screen.getByRole('list', { name: 'Vendor location' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['City: Hamburg', 'State or province: Hamburg', 'Country: Germany', 'Postal code: 20095']);
  });
});
