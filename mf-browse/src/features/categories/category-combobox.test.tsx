import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryCombobox } from './category-combobox';

async function setup() {
  const onPick = vi.fn();
  const { container } = render(<CategoryCombobox onPick={onPick} />);
  // The list's code comes at the first quiet moment (components/combobox): these tests are about the list.
  await waitFor(() => expect(container.querySelector('[data-suggestions="on"]')).not.toBeNull());
  const box = screen.getByRole('combobox', { name: 'Find a category' });
  const listbox = () => screen.getByRole('listbox', { hidden: true });
  const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
  const active = () => {
    const id = box.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  };
  const key = (name: string) => fireEvent.keyDown(box, { key: name });
  return { onPick, box, listbox, options, active, key };
}

describe('category combobox (ARIA 1.2)', () => {
  afterEach(cleanup);

  it('is a closed combobox that controls its listbox', async () => {
    const { box, listbox } = await setup();
    expect(box).toHaveProperty('value', '');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-controls')).toBe(listbox().id);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);
  });

  it('typing opens the names that contain the text, case-insensitively', async () => {
    const { box, options } = await setup();
    fireEvent.change(box, { target: { value: 'PRODUCTS' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Consumer Products', 'Industrial Products']);
    expect(screen.getByRole('status').textContent).toMatch(/2 suggestions/);
  });

  it('ArrowDown and ArrowUp move the active option, round at both ends', async () => {
    const { box, key, active } = await setup();
    fireEvent.change(box, { target: { value: 'equip' } });
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(active()).toBe('Farming Equipment');
    key('ArrowDown');
    expect(active()).toBe('Medical Equipment');
    key('ArrowDown');
    expect(active()).toBe('Farming Equipment');
    key('ArrowUp');
    expect(active()).toBe('Medical Equipment');
    const selected = screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected.map((option) => option.textContent)).toEqual(['Medical Equipment']);
  });

  it('ArrowDown on a closed box opens every name with the first active', async () => {
    const { box, key, options, active } = await setup();
    key('ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(14);
    expect(active()).toBe('Academia & Education');
  });

  it('Enter picks the active option: the box shows it, the list closes', async () => {
    const { box, key, onPick } = await setup();
    fireEvent.change(box, { target: { value: 'ma' } });
    key('ArrowDown');
    key('Enter');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('Construction Material');
    expect(box).toHaveProperty('value', 'Construction Material');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter without an active option picks nothing', async () => {
    const { box, key, onPick } = await setup();
    fireEvent.change(box, { target: { value: 'art' } });
    key('Enter');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Escape closes the list and keeps the text; a second Escape empties the box', async () => {
    const { box, key } = await setup();
    fireEvent.change(box, { target: { value: 'bo' } });
    key('ArrowDown');
    key('Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box).toHaveProperty('value', 'bo');
    key('Escape');
    expect(box).toHaveProperty('value', '');
  });

  it('a click on an option picks it', async () => {
    const { box, onPick } = await setup();
    fireEvent.change(box, { target: { value: 'boat' } });
    fireEvent.click(screen.getByRole('option', { name: 'Boats' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('Boats');
    expect(box).toHaveProperty('value', 'Boats');
  });

  it('says so when no name contains the text, with no empty list open', async () => {
    const { box } = await setup();
    fireEvent.change(box, { target: { value: 'zebra' } });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('No category name contains “zebra”.');
  });
});
