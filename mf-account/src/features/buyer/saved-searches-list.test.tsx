// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { mockApiPerTest } from '@gbx/shared/test-support';
import { MemoryRouter, useLocation } from '@gbx/shared/router';
import { describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@gbx/shared/action-calls';
import { SavedSearchesList } from './saved-searches-list';

const LIST = '/api/buyer/saved-searches';

const saved = (id: number, name: string, more: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  address: `/advance-search?keyword=${encodeURIComponent(name.toLowerCase())}`,
  createdAt: '2026-11-30T10:00:00.000Z',
  lastSeenAt: '2026-12-01T10:00:00.000Z',
  newCount: 0,
  newCountCapped: false,
  ...more,
});

const tractors = saved(1, 'Tractors', { newCount: 3 });
const seeds = saved(2, 'Seeds');
const steel = saved(3, 'Steel', { newCount: 99, newCountCapped: true });
const single = saved(4, '<b>One</b> & more', { newCount: 1 });

const api = mockApiPerTest();

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function show(list: SavedSearch[] = [tractors, seeds, steel, single]) {
  api().onGet(LIST).reply(200, { status: '1', savedSearches: list, limit: 50 });
  return render(
    <MemoryRouter initialEntries={['/buyer-dashboard']}>
      <SavedSearchesList />
      <Address />
    </MemoryRouter>,
  );
}

const rowOf = async (name: string) => (await screen.findAllByTestId('saved-search')).find((row) => within(row).getByTestId('saved-search-name').textContent === name)!;
const nameField = () => screen.getByLabelText<HTMLInputElement>('New name');
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

describe('the saved searches of the dashboard', () => {
  it("lists each with the API's count of new products and how many are kept", async () => {
    show();
    const rows = await screen.findAllByTestId('saved-search');
    expect(rows.map((row) => [within(row).getByTestId('saved-search-name').textContent, within(row).getByTestId('saved-search-new').textContent])).toEqual([
      ['Tractors', '3 new'],
      ['Seeds', 'No new products'],
      ['Steel', '99+ new'],
      ['<b>One</b> & more', '1 new'],
    ]);
    expect(screen.getByTestId('saved-searches-kept').textContent).toBe('4 of 50 saved');
    expect(screen.getByRole('heading', { level: 2, name: 'Saved searches' })).toBeTruthy();
    // A buyer's name is text, never markup.
    expect(rows[3]!.querySelector('b')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/advance-search?keyword=tractors');
  });

  it('draws skeleton rows while the list loads, the section marked busy', () => {
    api().onGet(LIST).reply(() => new Promise(() => undefined));
    render(
      <MemoryRouter>
        <SavedSearchesList />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(2);
    expect(screen.getByTestId('saved-searches').getAttribute('aria-busy')).toBe('true');
  });

  it('says how to save a search when there is none', async () => {
    show([]);
    expect((await screen.findByTestId('saved-searches-empty')).textContent).toContain("Save a search from any listing or advanced search with 'Save this search'.");
    expect(screen.getByTestId('saved-searches-kept').textContent).toBe('0 of 50 saved');
  });

  it("shows the API's msg when the list cannot be loaded", async () => {
    // The page's query cache logs a failed load; the log is not under test.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api().onGet(LIST).reply(403, { status: '0', msg: 'Only buyers can save searches' });
    render(
      <MemoryRouter>
        <SavedSearchesList />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only buyers can save searches');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Open marks the search seen first, then goes to its address; the count is 0 on return', async () => {
    show();
    api().onPost(`${LIST}/1/seen`).reply(200, { status: '1', msg: 'Seen', savedSearch: { ...tractors, newCount: 0 } });
    const row = await rowOf('Tractors');
    fireEvent.click(within(row).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/advance-search?keyword=tractors'));
    expect(api().history.post.map((call) => call.url)).toEqual([`${LIST}/1/seen`]);
    expect(within(row).getByTestId('saved-search-new').textContent).toBe('No new products');
  });

  it('a middle click (a new tab) marks it seen and leaves this page as it is', async () => {
    show();
    api().onPost(`${LIST}/1/seen`).reply(200, { status: '1', msg: 'Seen', savedSearch: { ...tractors, newCount: 0 } });
    const row = await rowOf('Tractors');
    fireEvent(within(row).getByRole('link', { name: 'Open' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(api().history.post).toHaveLength(1));
    expect(screen.getByTestId('address').textContent).toBe('/buyer-dashboard');
  });

  it('Rename refuses an empty name and one of 61 characters beside the field, keeping what was typed', async () => {
    show();
    fireEvent.click(within(await rowOf('Tractors')).getByRole('button', { name: 'Rename' }));
    expect(nameField().value).toBe('Tractors');
    expect(document.activeElement).toBe(nameField());

    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf(nameField())).toBe('Please enter a name.');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().value).toBe('   ');

    const long = 'x'.repeat(61);
    fireEvent.change(nameField(), { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf(nameField())).toBe('A name has at most 60 characters.');
    expect(nameField().value).toBe(long);
    expect(api().history.patch).toHaveLength(0);

    // 60 are fine: the problem goes as soon as the name passes.
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(60) } });
    expect(errorOf(nameField())).toBeNull();
  });

  it("shows the API's msg of a 400 beside the field and keeps the name typed", async () => {
    show();
    api().onPatch(`${LIST}/1`).reply(400, { status: '0', msg: 'Invalid body: name must be at most 60 characters', errors: [{ field: 'name', msg: 'name must be at most 60 characters' }] });
    fireEvent.click(within(await rowOf('Tractors')).getByRole('button', { name: 'Rename' }));
    fireEvent.change(nameField(), { target: { value: 'Big  tractors ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(nameField())).toBe('Invalid body: name must be at most 60 characters'));
    expect(nameField().value).toBe('Big  tractors ');
    // Sent as the API stores it: trimmed, one space between words.
    expect(JSON.parse(api().history.patch[0]!.data as string)).toEqual({ name: 'Big tractors' });
  });

  it('renames on Save, shows the new name and gives the focus back to Rename; Cancel leaves it', async () => {
    show();
    api().onPatch(`${LIST}/1`).reply(200, { status: '1', msg: 'Renamed', savedSearch: { ...tractors, name: 'Big tractors' } });
    fireEvent.click(within(await rowOf('Tractors')).getByRole('button', { name: 'Rename' }));
    fireEvent.change(nameField(), { target: { value: 'Big tractors' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = await rowOf('Big tractors');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Rename' }));
    expect(screen.getByTestId('list-status').textContent).toBe('Renamed to "Big tractors".');

    fireEvent.click(within(await rowOf('Seeds')).getByRole('button', { name: 'Rename' }));
    fireEvent.change(nameField(), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await rowOf('Seeds')).toBeTruthy();
    expect(api().history.patch).toHaveLength(1);
  });

  it('Delete asks first: No keeps the search, Yes deletes it and the row goes', async () => {
    show();
    api().onDelete(`${LIST}/1`).reply(200, { status: '1', msg: 'Deleted' });
    let row = await rowOf('Tractors');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(within(row).getByRole('group', { name: 'Delete "Tractors"?' })).toBeTruthy();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'No' }));
    fireEvent.click(within(row).getByRole('button', { name: 'No' }));
    expect(api().history.delete).toHaveLength(0);
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Delete' }));

    row = await rowOf('Tractors');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(3));
    expect(api().history.delete.map((call) => call.url)).toEqual([`${LIST}/1`]);
    expect(screen.getByTestId('saved-searches-kept').textContent).toBe('3 of 50 saved');
    expect(screen.getByTestId('list-status').textContent).toBe('"Tractors" deleted.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Saved searches' }));
  });

  it("shows the API's msg when a delete is refused, and the row stays", async () => {
    show();
    api().onDelete(`${LIST}/1`).reply(404, { status: '0', msg: 'You have no saved search with this id' });
    const row = await rowOf('Tractors');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'Yes' })));
    expect((await screen.findByTestId('catalogue-popup')).textContent).toBe('You have no saved search with this id');
    expect(screen.getAllByTestId('saved-search')).toHaveLength(4);
  });
});
