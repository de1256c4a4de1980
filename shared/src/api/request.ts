import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { getDeviceContext } from '../device/stored-device';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { apiClient } from './client';
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

/**
 * The "userdata and device context" of most calls, read from storage when the call
 * is made (§3: "userdata comes from the stored userData"), so no feature has to
 * thread them through.
 */
export function sessionFields(): SessionFields {
  return { ...getDeviceContext(), userdata: storage.get(storageKeys.userData) ?? '' };
}
