import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, useLocation } from '@gbx/shared/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bus, getQueryClient, type BusEvent } from '@gbx/shared';
import { apiClient } from '../api/client';
import { resetBus } from '../../test/reset-bus';
import { ListActions } from './list-actions';

const item = { GBXProductID: 'GBX00000042', QTYAvailable: true, CountryAvailability: true, addedwish: false, addedshop: false };
const buyer = { isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'enc-user', dashboardUrl: '' };

let api: MockAdapter;
let events: BusEvent[];
beforeEach(() => {
  api = new MockAdapter(apiClient());
  events = [];
  const subscription = bus.events$.subscribe((event) => events.push(event));
  return () => subscription.unsubscribe();
});
afterEach(() => {
  cleanup();
  api.restore();
  getQueryClient().clear();
  resetBus();
});

const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

/** Where the router is, for the tests of the pending add. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => screen.getByTestId('address').textContent;

const show = (props: Partial<typeof item> = {}, at = '/featured-list') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <ListActions item={{ ...item, ...props }} category={{ catVal: 2, subcatID: 7 }} />
      <Address />
    </MemoryRouter>,
  );

describe('Wishlist and Add to Cart (§4, §5, §8)', () => {
  it('are not usable by a visitor, and say why in the tooltips of §5', () => {
    show();
    const cart = screen.getByRole('button', { name: 'Add to Cart' });
    const wishlist = screen.getByRole('button', { name: 'Wishlist' });
    expect(cart.getAttribute('aria-disabled')).toBe('true');
    expect(description(cart)).toBe('Please login as Buyer in order to add this item to your shopping cart or wishlist');
    expect(description(wishlist)).toBe('Please login as Buyer in order to add this item to your wishlist');
    fireEvent.click(cart);
    expect(api.history.post).toHaveLength(0);
  });

  it('add for a buyer, read Added with the product and category sent, and tell the header through the bus', async () => {
    act(() => bus.setSession(buyer));
    api.onPost('/api/buyer/add-shoping-cart').reply(200, { status: '1', msg: 'Added to your cart' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added' });
    expect(JSON.parse(api.history.post[0]!.data as string)).toMatchObject({ gbxproductid: 'GBX00000042', catVal: 2, subcatID: 7, userdata: '' });
    expect(events).toContainEqual({ type: 'cart:added', gbxproductid: 'GBX00000042' });
  });

  it("show the server's msg in a popup on status '0' and stay as they were", async () => {
    act(() => bus.setSession(buyer));
    api.onPost('/api/buyer/add-wish-list').reply(200, { status: '0', msg: 'Already in your wishlist' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    expect((await screen.findByTestId('catalogue-popup')).textContent).toBe('Already in your wishlist');
    // The popup makes the page behind it inert, hence hidden: true.
    expect(screen.getByRole('button', { name: 'Wishlist', hidden: true }).getAttribute('aria-disabled')).toBeNull();
    expect(events.filter((event) => event.type === 'wishlist:added')).toEqual([]);
  });

  it('read Added and Wishlisted when the answer says so', () => {
    act(() => bus.setSession(buyer));
    show({ addedshop: true, addedwish: true });
    expect(screen.getByRole('button', { name: 'Added' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Wishlisted' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('are replaced by the not-for-sale text or the notify-me checkbox', async () => {
    const { unmount } = show({ CountryAvailability: false });
    expect(screen.getByText('This product is not available for sale in your country').tagName).toBe('P');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    show({ QTYAvailable: false });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Notify me when it is back in stock' }).getAttribute('type')).toBe('checkbox'));
  });

  it("give a visitor, on hover or tap, a Log in link to this page with the action to complete", async () => {
    show({}, '/deals-promotion?sort_by=2');
    const wishlist = screen.getByRole('button', { name: 'Wishlist' });
    fireEvent.click(wishlist);
    // Shown once placed on screen (Floating UI loads on the first open).
    const link = await screen.findByRole('link', { name: 'Log in' });
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/deals-promotion?sort_by=2');
    expect(url.searchParams.get('add')).toBe('wishlist:GBX00000042');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('complete the add a visitor asked for, once a buyer is back on the page, and drop it from the address', async () => {
    act(() => bus.setSession(buyer));
    api.onPost('/api/buyer/add-wish-list').reply(200, { status: '1', msg: 'Added to your wishlist' });
    show({}, '/featured-list?page=2&add=wishlist%3AGBX00000042');
    await screen.findByRole('button', { name: 'Wishlisted' });
    expect(api.history.post).toHaveLength(1);
    expect(JSON.parse(api.history.post[0]!.data as string)).toMatchObject({ gbxproductid: 'GBX00000042' });
    expect(address()).toBe('/featured-list?page=2');
    expect(events).toContainEqual({ type: 'wishlist:added', gbxproductid: 'GBX00000042' });
  });

  it("leave another product's pending add, a visitor's, and one already done alone", () => {
    show({}, '/featured-list?add=wishlist%3AGBX00000042');
    expect(address()).toBe('/featured-list?add=wishlist%3AGBX00000042');
    cleanup();
    act(() => bus.setSession(buyer));
    show({}, '/featured-list?add=cart%3AGBX00000099');
    expect(address()).toBe('/featured-list?add=cart%3AGBX00000099');
    cleanup();
    show({ addedshop: true }, '/featured-list?add=cart%3AGBX00000042');
    expect(address()).toBe('/featured-list');
    expect(api.history.post).toHaveLength(0);
  });
});
