import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

/** A stand-in IntersectionObserver that records what it watches and lets the test say when the element comes near. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const comeNear = (isIntersecting: boolean) =>
    act(() => made.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { made, comeNear };
}

const elementRef = () => ({ current: document.createElement('div') });

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes within the margin, then stays true and stops watching', () => {
    const { made, comeNear } = fakeObserver();
    const ref = elementRef();
    const { result } = renderHook(() => useNearScreen(ref, '600px 0px'));
    expect(result.current).toBe(false);
    expect(made).toHaveLength(1);
    expect(made[0]!.options?.rootMargin).toBe('600px 0px');
    expect(made[0]!.observed).toEqual([ref.current]);
    comeNear(false);
    expect(result.current).toBe(false);
    comeNear(true);
    expect(result.current).toBe(true);
    expect(made[0]!.disconnected).toBe(true);
  });

  it('is true at once when asked to draw at once (a page the server rendered), and watches nothing', () => {
    const { made } = fakeObserver();
    const { result } = renderHook(() => useNearScreen(elementRef(), '0px', true));
    expect(result.current).toBe(true);
    expect(made).toHaveLength(0);
  });

  it('is true once mounted where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearScreen(elementRef()));
    expect(result.current).toBe(true);
  });
});
