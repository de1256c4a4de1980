import { afterEach, describe, expect, it, vi } from 'vitest';
import resiliencePlugin from '../src/federation/resilience-plugin';
import { fetchManifest, fetchManifestsEarly, fetchWithRetry } from '../src/federation/manifest-fetch';
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

describe('early manifests', () => {
  const manifest = (name: string) => new Response(JSON.stringify({ name }), { status: 200 });

  it('fetches each manifest remotes.json names once, and the runtime gets that answer', async () => {
    const fetchMock = vi.fn().mockImplementation(async (url: string) => manifest(url));
    vi.stubGlobal('fetch', fetchMock);
    fetchManifestsEarly({ mf_browse: 'http://browse/mf-manifest.json', mf_static: 'http://static/mf-manifest.json', other: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect((await fetchManifest('http://browse/mf-manifest.json')).json()).resolves.toEqual({ name: 'http://browse/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Used once: the next load of the same remote (a retry) asks the server again.
    await fetchManifest('http://browse/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await fetchManifest('http://static/mf-manifest.json');
  });

  it('does not hand on an early answer that failed: a remote back up is found again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(manifest('back'));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    fetchManifestsEarly({ mf_product: 'http://product/mf-manifest.json' });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await expect((await fetchManifest('http://product/mf-manifest.json')).json()).resolves.toEqual({ name: 'back' });
  });

  it('does not use an answer older than a minute: the deployment may have changed', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockImplementation(async () => manifest('fresh'));
    vi.stubGlobal('fetch', fetchMock);
    fetchManifestsEarly({ mf_account: 'http://account/mf-manifest.json' });
    vi.advanceTimersByTime(61_000);
    await fetchManifest('http://account/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
