import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as EarlyInput from './early-input';
import { UntilInteractive } from './until-interactive';

// The replay's code arrives when this test lets it: until then React has the part, and the part is still marked.
const replayCode = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./early-input', async (original) => {
  const real = await original<typeof EarlyInput>();
  return {
    ...real,
    replayEarlyInput: async (part: Element) => {
      await replayCode.arrived;
      return real.replayEarlyInput(part);
    },
  };
});

/** The document's own loader (tooling/webpack/server-document.html): what holds a press in a part React has not made interactive yet. */
function runDocumentLoader(): void {
  const html = readFileSync(join(__dirname, '../../../tooling/webpack/server-document.html'), 'utf8');
  const loader = /\(function \(\) \{\s*var held = \(window\.__gbxEarlyActions = \[\]\);[\s\S]*?\n\s*\}\)\(\);/.exec(html);
  if (!loader) throw new Error("the server document's early-input loader was not found");
  new Function(loader[0])();
}

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <UntilInteractive>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        One more
      </button>
      <output>{presses}</output>
    </UntilInteractive>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__gbxEarlyInput;
  delete window.__gbxEarlyActions;
});

describe("the server document's loader and UntilInteractive", () => {
  it('count a press made after React took the part over but before its replay ended once, not twice', async () => {
    runDocumentLoader();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    // The visitor typed somewhere before the scripts ran: the part stays marked until its replay is over.
    window.__gbxEarlyInput = true;
    await act(async () => {
      hydrateRoot(container, <Counter />);
    });
    expect(container.querySelector('[data-hydrating]')).not.toBeNull();
    // React runs this part now; the loader holds the press for the replay, and React must not hear it too.
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('output')!.textContent).toBe('0');
    await act(async () => replayCode.release());
    await vi.waitFor(() => expect(container.querySelector('[data-hydrating]')).toBeNull());
    await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('1'));
    expect(window.__gbxEarlyActions).toEqual([]);
  });
});
