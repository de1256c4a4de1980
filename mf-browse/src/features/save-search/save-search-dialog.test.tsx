// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@gbx/shared';
import { postSavedSearchSave, type SavedSearchSaveInput, type SavedSearchSaveResponse } from '@gbx/shared/action-calls';
import { MemoryRouter } from '@gbx/shared/router';
import { SaveSearchDialog } from './save-search-dialog';

vi.mock('@gbx/shared/action-calls', () => ({ postSavedSearchSave: vi.fn() }));
const save = vi.mocked(postSavedSearchSave);

afterEach(() => {
  cleanup();
  save.mockReset();
  getQueryClient().clear();
});

/** A refusal as the API client rejects with it (axios: the answer's status and body). */
const refusal = (status: number, field: string) => Object.assign(new Error(`${status}`), { response: { status, data: { status: '0', msg: `Invalid body: ${field}`, errors: [{ field, msg: field }] } } });

function show(address = '/deals-promotion?keyword=lamp&page=3&add=cart:GBX00000001') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <SaveSearchDialog open onOpenChange={() => undefined} title="Discounted Products" />
    </MemoryRouter>,
  );
}

const nameField = () => screen.findByLabelText<HTMLInputElement>('Name');
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const sent = () => save.mock.calls.map(([input]) => input as SavedSearchSaveInput);

const answer = (name: string, created = true): SavedSearchSaveResponse => ({
  status: '1',
  msg: 'Search saved',
  created,
  savedSearch: { id: 7, name, address: '/deals-promotion?keyword=lamp', createdAt: '2026-12-02T10:00:00.000Z', lastSeenAt: '2026-12-02T10:00:00.000Z', newCount: 0, newCountCapped: false },
});

describe('the Save this search form', () => {
  it("starts from the page's title and keyword and saves the page's address without the page number or a pending add", async () => {
    save.mockResolvedValue(answer('Cheap lamps'));
    show();
    const field = await nameField();
    expect(field.value).toBe('Discounted Products: lamp');
    fireEvent.change(field, { target: { value: '  Cheap   lamps ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved as "Cheap lamps". See your saved searches');
    expect(screen.getByRole('link', { name: 'See your saved searches' }).getAttribute('href')).toBe('/buyer-dashboard');
    expect(sent()).toEqual([{ name: 'Cheap lamps', address: '/deals-promotion?keyword=lamp' }]);
  });

  it('says a search saved already under its name', async () => {
    save.mockResolvedValue(answer('Lamps I like', false));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'You saved this search already, as "Lamps I like". See your saved searches');
  });

  it('refuses an empty and a 61-character name beside the field, keeps the text and sends nothing', async () => {
    show();
    const field = await nameField();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter a name.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'n'.repeat(61) } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A name has at most 60 characters.'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(field.value).toBe('n'.repeat(61)));
    expect(save).not.toHaveBeenCalled();
  });

  it('says the 50 kept already, with the way to the dashboard, and keeps the name', async () => {
    save.mockRejectedValue(refusal(409, 'savedSearches'));
    show();
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'My lamps' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You keep 50 saved searches already: delete one on your dashboard to save this one. See your saved searches');
    expect(field.value).toBe('My lamps');
  });

  it("shows a name the API refuses beside the field, an address it refuses above Save, and a failure to reach it", async () => {
    save.mockRejectedValueOnce(refusal(400, 'name')).mockRejectedValueOnce(refusal(400, 'address')).mockRejectedValueOnce(new Error('net work error'));
    show();
    const field = await nameField();
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This name cannot be saved. Please choose another one.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Other name' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This page cannot be saved as a search.'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The search could not be saved. Check your connection and try again.'));
    expect(field.value).toBe('Other name');
  });
});
