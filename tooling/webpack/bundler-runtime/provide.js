/* global GBX_BUNDLER_RUNTIME_VERSION -- defined at build time (index.cjs, bundlerRuntimeVersion) */
// The host's runtime plugin that hands its webpack bundler runtime to the
// remotes (see use-provided.js, which their production builds run instead of
// their own copy). The functions are stateless: each takes the container's
// own __webpack_require__, so one copy serves every container of the page.
import federation from '@module-federation/webpack-bundler-runtime/dist/bundler.js';
// The host exposes nothing, so its build compiles this one out of its own
// bundler runtime (FEDERATION_HAS_EXPOSES); every remote needs it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { PROVIDED_BUNDLER_RUNTIME } from './key.js';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'gbx-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[PROVIDED_BUNDLER_RUNTIME] = {
        version: GBX_BUNDLER_RUNTIME_VERSION,
        bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
        attachShareScopeMap: federation.attachShareScopeMap,
      };
      return args;
    },
  };
}
