import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UntilInteractive } from '../ui/until-interactive';

/** A part of a page: a field the page keeps in its state, a button that counts, what both hold. */
function Page() {
  const [keyword, setKeyword] = useState('');
  const [presses, setPresses] = useState(0);
  return (
    <UntilInteractive>
      <input aria-label="Keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        One more
      </button>
      <output>{`${keyword}|${presses}`}</output>
    </UntilInteractive>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__gbxEarlyInput;
  delete window.__gbxEarlyActions;
});

/** The server's page in the document, as the browser shows it before its scripts run. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('UntilInteractive', () => {
  it('marks its part until React has taken it over, and leaves its controls usable all along', async () => {
    const container = serverPage();
    const gate = container.querySelector('[data-hydrating]');
    expect(gate).not.toBeNull();
    const button = container.querySelector('button')!;
    expect(button.matches(':disabled')).toBe(false);
    expect(await hydrate(container)).toEqual([]);
    // The same element, hydrated, not redrawn.
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[data-hydrating]')).toBeNull();
  });

  it('hands what the visitor typed and pressed before then to the page, as the document loader noted it', async () => {
    const container = serverPage();
    const field = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    // What the server document's loader does (tooling/webpack/server-document.html).
    field.value = 'steel';
    field.__gbxEarly = { value: 'steel' };
    window.__gbxEarlyActions = [
      { kind: 'click', target: button },
      { kind: 'click', target: button },
    ];
    window.__gbxEarlyInput = true;
    expect(await hydrate(container)).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('steel|2'));
    expect(field.value).toBe('steel');
    expect(window.__gbxEarlyActions).toEqual([]);
  });
});
