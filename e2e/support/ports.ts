// The end-to-end suite serves its own copy of the built apps on ports of its
// own, so it never collides with a developer's `npm start` on 3000-3004.
export const E2E_PORTS = {
  host: 3100,
  mf_browse: 3101,
  mf_product: 3102,
  mf_account: 3103,
  mf_static: 3104,
  api: 4100,
} as const;

export const E2E_ENV = {
  HOST_PORT: String(E2E_PORTS.host),
  MF_BROWSE_PORT: String(E2E_PORTS.mf_browse),
  MF_PRODUCT_PORT: String(E2E_PORTS.mf_product),
  MF_ACCOUNT_PORT: String(E2E_PORTS.mf_account),
  MF_STATIC_PORT: String(E2E_PORTS.mf_static),
  API_PORT: String(E2E_PORTS.api),
};

export const HOST_URL = `http://localhost:${E2E_PORTS.host}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
