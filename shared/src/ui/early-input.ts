/**
 * What a visitor did on a page the host's server rendered before its scripts
 * ran: the document's loader (tooling/webpack/server-document.html) notes
 * each field they typed in or chose on its element (`__gbxEarly`), and holds
 * the buttons they pressed and the forms they sent (`__gbxEarlyActions`)
 * instead of letting the browser send a form its own way (a login's password
 * in the address). Once React has taken a part of the page over
 * (UntilInteractive), replayEarlyInput hands it all to the page's own
 * handlers, as if it happened now: nothing typed is lost, nothing pressed is
 * ignored.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type EarlyValue = { value: string } | { checked: boolean };
type EarlyAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

declare global {
  interface Element {
    __gbxEarly?: EarlyValue;
  }
  interface Window {
    __gbxEarlyActions?: EarlyAction[];
    /** While the page replays (below): the document's loader lets those events through, holding and noting nothing. */
    __gbxReplaying?: boolean;
  }
}

/** Runs `replay`, whose events are the page's replay, not the visitor's doing: the document's loader lets them through. */
function asReplay(replay: () => void): void {
  window.__gbxReplaying = true;
  try {
    replay();
  } finally {
    window.__gbxReplaying = false;
  }
}

/** The browser's own setter of `property`, which React's value tracking does not see. */
function nativeSetter(field: Field, property: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  for (let proto = Object.getPrototypeOf(field) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, property);
    if (descriptor?.set) return descriptor.set;
  }
  return undefined;
}

/**
 * Gives `field` the value the visitor typed, so that React's change handler
 * hears it: React compares a field's value with the last one it saw, so the
 * field first takes another value through its own setter (which React sees),
 * then the typed one through the browser's (which it does not), then an
 * input event fires, as when a person types.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  if (field.value === value && field.defaultValue === value) return;
  field.value = value === field.defaultValue ? `${value} ` : field.defaultValue;
  nativeSetter(field, 'value')?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayField(field: Field, early: EarlyValue): void {
  if ('checked' in early) {
    // A click toggles it as the visitor's did, and React hears it.
    if (field instanceof HTMLInputElement && field.checked !== early.checked) field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    // React leaves a select's chosen option as it is while its value does not change, so the
    // choice is compared with what the server rendered, not with what the select shows.
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (early.value === (rendered?.value ?? '')) return;
    field.value = early.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  replayValue(field, early.value);
}

/**
 * Whether `element` is `part`'s to replay: no part inside `part` around it
 * still waits for React. A page's parts are taken over from the outside in
 * (the shell, then an area once its code has arrived); what is in an inner
 * part is that part's to replay.
 */
const isMine = (part: Element, element: Element) => part.contains(element) && [part, null].includes(element.closest('[data-hydrating]'));

/** The next task: React has committed what the last events changed (it renders them in a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Replays the presses and sends held inside `part`, and forgets them; whether there were any. */
export function replayEarlyActions(part: Element): boolean {
  const actions = window.__gbxEarlyActions;
  if (!actions?.length) return false;
  const mine = actions.filter((action) => isMine(part, action.kind === 'click' ? action.target : action.form));
  // In place: the document's loader keeps adding to this very list (another part's presses may still come).
  for (let index = actions.length - 1; index >= 0; index -= 1) if (mine.includes(actions[index]!)) actions.splice(index, 1);
  for (const action of mine) {
    if (action.kind === 'click') {
      if (action.target.isConnected) asReplay(() => action.target.click());
    } else if (action.form.isConnected) {
      asReplay(() => action.form.requestSubmit());
    }
  }
  return mine.length > 0;
}

/**
 * Replays, inside `part`, what the visitor did before React ran it, and
 * forgets it once replayed: first what they typed and chose, then, once React
 * has rendered those values, what they pressed and sent (a form sends what
 * was typed in it, not the state before the typing), again while presses are
 * held. `part` is still marked `data-hydrating` meanwhile, so a press during
 * the replay waits its turn too (UntilInteractive replays the last ones as it
 * lifts the mark).
 */
export async function replayEarlyInput(part: Element): Promise<void> {
  for (const field of part.querySelectorAll<Field>('input, textarea, select')) {
    const early = field.__gbxEarly;
    if (!early || !isMine(part, field)) continue;
    delete field.__gbxEarly;
    asReplay(() => replayField(field, early));
  }
  await nextTask();
  while (replayEarlyActions(part)) await nextTask();
}
