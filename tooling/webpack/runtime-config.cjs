// The two files a deployment writes next to the host's index.html:
//   remotes.json: remote name -> URL of its mf-manifest.json
//   config.json:  where the API and the backend host live
// Read from environment variables so that one build serves every environment.
function portsFromEnv(env = process.env) {
  return {
    host: Number(env.HOST_PORT || 3000),
    mf_browse: Number(env.MF_BROWSE_PORT || 3001),
    mf_product: Number(env.MF_PRODUCT_PORT || 3002),
    mf_account: Number(env.MF_ACCOUNT_PORT || 3003),
    mf_static: Number(env.MF_STATIC_PORT || 3004),
    api: Number(env.API_PORT || 4000),
  };
}

const PORTS = portsFromEnv();

const REMOTE_ENV = {
  mf_browse: 'MF_BROWSE_URL',
  mf_product: 'MF_PRODUCT_URL',
  mf_account: 'MF_ACCOUNT_URL',
  mf_static: 'MF_STATIC_URL',
};

function remotesFromEnv(env = process.env, hostname = 'localhost') {
  const ports = portsFromEnv(env);
  const remotes = {};
  for (const [name, variable] of Object.entries(REMOTE_ENV)) {
    remotes[name] = env[variable] || `http://${hostname}:${ports[name]}/mf-manifest.json`;
  }
  return remotes;
}

function configFromEnv(env = process.env, hostname = 'localhost') {
  const api = env.API_BASE_URL || `http://${hostname}:${portsFromEnv(env).api}`;
  return { apiBaseUrl: api, backendBaseUrl: env.BACKEND_BASE_URL || api };
}

/** The origin of an address ('http://localhost:3001/mf-manifest.json' -> 'http://localhost:3001'). */
function originOf(url) {
  return new URL(url).origin;
}

/**
 * The security headers of the front ends (issue 17, finding 6), from the same
 * runtime settings that write remotes.json and config.json, so the Content
 * Security Policy lists exactly the remotes' and the API's origins:
 *   all:       every response (no sniffing, no framing, referrer, features)
 *   document:  an HTML page, plus the CSP. Scripts only from the site and the
 *              remotes, never inline; styles inline too (styled-components
 *              writes <style>); pictures, video and calls also from the API.
 */
function securityHeadersFromEnv(env = process.env, hostname = 'localhost') {
  const remotes = [...new Set(Object.values(remotesFromEnv(env, hostname)).map(originOf))];
  const { apiBaseUrl, backendBaseUrl } = configFromEnv(env, hostname);
  const api = [...new Set([originOf(apiBaseUrl), originOf(backendBaseUrl)])];
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${list("'self'", remotes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', remotes, api)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `media-src ${list("'self'", api)}`,
    `connect-src ${list("'self'", remotes, api)}`,
    // The registration captcha (ALTCHA) solves its puzzle in a worker it starts from a data: or blob: URL.
    "worker-src 'self' blob: data:",
    `form-action ${list("'self'", api)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  const all = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The landing page asks for the visitor's position (§4); nothing asks for the rest.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
  return { all, document: { ...all, 'Content-Security-Policy': csp } };
}

/**
 * The Link header of an HTML page (issue 16): a connection opened at once to
 * the API's origin, which every page calls, so its first call does not wait for
 * a connection of its own. The calls send credentials (the session cookie), so
 * the connection is a credentialed one (no crossorigin). The remotes get none:
 * a page loads one of the four, and the host knows which only once it runs.
 */
function preconnectHeaderFromEnv(env = process.env, hostname = 'localhost') {
  const { apiBaseUrl, backendBaseUrl } = configFromEnv(env, hostname);
  return [...new Set([originOf(apiBaseUrl), originOf(backendBaseUrl)])].map((origin) => `<${origin}>; rel=preconnect`).join(', ');
}

module.exports = { PORTS, REMOTE_ENV, portsFromEnv, remotesFromEnv, configFromEnv, securityHeadersFromEnv, preconnectHeaderFromEnv };
