import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mockApiPerTest } from '../../test/api-mock';
import { MemoryRouter, useLocation } from '@gbx/shared/router';
import { describe, expect, it } from 'vitest';
import { bus } from '@gbx/shared';
import { ListActions } from './list-actions';

const item = { GBXProductID: 'GBX00000042', QTYAvailable: false, CountryAvailability: true, addedwish: false, addedshop: false };
const buyer = { isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'enc-user', dashboardUrl: '' };
const subscription = { product_id: 42, GBXProductID: 'GBX00000042', ProductTitle: 'Steel bolt', language: 'en', subscribedAt: '2026-12-02T10:00:00.000Z' };

const api = mockApiPerTest();

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const show = (props: Partial<typeof item & { notifyMe: boolean }> = {}, at = '/deals-promotion') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <ListActions item={{ ...item, ...props }} />
      <Address />
    </MemoryRouter>,
  );
const box = () => screen.getByRole('checkbox', { name: 'Notify me when it is back in stock' });
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('notify me (§2.8, issue 41)', () => {
  it('is not tickable by a visitor, whose tip says why and offers a Log in link back here that ticks it', async () => {
    show({}, '/deals-promotion?page=3');
    fireEvent.click(box());
    expect((box() as HTMLInputElement).checked).toBe(false);
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(description(box())).toBe('Please login as Buyer in order to be notified when this item is back in stock');
    const link = await screen.findByRole('link', { name: 'Log in' });
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/deals-promotion?page=3');
    expect(url.searchParams.get('add')).toBe('notify:GBX00000042');
    expect(api().history.post).toHaveLength(0);
  });

  it("subscribes a buyer in the interface's language, says so, and unticking takes it back", async () => {
    act(() => bus.setSession(buyer));
    api().onPost('/api/buyer/notify-me').reply(200, { status: '1', msg: 'Subscribed', subscription, created: true });
    api().onDelete('/api/buyer/notify-me/GBX00000042').reply(200, { status: '1', msg: 'Unsubscribed' });
    show();
    fireEvent.click(box());
    expect(await screen.findByText('We will e-mail you when it is back in stock')).toBeTruthy();
    expect((box() as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(api().history.post[0]!.data as string)).toMatchObject({ gbxproductid: 'GBX00000042', language: 'en' });
    fireEvent.click(box());
    expect(await screen.findByText('You will not be e-mailed about this product')).toBeTruthy();
    expect((box() as HTMLInputElement).checked).toBe(false);
    expect(api().history.delete).toHaveLength(1);
  });

  it("starts ticked when the API says the buyer asked, and a refusal is undone with the server's message", async () => {
    act(() => bus.setSession(buyer));
    api().onDelete('/api/buyer/notify-me/GBX00000042').reply(404, { status: '0', msg: 'You had not asked to be notified about this product' });
    show({ notifyMe: true });
    expect((box() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box());
    expect((await screen.findByTestId('catalogue-popup')).textContent).toBe('You had not asked to be notified about this product');
    expect((screen.getByRole('checkbox', { hidden: true }) as HTMLInputElement).checked).toBe(true);
  });

  it('ticks the box a visitor asked for before logging in, once, and drops it from the address; a cart add is not its business', async () => {
    act(() => bus.setSession(buyer));
    api().onPost('/api/buyer/notify-me').reply(200, { status: '1', msg: 'Subscribed', subscription, created: true });
    show({}, '/featured-list?add=notify%3AGBX00000042');
    expect(await screen.findByText('We will e-mail you when it is back in stock')).toBeTruthy();
    expect(api().history.post).toHaveLength(1);
    expect(screen.getByTestId('address').textContent).toBe('/featured-list');
    cleanup();
    show({ QTYAvailable: true }, '/featured-list?add=notify%3AGBX00000042');
    expect(api().history.post).toHaveLength(1);
  });
});
