import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from '.';

const FRUITS: ComboboxOption[] = ['Apple', 'Apricot', 'Banana'].map((name) => ({ key: name, label: name }));

function Fruits({ onPick = () => undefined }: { onPick?: (option: ComboboxOption) => void }) {
  const [text, setText] = useState('');
  const options = FRUITS.filter((fruit) => text && fruit.label.toLowerCase().includes(text.toLowerCase()));
  return <Combobox label="Fruit" listLabel="Fruits" text={text} onTextChange={setText} options={options} onPick={onPick} status={null} />;
}

const box = () => screen.getByRole('combobox', { name: 'Fruit' }) as HTMLInputElement;
const withSuggestions = (container: HTMLElement) => container.querySelector('[data-suggestions="on"]');

describe('a combobox whose suggestions arrive after the first paint', () => {
  afterEach(cleanup);

  it('is a closed combobox that takes typing before its list has arrived', () => {
    const { container } = render(<Fruits />);
    expect(withSuggestions(container)).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    fireEvent.change(box(), { target: { value: 'ap' } });
    expect(box().value).toBe('ap');
  });

  it('coming to the box brings the list, which takes over the text, the focus and the caret, and opens', async () => {
    const { container } = render(<Fruits />);
    const still = box();
    const id = still.id;
    act(() => still.focus());
    fireEvent.change(still, { target: { value: 'apr' } });
    still.setSelectionRange(1, 2);
    await waitFor(() => expect(withSuggestions(container)).not.toBeNull());
    const live = box();
    expect(live).not.toBe(still);
    expect(live.id).toBe(id);
    expect(document.activeElement).toBe(live);
    expect([live.value, live.selectionStart, live.selectionEnd]).toEqual(['apr', 1, 2]);
    expect(live.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apricot']);
  });

  it('without the visitor, the list arrives at the first quiet moment, closed and without the focus', async () => {
    const { container } = render(<Fruits />);
    fireEvent.change(box(), { target: { value: 'ban' } });
    await waitFor(() => expect(withSuggestions(container)).not.toBeNull());
    expect(box().value).toBe('ban');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaving the box closes the list without picking the active option', async () => {
    const onPick = vi.fn();
    const { container } = render(<Fruits onPick={onPick} />);
    await waitFor(() => expect(withSuggestions(container)).not.toBeNull());
    act(() => box().focus());
    fireEvent.change(box(), { target: { value: 'ap' } });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.blur(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('ap');
    expect(onPick).not.toHaveBeenCalled();
  });
});
