import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from '../lib/after-load-when-idle';
import { useLoadedAndIdle } from './use-loaded-and-idle';

describe('afterLoadWhenIdle and useLoadedAndIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for a quiet moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    afterLoadWhenIdle(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // jsdom has no idle callbacks: the short timer that stands in for them.
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const cancel = afterLoadWhenIdle(run);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('is false on the first render and true after the quiet moment', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLoadedAndIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
