// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { mockApiPerTest } from '@gbx/shared/test-support';
import { MemoryRouter } from '@gbx/shared/router';
import { describe, expect, it } from 'vitest';
import { getQueryClient } from '@gbx/shared';
import type { NotifyMeSubscription } from '@gbx/shared/action-calls';
import { NotifyMeList } from './notify-me-list';

const LIST = '/api/buyer/notify-me';

const alertFor = (n: number, title: string): NotifyMeSubscription => ({
  product_id: n,
  GBXProductID: `GBX${String(n).padStart(8, '0')}`,
  ProductTitle: title,
  language: 'en',
  subscribedAt: '2026-12-02T09:30:00.000Z',
});

const drill = alertFor(42, 'Cordless drill');
const lamp = alertFor(43, '<img src=x onerror=alert(1)> Lamp');

const api = mockApiPerTest();

function show(list: NotifyMeSubscription[] = [drill, lamp]) {
  api().onGet(LIST).reply(200, { status: '1', subscriptions: list, limit: 200 });
  return render(
    <MemoryRouter>
      <NotifyMeList />
    </MemoryRouter>,
  );
}

describe('the back-in-stock alerts of the dashboard', () => {
  it('lists each product with a link to its page and when it was asked; titles are text', async () => {
    show();
    const rows = await screen.findAllByTestId('notify-me-alert');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Cordless drill' });
    expect(link.getAttribute('href')).toBe('/product-detail/GBX00000042');
    expect(rows[0]!.querySelector('time')?.textContent).toBe('Asked on Dec 2, 2026');
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-02T09:30:00.000Z');
    expect(within(rows[1]!).getByRole('link').textContent).toBe('<img src=x onerror=alert(1)> Lamp');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Back-in-stock alerts' })).toBeTruthy();
  });

  it('Stop ends the alert and its row goes; the last one leaves the empty state', async () => {
    show([drill]);
    api().onDelete(`${LIST}/GBX00000042`).reply(200, { status: '1', msg: 'You will not be told about this product' });
    const row = await screen.findByTestId('notify-me-alert');
    const stop = within(row).getByRole('button', { name: 'Stop' });
    // The button says which product it stops.
    expect(document.getElementById(stop.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Cordless drill');
    fireEvent.click(stop);
    expect(await screen.findByTestId('notify-me-empty')).toBeTruthy();
    expect(screen.queryByTestId('notify-me-alert')).toBeNull();
    expect(api().history.delete.map((call) => call.url)).toEqual([`${LIST}/GBX00000042`]);
    expect(screen.getByTestId('list-status').textContent).toBe('You will no longer be told about "Cordless drill".');
  });

  it("shows the API's msg when Stop is refused", async () => {
    show();
    api().onDelete(`${LIST}/GBX00000042`).reply(404, { status: '0', msg: 'You had not asked about this product' });
    const [row] = await screen.findAllByTestId('notify-me-alert');
    await act(async () => void fireEvent.click(within(row!).getByRole('button', { name: 'Stop' })));
    expect((await screen.findByTestId('catalogue-popup')).textContent).toBe('You had not asked about this product');
  });

  it('draws skeleton rows while loading, and says how to ask when there is nothing', async () => {
    api().onGet(LIST).reply(() => new Promise(() => undefined));
    const { unmount } = render(
      <MemoryRouter>
        <NotifyMeList />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(2);
    expect(screen.getByTestId('notify-me-alerts').getAttribute('aria-busy')).toBe('true');
    unmount();
    getQueryClient().clear();
    api().reset();

    show([]);
    await waitFor(() => expect(screen.getByTestId('notify-me-empty').textContent).toContain("Tick 'Notify me when it is back in stock' on an out-of-stock product"));
  });
});
