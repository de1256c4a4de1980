import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@gbx/shared';
import type * as SearchFormModule from './search-form';
import { EMPTY_SEARCH, type AdvancedSearch } from './search-state';

// The lists (countries, categories, cities) stay unanswered: the form shows what it holds without them.
vi.mock('@gbx/shared', async (original) => ({ ...(await original<typeof Shared>()), useApiQuery: () => ({ data: undefined, isError: false, isFetching: false }) }));

afterEach(cleanup);

// A fresh module per test: once react-hook-form's form has arrived, later forms start with it (search-form.tsx).
let SearchForm: (typeof SearchFormModule)['SearchForm'];
beforeEach(async () => {
  vi.resetModules();
  ({ SearchForm } = await import('./search-form'));
});

function Sample({ initial = EMPTY_SEARCH, checkOnStart = false, onSubmit = () => undefined }: { initial?: AdvancedSearch; checkOnStart?: boolean; onSubmit?: (search: AdvancedSearch) => void }) {
  return <SearchForm id="search-form" hidden={false} initial={initial} checkOnStart={checkOnStart} onSubmit={onSubmit} onReset={() => undefined} />;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => act(async () => void fireEvent.change(field(label), { target: { value } }));
const send = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Search filters' })));
const described = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the advanced-search form', () => {
  it("holds the address's search, in the server's HTML too", () => {
    const initial: AdvancedSearch = { ...EMPTY_SEARCH, keyword: 'steel', city: 'Mumbai', proximity: 'postal', postalcode: '400001', marketsegments: ['B2B'], options: ['newproduct'], productscountry: 'IN', age: '03', productrating: '4' };
    const html = renderToString(<Sample initial={initial} />);
    for (const part of ['value="steel"', 'value="Mumbai"', 'value="400001"', 'value="03" selected=""', 'value="4" selected=""', 'value="IN" selected=""', 'name="proximity" checked="" value="postal"']) expect(html).toContain(part);
    render(<Sample initial={initial} />);
    expect(field('Keyword').value).toBe('steel');
    expect((screen.getByRole('combobox', { name: 'Location (City)' }) as HTMLInputElement).value).toBe('Mumbai');
    expect((screen.getByRole('radio', { name: 'Postal code' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'B2B' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'New' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Products located in country' }) as HTMLSelectElement).value).toBe('IN');
  });

  it('sends nothing while a rule fails: each problem beside its field, the first focused; then the values', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await type('Minimum', '100');
    await type('Maximum', '50');
    await type('Posted after', '2026-03-02');
    await type('Posted before', '2026-03-01');
    expect(screen.queryByRole('alert')).toBeNull();
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    // The still form cannot show problems: the send waits for react-hook-form, which judges it as it arrives.
    await waitFor(() => expect(document.activeElement).toBe(field('Posted after')));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked in red: nothing was searched yet.');
    expect(field('Minimum').getAttribute('aria-invalid')).toBe('true');
    expect(described('Minimum')).toBe('The minimum must not be above the maximum.');
    expect(described('Posted after')).toBe('“Posted after” must not be later than “Posted before”.');

    // A message goes as soon as its field is right, also when the other field of its rule changes.
    await type('Maximum', '500');
    expect(field('Minimum').getAttribute('aria-invalid')).toBeNull();
    await type('Posted before', '2026-04-01');
    expect(field('Posted after').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Location (City)' }), { target: { value: 'Pune' } }));
    await act(async () => void fireEvent.click(screen.getByRole('checkbox', { name: 'G2B' })));
    await act(async () => void fireEvent.click(screen.getByRole('checkbox', { name: 'B2B' })));
    await type('Keyword', 'x'.repeat(250));
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...EMPTY_SEARCH,
      keyword: 'x'.repeat(200),
      city: 'Pune',
      pricingmin: '100',
      pricingmax: '500',
      datepostedafter: '2026-03-02',
      datepostedbefore: '2026-04-01',
      // In the form's order, whatever the order of the clicks.
      marketsegments: ['B2B', 'G2B'],
    });
  });

  it('sends a search the rules accept before react-hook-form has arrived', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Sample onSubmit={onSubmit} />);
    await type('Keyword', 'steel');
    await act(async () => void fireEvent.click(screen.getByRole('checkbox', { name: 'B2B' })));
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'Postal code' })));
    await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Postal code' }), { target: { value: '400001' } }));
    expect(container.querySelector('[data-rules="on"]')).toBeNull();
    await send();
    expect(onSubmit.mock.calls).toEqual([[{ ...EMPTY_SEARCH, keyword: 'steel', marketsegments: ['B2B'], proximity: 'postal', postalcode: '400001' }]]);
  });

  it('react-hook-form takes the form over in place: the values, the focused field and its caret', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Sample onSubmit={onSubmit} />);
    // Before the first quiet moment: nothing here waits.
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'B2B' })));
    act(() => void fireEvent.change(field('Minimum'), { target: { value: '100' } }));
    expect(container.querySelector('[data-rules="on"]')).toBeNull();
    // Typed before the scripts ran, in a part of the page not yet hydrated: the field shows it, the page has not heard it.
    field('Vendor name').value = 'Acme';
    const still = field('Keyword');
    fireEvent.change(still, { target: { value: 'steel' } });
    act(() => still.focus());
    still.setSelectionRange(1, 3);
    await waitFor(() => expect(container.querySelector('[data-rules="on"]')).not.toBeNull());
    const live = field('Keyword');
    expect(live).not.toBe(still);
    expect(live.value).toBe('steel');
    expect(field('Vendor name').value).toBe('Acme');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([1, 3]);
    expect((screen.getByRole('checkbox', { name: 'B2B' }) as HTMLInputElement).checked).toBe(true);
    // Judged by react-hook-form now: a wrong maximum is shown at once, the values sent once right.
    await type('Maximum', '50');
    await send();
    expect(field('Minimum').getAttribute('aria-invalid')).toBe('true');
    await type('Maximum', '500');
    await send();
    expect(onSubmit.mock.calls).toEqual([[{ ...EMPTY_SEARCH, keyword: 'steel', vendor: 'Acme', marketsegments: ['B2B'], pricingmin: '100', pricingmax: '500' }]]);
  });

  it("shows the problems of the address's search from the start (the server's HTML too), each gone once right", async () => {
    const initial: AdvancedSearch = { ...EMPTY_SEARCH, pricingmin: 'abc', radiuswithin: '0' };
    const html = renderToString(<Sample initial={initial} checkOnStart />);
    expect(html).toContain('Enter an amount in US dollars, like 25 or 25.50.');
    expect(html).toContain('Please correct the fields marked in red');
    render(<Sample initial={initial} checkOnStart />);
    expect(field('Minimum').getAttribute('aria-invalid')).toBe('true');
    expect(described('Within')).toBe('Enter a distance above 0, like 50.');
    // Nothing is focused: the visitor has not sent anything.
    expect(document.activeElement).toBe(document.body);
    await type('Minimum', '25');
    expect(field('Minimum').getAttribute('aria-invalid')).toBeNull();
    expect(field('Within').getAttribute('aria-invalid')).toBe('true');
    await type('Within', '50');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
