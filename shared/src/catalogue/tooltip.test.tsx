import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@gbx/shared';
import { Tooltip } from './tooltip';

// The page's first quiet moment never comes here: only the visitor's pointer, tap or focus asks for the tip's code.
vi.mock('@gbx/shared', async (original) => ({ ...(await original<typeof Shared>()), useLoadedAndIdle: () => false }));

afterEach(cleanup);

const show = () =>
  render(
    <Tooltip text="Please log in" action={<a href="/login">Log in</a>}>
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          Wishlist
        </button>
      )}
    </Tooltip>,
  );

describe('a tooltip drawn still until its code comes (issue 38)', () => {
  it('describes its control from the first paint, with no bubble and no action to reach', () => {
    show();
    const button = screen.getByRole('button', { name: 'Wishlist' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Please log in');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('opens as its code arrives when the control was focused first, and the control keeps the focus', async () => {
    show();
    const button = screen.getByRole('button', { name: 'Wishlist' });
    button.focus();
    fireEvent.focus(button);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    // The same element: the live tip took over around it, not in place of it.
    expect(screen.getByRole('button', { name: 'Wishlist' })).toBe(button);
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays closed when the pointer left before the code came', async () => {
    show();
    const anchor = screen.getByRole('button', { name: 'Wishlist' }).parentElement!;
    fireEvent.mouseEnter(anchor);
    fireEvent.mouseLeave(anchor);
    // The code is in once the tip's bubble is in the page (closed: not a tooltip anyone sees).
    await vi.waitFor(() => expect(document.querySelector('[data-tip]')?.hasAttribute('hidden')).toBe(false));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(anchor);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Please log in');
  });
});
