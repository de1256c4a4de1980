import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../react/use-hydrated';

/** No box of its own: the page lays out as if it were not there. */
const Gate = styled.div`
  display: contents;
`;

declare global {
  interface Window {
    /** Set by the server document's loader once the visitor typed, chose, pressed or sent something before React ran. */
    __gbxEarlyInput?: boolean;
  }
}

/**
 * A page the server rendered shows before its scripts run, and the visitor
 * may type, choose and press in it then: its fields take what they type as
 * any page's do, and the document's loader notes it, and holds what they
 * press or send (early-input.ts). Once React has taken over this part of the
 * page, it replays all of it to the page's own handlers: nothing typed is
 * lost, no form goes the browser's way (the password in the address).
 * `data-hydrating` marks the part until then. A page the browser rendered is
 * interactive from its first render.
 */
export function UntilInteractive({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const part = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = part.current;
    // Only when the document's loader noted something: its code is not in every page's first visit.
    if (hydrated && element && window.__gbxEarlyInput) void import(/* webpackChunkName: "early-input" */ './early-input').then((module) => module.replayEarlyInput(element));
  }, [hydrated]);
  return (
    <Gate ref={part} data-hydrating={hydrated ? undefined : ''}>
      {children}
    </Gate>
  );
}
