// One webpack bundler runtime per page (issue 38): the host's production build
// hands its copy to the remotes (provide.js), whose production builds run
// use-provided.js in its place. The same contract as the runtime core's
// (experiments.externalRuntime): a remote's production build runs under the host.
const path = require('node:path');
const webpack = require('webpack');

/** The copies the federation plugin itself uses: provide.js and use-provided.js import these very files. */
function federationPackageDirs() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const bundlerEntry = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [enhanced] });
  const bundlerDir = path.dirname(path.dirname(bundlerEntry));
  const runtimeDir = path.dirname(path.dirname(require.resolve('@module-federation/runtime', { paths: [bundlerDir] })));
  return { bundlerDir, runtimeDir };
}

/** How provide.js and use-provided.js find the packages (they are not the tooling's own dependencies). */
function bundlerRuntimeAliases() {
  const { bundlerDir, runtimeDir } = federationPackageDirs();
  return { '@module-federation/webpack-bundler-runtime': bundlerDir, '@module-federation/runtime$': path.join(runtimeDir, 'dist', 'index.js') };
}

/**
 * The bundler runtime's version, compiled into both sides (provide.js records
 * it, use-provided.js compares): a remote built against another version than
 * the host's says so in the console, as the runtime core's plugin does.
 */
function bundlerRuntimeVersion() {
  const { bundlerDir } = federationPackageDirs();
  const { version } = require(path.join(bundlerDir, 'package.json'));
  return new webpack.DefinePlugin({ GBX_BUNDLER_RUNTIME_VERSION: JSON.stringify(version) });
}

/** The host's runtime plugin that provides the bundler runtime. */
const provideBundlerRuntimePlugin = path.join(__dirname, 'provide.js');

/** A remote's production build: the federation entry's bundler runtime import becomes use-provided.js. */
function useProvidedBundlerRuntime() {
  return new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(__dirname, 'use-provided.js'));
}

module.exports = { bundlerRuntimeAliases, bundlerRuntimeVersion, provideBundlerRuntimePlugin, useProvidedBundlerRuntime };
