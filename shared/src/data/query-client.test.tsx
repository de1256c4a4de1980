import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/bus';
import { apiClient } from '../api/client';
import { NetworkError } from '../api/errors';
import { resetBus } from '../../test/reset-bus';
import { CONTEXT_FREE, getQueryClient, isRetryable } from './query-client';
import { queries } from './queries';
import { useApiQuery } from './use-api-query';

function httpError(status: number) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR', { headers }, null, { status, statusText: '', data: { status: '0', msg: 'no' }, headers, config: { headers } });
}

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  resetBus();
});

describe('isRetryable', () => {
  it('tries again after no answer, a server error or a rate limit', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(httpError(503))).toBe(true);
    expect(isRetryable(httpError(429))).toBe(true);
  });

  it('does not repeat a request the server refused, nor a bug in the page', () => {
    expect(isRetryable(httpError(400))).toBe(false);
    expect(isRetryable(httpError(401))).toBe(false);
    expect(isRetryable(httpError(404))).toBe(false);
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
  });
});

function Count({ load, contextFree = false }: { load: () => Promise<number>; contextFree?: boolean }) {
  const { data, isError } = useApiQuery({ queryKey: ['test-count'], queryFn: load, meta: { [CONTEXT_FREE]: contextFree } });
  return <p>{isError ? 'failed' : data === undefined ? 'loading' : `count ${data}`}</p>;
}

describe('the page query cache', () => {
  it('is one client per page, shared by every copy of the module', () => {
    expect(getQueryClient()).toBe(getQueryClient());
    expect((globalThis as Record<string, unknown>).__GBX_QUERY_CLIENT__).toBe(getQueryClient());
  });

  it('loads once for two areas that ask for the same key', async () => {
    const load = vi.fn().mockResolvedValue(7);
    render(
      <>
        <Count load={load} />
        <Count load={load} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('count 7')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads what is on screen again when the device or the session changes', async () => {
    let value = 1;
    const load = vi.fn(async () => value);
    render(<Count load={load} />);
    await screen.findByText('count 1');
    value = 2;
    act(() => bus.setDevice({ devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Firefox', latitude: '1', longitude: '2', userdevice: '{}' }));
    await screen.findByText('count 2');
    value = 3;
    act(() => bus.setSession({ isLoggedIn: true, userName: 'A', userType: 'Buyer', userData: 'x', dashboardUrl: '' }));
    await screen.findByText('count 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves a context-free load (a single-use token) alone when the device changes', async () => {
    const load = vi.fn().mockResolvedValue(5);
    render(<Count load={load} contextFree />);
    await screen.findByText('count 5');
    act(() => bus.setDevice({ devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Firefox', latitude: '1', longitude: '2', userdevice: '{}' }));
    act(() => bus.setSession({ isLoggedIn: true, userName: 'A', userType: 'Buyer', userData: 'x', dashboardUrl: '' }));
    await Promise.resolve();
    expect(getQueryClient().getQueryState(['test-count'])?.isInvalidated).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused load failed without asking again', async () => {
    const load = vi.fn().mockRejectedValue(httpError(400));
    render(<Count load={load} />);
    await screen.findByText('failed');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the wishlist count query', () => {
  it('writes the count for a buyer, and leaves the cleared count of a logged-out visitor alone (§4 logout)', async () => {
    const api = new MockAdapter(apiClient());
    try {
      api.onPost('/api/header/whish-list-count').reply(200, { wishListCount: 3 });
      localStorage.setItem('userData', 'enc-user');
      await getQueryClient().fetchQuery(queries.wishListCount());
      expect(localStorage.getItem('wishListCountData')).toBe('3');
      localStorage.clear();
      getQueryClient().clear();
      await getQueryClient().fetchQuery(queries.wishListCount());
      expect(localStorage.getItem('wishListCountData')).toBeNull();
    } finally {
      api.restore();
    }
  });
});
