import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gbx/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductListItem } from '@gbx/shared';
import { formatMemberDate } from '@gbx/shared/catalogue';
import { ProductTile } from './product-tile';
import { ProductTileSkeleton } from './product-tile-skeleton';

afterEach(cleanup);

const item = {
  product_id: 3644,
  GBXProductID: 'GBX00003644',
  ProductTitle: 'Tamarind Eco Speedboats TA-849',
  ProdDescription: 'A eco choice in Boats / Motor Boats.',
  AdditionalProductInfo: '<ul><li>Material: aluminium</li></ul><img src=x onerror=alert(1)>',
  Images: [{ UserImageName: 'GBX00003644-1.svg' }, { UserImageName: 'GBX00003644-2.svg' }, { UserImageName: 'GBX00003644-3.svg' }],
  Image_path: 'http://api.test/images/products/',
  isFeatured: 1,
  QTYAvailable: false,
  CountryAvailability: true,
  DiscountedStatusData: true,
  DiscountedPercentage: 25,
  addedwish: false,
  addedshop: false,
  CompanyURL: 'nimbus-store-ltd-70',
  VendorInfo: 'Nimbus Store Ltd',
  VendorProductCount: 46,
  VandorCity: 'Hamburg',
  VandorProvinceState: 'Hamburg',
  VandorPostalCode: '20095',
  VendorCountryName: 'Germany',
  Country: 'DE',
  VandorDate: '2017-02-17',
  VandorCountry: 'DE.svg',
  USFlag: 'US.svg',
  UserCountry: 'FR.svg',
  Icon_path: 'http://api.test/images/flags/',
  CityProductCount: 91,
  CityVendorCount: 2,
  ProvinceStateProductCount: 92,
  ProvinceStateVendorCount: 3,
  CountryProductCount: 214,
  CountryVendorCount: 5,
  PostalCodeProductCount: 90,
  PostalCodeVendorCount: 1,
  VandorCur: 'EUR',
  VandorPrice: 825.29,
  USCurrency: 'USD',
  USPrice: 970.93,
  Buyer_currency: 'EUR',
  UserPriceMain: 825.29,
  UserPrice: 825.29,
  HasDiscount: 0,
} as unknown as ProductListItem;

function show(props: Partial<Parameters<typeof ProductTile>[0]> = {}) {
  render(
    <MemoryRouter>
      <ProductTile item={item} {...props} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: item.ProductTitle });
}

const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the product card (§2.8)', () => {
  it('shows the title as the link to the product, the badges and the sale bar', () => {
    const card = show();
    expect(within(card).getByRole('heading', { level: 2, name: item.ProductTitle }).querySelector('a')?.getAttribute('href')).toBe('/product-detail/GBX00003644');
    expect(within(card).getByTestId('badge-featured').textContent).toBe('Featured');
    expect(within(card).getByTestId('badge-out-of-stock').textContent).toBe('OUT OF STOCK');
    expect(within(card).getByTestId('sale').textContent).toBe('Product on sale 25% off');
  });

  it('leaves out the badges and the bar a product does not have', () => {
    const card = show({ item: { ...item, isFeatured: 0, QTYAvailable: true, DiscountedStatusData: false } });
    expect(within(card).queryByTestId('badge-featured')).toBeNull();
    expect(within(card).queryByTestId('badge-out-of-stock')).toBeNull();
    expect(within(card).queryByTestId('sale')).toBeNull();
  });

  it('slides through the pictures of the product', async () => {
    const card = show();
    const slider = within(card).getByRole('group', { name: `Pictures of ${item.ProductTitle}` });
    fireEvent.pointerEnter(slider);
    const img = within(card).getByTestId('image-slider').querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://api.test/images/products/GBX00003644-1-640.webp');
    expect(img?.getAttribute('alt')).toBe(item.ProductTitle);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('http://api.test/images/products/GBX00003644-1-320.avif 320w');
    expect((await within(card).findByTestId('slider-position')).textContent).toBe('1 of 3');
  });

  it('shows three prices when the buyer pays in a third currency', () => {
    const card = show({ item: { ...item, Buyer_currency: 'INR', UserPriceMain: 83000.5, UserPrice: 83000.5 } });
    expect(within(card).getByTestId('price-vendor').textContent).toBe('€825.29');
    expect(within(card).getByTestId('price-us').textContent).toBe('$970.93');
    expect(within(card).getByTestId('price-buyer').textContent).toBe('₹83,000.50');
  });

  it("shows the prices, the vendor's euros and the buyer's once, the vendor's store with its product count in a tooltip, its four places and 'Member since'", () => {
    const card = show();
    expect(within(card).queryByTestId('price-vendor')).toBeNull();
    expect(within(card).getByTestId('price-buyer').textContent).toBe("€825.29Also the vendor's price");
    expect(within(card).getByTestId('price-buyer').dataset.roles).toBe('vendor buyer');
    expect(within(card).getByTestId('price-us').textContent).toBe('$970.93');
    const vendor = within(card).getByRole('link', { name: 'Vendor: Nimbus Store Ltd' });
    expect(vendor.getAttribute('href')).toBe('/vendor-store/nimbus-store-ltd-70');
    expect(description(vendor)).toBe('Products from this vendor: 46');
    const places = within(card).getByRole('list', { name: 'Vendor location' });
    expect(within(places).getAllByRole('button').map((button) => button.textContent)).toEqual(['City: Hamburg', 'State or province: Hamburg', 'Country: Germany', 'Postal code: 20095']);
    expect(within(card).getByTestId('member-since').textContent).toBe('Member since Feb 17, 2017');
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('offers Wishlist and Add to Cart by the rules of §4 (here the notify-me box, out of stock), or the buttons a page gives', () => {
    const card = show();
    expect(within(card).getByRole('checkbox', { name: 'Notify me when it is back in stock' })).toBeTruthy();
    cleanup();
    const row = show({ layout: 'row', actions: <button type="button">Move to cart</button> });
    expect(within(row).getByRole('button', { name: 'Move to cart' })).toBeTruthy();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('shows the list-only fields in the list layout only', async () => {
    for (const layout of ['grid', 'row'] as const) {
      const card = show({ layout });
      expect(within(card).queryByTestId('product-description')).toBeNull();
      expect(within(card).queryByTestId('additional-info')).toBeNull();
      expect(within(card).queryByTestId('rating-stars')).toBeNull();
      expect(within(card).queryByTestId('likes')).toBeNull();
      cleanup();
    }
    const card = show({ layout: 'list' });
    expect(within(card).getByTestId('product-description').textContent).toBe(item.ProdDescription);
    const info = within(card).getByTestId('additional-info');
    // The sanitizer loads with the first list (lazy-safe-html.tsx).
    expect((await within(info).findByRole('listitem')).textContent).toBe('Material: aluminium');
    expect(info.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Rated 3 out of 5' }).querySelectorAll('svg.on')).toHaveLength(3);
    expect(within(card).getByTestId('likes').textContent).toBe('Likes0');
    expect(within(card).getByTestId('dislikes').textContent).toBe('Dislikes0');
  });

  it('takes the heading level of the page it is on', () => {
    const card = show({ headingLevel: 3 });
    expect(within(card).getByRole('heading', { level: 3 })).toBeTruthy();
  });
});

describe("the vendor's 'Member since' date", () => {
  it('is written for the language, the same day in every time zone', () => {
    expect(formatMemberDate('2017-02-17', 'en')).toBe('Feb 17, 2017');
    expect(formatMemberDate('2017-02-17', 'fr')).toBe('17 févr. 2017');
    expect(formatMemberDate('2017-02-17', 'es')).toBe('17 feb 2017');
    expect(formatMemberDate('2017-02-17 08:30:00', 'en')).toBe('Feb 17, 2017');
    expect(formatMemberDate('2017-01-01', 'zh')).toBe('2017年1月1日');
  });

  it('is left out when it is not a date', () => {
    expect(formatMemberDate('', 'en')).toBeNull();
    expect(formatMemberDate('2017-02-30', 'en')).toBeNull();
    expect(formatMemberDate('soon', 'en')).toBeNull();
    const card = show({ item: { ...item, VandorDate: '' } });
    expect(within(card).queryByTestId('member-since')).toBeNull();
  });
});

describe('the card skeleton', () => {
  it('takes the layout of the card and is hidden from assistive technology', () => {
    const { container } = render(<ProductTileSkeleton layout="list" />);
    const skeleton = screen.getByTestId('product-tile-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.getAttribute('data-layout')).toBe('list');
    expect(container.querySelector('.details')).toBeTruthy();
  });
});
