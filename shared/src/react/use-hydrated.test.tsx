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

/** A form that sends what its field holds in the page's state, as the account forms do. */
function SearchForm({ onSend }: { onSend: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <UntilInteractive>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(keyword);
        }}
      >
        <input aria-label="Keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <button type="submit">Send</button>
      </form>
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

  it('sends a form pressed while the typed value is replayed with that value, from the list the loader holds it in', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchForm onSend={(keyword) => sent.push(keyword)} />);
    document.body.append(container);
    const field = container.querySelector('input')!;
    field.value = 'steel';
    field.__gbxEarly = { value: 'steel' };
    const held: NonNullable<Window['__gbxEarlyActions']> = [];
    window.__gbxEarlyActions = held;
    window.__gbxEarlyInput = true;
    // The document's loader (tooling/webpack/server-document.html), as to presses: those in a marked part are held, but not the page's own replay of them.
    const holdPress = (event: Event) => {
      const button = (event.target as Element).closest('button');
      if (window.__gbxReplaying || !button?.closest('[data-hydrating]')) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: 'click', target: button });
    };
    document.addEventListener('click', holdPress, true);
    // The visitor presses as the typed value is handed to the page, before React has rendered it: the loader holds the press.
    field.addEventListener('input', () => held.push({ kind: 'click', target: container.querySelector('button')! }), { once: true });
    await act(async () => {
      hydrateRoot(container, <SearchForm onSend={(keyword) => sent.push(keyword)} />);
    });
    await vi.waitFor(() => expect(sent).toEqual(['steel']));
    await vi.waitFor(() => expect(container.querySelector('[data-hydrating]')).toBeNull());
    expect(held).toEqual([]);
    expect(window.__gbxEarlyActions).toBe(held);
    document.removeEventListener('click', holdPress, true);
  });
});
