import { useSyncExternalStore } from 'react';

/**
 * Which remote build is on screen, for the footer's version line: support can
 * ask a visitor which build they see, and a deploy is verifiable in the page.
 */
export interface RenderedArea {
  remote: string;
  buildId: string;
}

let current: RenderedArea | null = null;
const listeners = new Set<() => void>();

export function setRenderedArea(area: RenderedArea | null) {
  if (current?.remote === area?.remote && current?.buildId === area?.buildId) return;
  current = area;
  listeners.forEach((listener) => listener());
}

export function useRenderedArea(): RenderedArea | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // A server render (and the browser's hydration of it) has no area on screen yet: its wrapper names it from an effect.
    () => null,
  );
}
