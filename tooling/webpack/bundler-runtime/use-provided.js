/* global GBX_BUNDLER_RUNTIME_VERSION -- defined at build time (index.cjs, bundlerRuntimeVersion) */
// What a remote's production build runs instead of its own copy of
// @module-federation/webpack-bundler-runtime (its dist/bundler.js): the
// container's federation object, built on the functions the host provides
// (provide.js). Like the runtime core (experiments.externalRuntime), the
// remote then carries no second copy: about 4.5 kB gzip less on every page.
//
// Each container still gets its own objects: its share scope (S), its
// options, its instance. And its own runtime `init` (the one function of the
// runtime's namespace the bundler runtime calls): the runtime's module keeps
// "the" instance of the build it is bundled in, which its loadRemote and
// registerRemotes use; the host's copy must keep the host's.
import { init } from '@module-federation/runtime';
import { PROVIDED_BUNDLER_RUNTIME } from './key.js';

const provided = globalThis[PROVIDED_BUNDLER_RUNTIME];
if (!provided) {
  // A remote's production build only runs under the host (its shared libraries are the host's too).
  throw new Error('This remote runs under the marketplace host, which provides the federation bundler runtime.');
}

const ownVersion = GBX_BUNDLER_RUNTIME_VERSION;
if (provided.version !== ownVersion) {
  // Independent deployments: the host may have moved on. Said, not refused, as the runtime core does.
  console.warn(`[gbx] this remote was built with the federation bundler runtime ${ownVersion}; the host provides ${provided.version}.`);
}

const federation = {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
