import { isAxiosError, type AxiosError } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import { bus } from '../bus/bus';
import { apiClient, backendClient, setApiCallAddress } from './client';
import { configureApi } from './config';
import { NETWORK_ERROR_DATA, NetworkError, isNetworkError } from './errors';

let api: MockAdapter;
let backend: MockAdapter;

beforeEach(() => {
  resetBus();
  api = new MockAdapter(apiClient());
  backend = new MockAdapter(backendClient());
});

afterEach(() => {
  api.restore();
  backend.restore();
  configureApi({ apiBaseUrl: '', backendBaseUrl: '' });
});

function logIn(): void {
  for (const [key, value] of Object.entries({ auth: '{"user_id":1}', isLoggedin: '1', userName: 'Ana', userType: 'Buyer', userData: 'u', dataurl: '/d', selectedLanguage: 'fr', csa: 'tok' })) {
    localStorage.setItem(key, value);
  }
  bus.setSession({ isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'u', dashboardUrl: '/d' });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('clients', () => {
  it('are page-wide singletons that send credentials', () => {
    expect(apiClient()).toBe(apiClient());
    expect(apiClient()).not.toBe(backendClient());
    expect(apiClient().defaults.withCredentials).toBe(true);
    expect(backendClient().defaults.withCredentials).toBe(true);
  });

  it('use the configured host of each client, even when configured after creation', async () => {
    configureApi({ apiBaseUrl: 'http://api.test', backendBaseUrl: 'http://backend.test' });
    api.onGet('/x').reply(200, { ok: 1 });
    backend.onGet('/y').reply(200, { ok: 2 });
    const a = await apiClient().get('/x');
    const b = await backendClient().get('/y');
    expect(a.config.baseURL).toBe('http://api.test');
    expect(b.config.baseURL).toBe('http://backend.test');
  });

  it('send the anonymous token (csa) as a bearer token when one is stored', async () => {
    api.onGet('/x').reply(200, { ok: 1 });
    const anonymous = await apiClient().get('/x');
    expect(anonymous.config.headers.Authorization).toBeUndefined();
    localStorage.setItem('csa', 'tok-1');
    const withToken = await apiClient().get('/x');
    expect(withToken.config.headers.Authorization).toBe('Bearer tok-1');
  });
});

describe('response handling', () => {
  it('resolves a response with a body unchanged', async () => {
    api.onPost('/ok').reply(200, { status: '1' });
    await expect(apiClient().post('/ok')).resolves.toMatchObject({ status: 200, data: { status: '1' } });
  });

  it.each([
    ['no data', undefined],
    ['an empty string', ''],
    ['null', null],
  ])('rejects a 200 with %s as { status: 500, data: "net work error" } (§8)', async (_label, body) => {
    api.onGet('/empty').reply(200, body);
    const error = await rejection(apiClient().get('/empty'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 500, data: 'net work error' });
    expect(isNetworkError(error)).toBe(true);
  });

  it('rejects a failure without any response (offline, CORS) the same way', async () => {
    api.onGet('/down').networkError();
    const error = await rejection(apiClient().get('/down'));
    expect(error).toMatchObject({ status: 500, data: NETWORK_ERROR_DATA });
    expect(isAxiosError((error as NetworkError).cause)).toBe(true);
  });

  it('rejects a timeout the same way', async () => {
    api.onGet('/slow').timeout();
    expect(await rejection(apiClient().get('/slow'))).toBeInstanceOf(NetworkError);
  });

  it('rejects an error status without a body the same way', async () => {
    api.onGet('/boom').reply(502);
    expect(await rejection(apiClient().get('/boom'))).toMatchObject({ status: 500, data: NETWORK_ERROR_DATA });
  });

  it('passes an error status with a body through as the AxiosError, so its body can be read', async () => {
    api.onPost('/bad').reply(422, { status: '0', msg: 'Invalid email' });
    const error = await rejection(apiClient().post('/bad'));
    expect(isAxiosError(error)).toBe(true);
    expect((error as AxiosError).response?.data).toEqual({ status: '0', msg: 'Invalid email' });
    expect(isNetworkError(error)).toBe(false);
  });

  it('does not touch the session for errors other than 401', async () => {
    logIn();
    api.onGet('/forbidden').reply(403, { msg: 'no' });
    await rejection(apiClient().get('/forbidden'));
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(bus.getSession().isLoggedIn).toBe(true);
  });
});

describe('a 401 (§4, §8)', () => {
  it.each([
    ['the API host', () => apiClient(), () => api],
    ['the backend host', () => backendClient(), () => backend],
  ])('on %s clears the saved auth, logs the bus out and emits auth:unauthorized', async (_host, client, mock) => {
    logIn();
    const unauthorized = vi.fn();
    bus.on('auth:unauthorized').subscribe(unauthorized);
    mock().onGet('/me').reply(401, { msg: 'expired' });

    const error = await rejection(client().get('/me'));

    expect(unauthorized).toHaveBeenCalledOnce();
    expect(bus.getSession().isLoggedIn).toBe(false);
    for (const key of ['auth', 'isLoggedin', 'userData', 'userName', 'userType', 'dataurl']) expect(localStorage.getItem(key)).toBeNull();
    // Not part of the saved auth: the language and the anonymous token stay.
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
    expect(localStorage.getItem('csa')).toBe('tok');
    // The caller still sees a 401, not a network error.
    expect(isAxiosError(error)).toBe(true);
    expect((error as AxiosError).response?.status).toBe(401);
  });

  it('is handled as a 401 even without a body', async () => {
    logIn();
    const unauthorized = vi.fn();
    bus.on('auth:unauthorized').subscribe(unauthorized);
    api.onGet('/me').reply(401);
    const error = await rejection(apiClient().get('/me'));
    expect(unauthorized).toHaveBeenCalledOnce();
    expect((error as AxiosError).response?.status).toBe(401);
  });
});

describe('isNetworkError', () => {
  it("recognises the spec's plain object too, and nothing else", () => {
    expect(isNetworkError({ status: 500, data: 'net work error' })).toBe(true);
    expect(isNetworkError({ status: 500, data: 'other' })).toBe(false);
    expect(isNetworkError(new Error('net work error'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe('the address a call goes to', () => {
  afterEach(() => setApiCallAddress((baseUrl) => baseUrl));

  it('is the configured one, or where setApiCallAddress sends it (a server reaching the API by another name)', async () => {
    configureApi({ apiBaseUrl: 'http://localhost:4000', backendBaseUrl: 'http://localhost:4000' });
    const seen: string[] = [];
    api.onGet(/.*/).reply((config) => {
      seen.push(`${config.baseURL}${config.url}`);
      return [200, { status: '1' }];
    });
    await apiClient().get('/api/commen/category-list');
    setApiCallAddress((baseUrl) => baseUrl.replace('http://localhost:4000', 'http://api:4000'));
    await apiClient().get('/api/commen/category-list');
    expect(seen).toEqual(['http://localhost:4000/api/commen/category-list', 'http://api:4000/api/commen/category-list']);
  });
});
