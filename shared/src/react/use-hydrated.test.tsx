import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { UntilInteractive } from '../ui/until-interactive';

function Page() {
  return (
    <UntilInteractive>
      <button type="button">Add to Cart</button>
    </UntilInteractive>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('UntilInteractive', () => {
  it('renders its controls disabled on the server, and React enables them once it has taken the page over', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    const serverButton = button;
    expect(button.matches(':disabled')).toBe(true);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element, hydrated, not redrawn.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.querySelector('button')!.matches(':disabled')).toBe(false);
    expect(container.querySelector('fieldset')!.hasAttribute('data-hydrating')).toBe(false);
  });
});
