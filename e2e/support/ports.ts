// The end-to-end suite serves its own copy of the built apps on ports of its
// own, so it never collides with a developer's `npm start` on 3000-3004.
// E2E_PORT_BASE moves the whole set (host at the base, remotes after it, the
// API at base + 1000), so two runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE || 3100);

export const E2E_PORTS = {
  host: base,
  mf_browse: base + 1,
  mf_product: base + 2,
  mf_account: base + 3,
  mf_static: base + 4,
  api: base + 1000,
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
/** Folder suffix, so two runs on different ports use different copies and databases. */
export const RUN_SUFFIX = base === 3100 ? '' : `-${base}`;
