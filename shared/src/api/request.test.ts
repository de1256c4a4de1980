import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { isNetworkError } from './errors';
import { postOnce } from './request';

let api: MockAdapter;
beforeEach(() => {
  api = new MockAdapter(apiClient());
});
afterEach(() => api.restore());

/** The Idempotency-Key of every request the adapter saw, in order. */
const keysSent = () => api.history.post.map((request) => String(request.headers?.['Idempotency-Key'] ?? ''));
const NO_PAUSE = [0, 0];

describe('postOnce: a write asked again with one Idempotency-Key', () => {
  it('sends a fresh key with each write', async () => {
    api.onPost('/w').reply(200, { status: '1' });
    await postOnce('/w', { a: 1 }, NO_PAUSE);
    await postOnce('/w', { a: 1 }, NO_PAUSE);
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first).not.toBe(second);
  });

  it('asks again with the same key after no answer or a 502/503/504, and resolves with the answer that came', async () => {
    api.onPost('/w').networkErrorOnce().onPost('/w').replyOnce(503, { status: '0', msg: 'restarting' }).onPost('/w').replyOnce(200, { status: '1', msg: 'Added' });
    await expect(postOnce('/w', { a: 1 }, NO_PAUSE)).resolves.toEqual({ status: '1', msg: 'Added' });
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the last pause with the network error, and never asks again after a 4xx or a 500', async () => {
    api.onPost('/lost').networkError();
    const lost = await postOnce('/lost', {}, NO_PAUSE).catch((error: unknown) => error);
    expect(isNetworkError(lost)).toBe(true);
    expect(api.history.post).toHaveLength(3);
    api.resetHistory();
    api.onPost('/bad').reply(422, { status: '0', msg: 'reused' });
    await expect(postOnce('/bad', {}, NO_PAUSE)).rejects.toMatchObject({ response: { status: 422 } });
    api.onPost('/fault').reply(500, { status: '0', msg: 'Something went wrong' });
    await expect(postOnce('/fault', {}, NO_PAUSE)).rejects.toMatchObject({ response: { status: 500 } });
    expect(api.history.post).toHaveLength(2);
  });
});
