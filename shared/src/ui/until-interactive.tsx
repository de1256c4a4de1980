import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** The replay's code, loaded only when the document's loader noted something: it is not in every page's first visit. */
const loadReplay = () => import(/* webpackChunkName: "early-input" */ './early-input');

/**
 * A page the server rendered shows before its scripts run, and the visitor
 * may type, choose and press in it then: its fields take what they type as
 * any page's do, and the document's loader notes it, and holds what they
 * press or send (early-input.ts). Once React has taken over this part of the
 * page, it replays all of it to the page's own handlers: nothing typed is
 * lost, no form goes the browser's way (the password in the address).
 * `data-hydrating` marks the part until then, and until the replay is over:
 * a press in between is held as well, so it never reaches the page before
 * what was typed before it. A page the browser rendered is interactive from
 * its first render.
 */
export function UntilInteractive({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // A part first drawn by the browser (or after the replay) has nothing to replay.
  const [replayed, setReplayed] = useState(hydrated);
  const interactive = hydrated && (replayed || !window.__gbxEarlyInput);
  const part = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = part.current;
    if (!hydrated || interactive || !element) return undefined;
    let cancelled = false;
    void loadReplay()
      .then((module) => module.replayEarlyInput(element))
      .finally(() => {
        if (!cancelled) setReplayed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated, interactive]);
  useLayoutEffect(() => {
    // The mark is lifted in this commit: what was pressed since the replay's last round goes to the page now, in this task, before any other press.
    const element = part.current;
    if (interactive && element && window.__gbxEarlyActions?.length) void loadReplay().then((module) => module.replayEarlyActions(element));
  }, [interactive]);
  return (
    <Gate ref={part} data-hydrating={interactive ? undefined : ''}>
      {children}
    </Gate>
  );
}
