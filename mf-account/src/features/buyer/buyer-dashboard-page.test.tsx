// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes } from '@gbx/shared/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, bus, getQueryClient, LOGGED_OUT_SESSION, paths } from '@gbx/shared';
import { BuyerDashboardPage } from './buyer-dashboard-page';

const buyer = { isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'enc-user', dashboardUrl: '' };

let api: MockAdapter;
beforeEach(() => {
  api = new MockAdapter(apiClient());
  act(() => bus.setSession(buyer));
});
afterEach(() => {
  cleanup();
  api.restore();
  getQueryClient().clear();
  act(() => bus.setSession(LOGGED_OUT_SESSION));
});

describe('the buyer dashboard', () => {
  it('lists the saved searches and the back-in-stock alerts under the page heading, headings in order', async () => {
    api.onPost('/api/buyer/cart-list').reply(200, { status: '1', cartData: [], shoppingCartCount: 0, shoppingCartAmount: 0, buyer_currency: 'INR' });
    api.onGet('/api/buyer/saved-searches').reply(200, {
      status: '1',
      limit: 50,
      savedSearches: [{ id: 7, name: 'Tractors', address: '/advance-search?keyword=tractor', createdAt: '2026-12-01T00:00:00.000Z', lastSeenAt: '2026-12-01T00:00:00.000Z', newCount: 2, newCountCapped: false }],
    });
    api.onGet('/api/buyer/notify-me').reply(200, {
      status: '1',
      limit: 200,
      subscriptions: [{ product_id: 42, GBXProductID: 'GBX00000042', ProductTitle: 'Cordless drill', language: 'en', subscribedAt: '2026-12-02T09:30:00.000Z' }],
    });
    render(
      <MemoryRouter initialEntries={['/buyer-dashboard']}>
        <Routes>
          <Route path={paths.buyerDashboard.pattern} element={<BuyerDashboardPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 new')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Cordless drill' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual(['H1 Buyer dashboard', 'H2 Saved searches', 'H2 Back-in-stock alerts']);
    const searches = screen.getByRole('region', { name: 'Saved searches' });
    expect(within(searches).getByRole('list', { name: 'Saved searches' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Back-in-stock alerts' })).toBeTruthy();
  });
});
