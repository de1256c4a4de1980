import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { getDeviceContext } from '../device/stored-device';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { apiClient } from './client';
import { httpStatusOf, isNetworkError } from './errors';
import type { SessionFields } from './wire-types';

/**
 * The call functions return the response body only: a feature never needs the
 * axios response, and the interceptors have already turned failures into
 * rejections.
 */
export async function getData<T>(path: string, config?: AxiosRequestConfig, client: AxiosInstance = apiClient()): Promise<T> {
  const response = await client.get<T>(path, config);
  return response.data;
}

export async function postData<T>(path: string, body: unknown, config?: AxiosRequestConfig, client: AxiosInstance = apiClient()): Promise<T> {
  const response = await client.post<T>(path, body, config);
  return response.data;
}

/** Pauses before asking a write again: an API process restarting is back behind the load balancer within seconds. */
export const WRITE_RETRY_PAUSES_MS = [500, 1500];

/** A random key per write (randomUUID exists only on secure origins; a plain-http address of a LAN test has getRandomValues). */
function newWriteKey(): string {
  return crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A write that is not idempotent by itself (a cart addition, a report, a
 * registration), sent with an Idempotency-Key and asked again with the same
 * key when it got no answer or a 502/503/504 (a process killed or restarting
 * behind the load balancer): the API acts once and answers the first outcome
 * again (api/src/http/idempotency.ts), so the buyer's click is neither lost
 * nor doubled.
 */
export async function postOnce<T>(path: string, body: unknown, pauses: readonly number[] = WRITE_RETRY_PAUSES_MS): Promise<T> {
  const headers = { 'Idempotency-Key': newWriteKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await postData<T>(path, body, { headers });
    } catch (error) {
      const status = httpStatusOf(error);
      const lost = isNetworkError(error) || status === 502 || status === 503 || status === 504;
      const pause = pauses[attempt];
      if (!lost || pause === undefined) throw error;
      await new Promise((resume) => setTimeout(resume, pause));
    }
  }
}

/**
 * The "userdata and device context" of most calls, read from storage when the call
 * is made (§3: "userdata comes from the stored userData"), so no feature has to
 * thread them through.
 */
export function sessionFields(): SessionFields {
  return { ...getDeviceContext(), userdata: storage.get(storageKeys.userData) ?? '' };
}
