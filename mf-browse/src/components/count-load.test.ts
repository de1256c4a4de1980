// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { countLoad } from './count-load';

const query = (state: Partial<{ data: number; isError: boolean; isFetching: boolean }>) => ({
  data: undefined,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

describe('countLoad', () => {
  it('is loading while the first answer is on its way', () => {
    expect(countLoad(query({ isFetching: true }))).toMatchObject({ loading: true, failed: false, canRetry: false });
  });

  it('shows the answer once it is there', () => {
    expect(countLoad(query({ data: 7 }))).toMatchObject({ data: 7, loading: false, failed: false, canRetry: false });
  });

  it('fails quietly with a retry when no answer came', () => {
    expect(countLoad(query({ isError: true }))).toMatchObject({ loading: false, failed: true, canRetry: true, retrying: false });
  });

  it('is loading again while the retry runs, with the retry busy', () => {
    expect(countLoad(query({ isError: true, isFetching: true }))).toMatchObject({ loading: true, failed: false, canRetry: true, retrying: true });
  });

  it('keeps an answer on screen when a later refresh failed, and offers the retry', () => {
    expect(countLoad(query({ data: 3, isError: true }))).toMatchObject({ data: 3, loading: false, failed: false, canRetry: true });
  });

  it('retries through the query', () => {
    const state = query({ isError: true });
    countLoad(state).retry();
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });
});
