// Federation runtime plugin of a remote's server build (server-config.cjs).
// In the browser a remote finds its own address from its script ('auto'); in
// Node its entry is fetched and run with no address of its own, so the host's
// server names each remote's web root before loading it
// (globalThis.__GBX_SSR_PUBLIC_PATHS__, host/src/server/remotes.ts). The root
// gives the remote's chunks their addresses (server/…) and its pictures theirs
// (assets/…), the same a browser gets: the page hydrates without a mismatch.
/* global __GBX_APP__ */
module.exports = function serverPublicPathPlugin() {
  return {
    name: 'gbx-server-public-path',
    beforeInit(args) {
      const root = globalThis.__GBX_SSR_PUBLIC_PATHS__ && globalThis.__GBX_SSR_PUBLIC_PATHS__[__GBX_APP__];
      // eslint-disable-next-line no-undef -- webpack's own variable: this remote's public path
      if (root) __webpack_public_path__ = root;
      return args;
    },
  };
};
