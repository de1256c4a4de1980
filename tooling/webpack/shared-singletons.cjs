// The libraries that must exist ONCE per page, whichever app loaded first
// (ARCHITECTURE.md, "Federation rules"). Versions come from the app's own
// package.json so a mismatch shows up as a federation warning, not a silent copy.
const path = require('node:path');

// react-router and rxjs are not among them: every area reaches them through
// @gbx/shared (@gbx/shared/router, the bus), so one copy comes with it, cut to
// what the marketplace uses; a library shared here is always sent whole.
const SINGLETON_PACKAGES = ['react', 'react-dom', 'styled-components', '@gbx/shared'];

// Shared keys no module of the host imports: the host's build provides no copy of them.
const ONLY_REMOTES_IMPORT = ['@gbx/shared/catalogue', '@gbx/shared/safe-html'];

/**
 * @param {string} appDir
 * @param {{ hostProvided?: boolean }} [options] hostProvided: a remote's
 *   production build, which only ever runs under the host: the libraries the
 *   host's own shell imports (every key but the catalogue's and the
 *   sanitizer's, which only remotes import) are always in the share scope
 *   before a remote's code runs, so the remote carries no copy of them
 *   (`import: false`). Its entry then lists no fallback for them, 0.6-0.7 kB
 *   gzip less on every page. Development builds keep their copies, so a remote
 *   still runs standalone on its port (as with experiments.externalRuntime).
 */
function sharedSingletons(appDir, { hostProvided = false } = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  // @gbx/shared is a workspace package: its range is "workspace:*", which the
  // federation runtime cannot compare. Use the real version number instead.
  const sharedVersion = require(path.join(__dirname, '..', '..', 'shared', 'package.json')).version;
  deps['@gbx/shared'] = sharedVersion;

  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${name} (a federation singleton)`);
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    if (name === '@gbx/shared') entry.version = sharedVersion;
    shared[name] = entry;
  }
  // The catalogue entry of @gbx/shared (price rows, product tile, pager, cart and
  // wishlist buttons) is shared under its own key: one copy for every area that
  // shows products, and never downloaded by a page that shows none.
  shared['@gbx/shared/catalogue'] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion, strictVersion: false };
  // The sanitizer of vendor HTML (DOMPurify): the catalogue loads it when a list
  // view shows, the product page with its own code. One copy either way.
  shared['@gbx/shared/safe-html'] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion, strictVersion: false };
  // The router entry: one router (and its React contexts) for the host and every remote.
  shared['@gbx/shared/router'] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion, strictVersion: false };
  // Prefix entries so that react/jsx-runtime and react-dom/client are shared too.
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  if (hostProvided) {
    for (const key of Object.keys(shared)) if (!ONLY_REMOTES_IMPORT.includes(key)) shared[key] = { ...shared[key], import: false };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETON_PACKAGES };
