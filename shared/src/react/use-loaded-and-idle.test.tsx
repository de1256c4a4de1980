import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../data/query-client';
import { afterLoadWhenIdle } from '../lib/after-load-when-idle';
import { useLoadedAndIdle } from './use-loaded-and-idle';

describe('afterLoadWhenIdle and useLoadedAndIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    getQueryClient().clear();
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

  it('waits for `when`, then for the data still loading, then for a quiet moment', async () => {
    vi.useFakeTimers();
    let finish = (_value: number) => {};
    const { result, rerender } = renderHook(({ when }) => useLoadedAndIdle(when), { initialProps: { when: false } });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);

    const loading = getQueryClient().fetchQuery({ queryKey: ['slow-page-data'], queryFn: () => new Promise<number>((resolve) => (finish = resolve)) });
    rerender({ when: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);

    await act(async () => {
      finish(1);
      await loading;
    });
    // The query cache tells its listeners on the next tick.
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
