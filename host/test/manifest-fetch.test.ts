import { afterEach, describe, expect, it, vi } from 'vitest';
import resiliencePlugin, { fetchWithRetry } from '../src/federation/resilience-plugin';
import { isUnavailableRemote } from '../src/federation/unavailable-remote';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchWithRetry', () => {
  it('returns the first good response', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithRetry('http://remote/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a failure and then succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchWithRetry('http://remote/mf-manifest.json', undefined, 2, 1000)).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error status as a failure and gives up after the attempts', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => new Response('gone', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchWithRetry('http://remote/mf-manifest.json', undefined, 2, 1000)).rejects.toThrow('HTTP 503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('aborts a request that hangs past the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    await expect(fetchWithRetry('http://remote/mf-manifest.json', undefined, 1, 20)).rejects.toThrow('timed out after 20 ms');
  });
});

describe('errorLoadRemote', () => {
  const plugin = resiliencePlugin();
  const call = (lifecycle: string) =>
    (plugin.errorLoadRemote as (args: unknown) => unknown)({ id: 'mf_product/routes', error: new Error('down'), from: 'runtime', lifecycle, origin: {} });

  it('returns a fallback module when a remote fails to load', () => {
    const fallback = call('onLoad');
    expect(isUnavailableRemote(fallback)).toBe(true);
    expect(fallback).toMatchObject({ remoteId: 'mf_product/routes', reason: 'down' });
  });

  it('offers no replacement manifest, so a retry fetches the real one again', () => {
    expect(call('afterResolve')).toBeUndefined();
  });
});
