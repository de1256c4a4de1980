// The server build of an app: the same sources, compiled for Node.js, so the
// host can render a first visit's page on the server (host/src/server) with
// the remotes' own code, fetched from their servers at run time as the
// browser fetches it: a new build of a remote is rendered once its files are
// replaced, with no rebuild of the host (ARCHITECTURE.md, independent deploys).
//
//   host:    dist/server/main.cjs, which the host's server requires, and its chunks
//   remote:  dist/server/remoteEntry.js and its chunks, served beside the
//            browser build by the remote's own server
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { resolveOptions, moduleRules, appDefines } = require('./build-parts.cjs');

/** Loads a remote's entry and chunks over HTTP and runs them in Node (the federation's own plugin for servers). */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');
const SERVER_PUBLIC_PATH_PLUGIN = path.join(__dirname, 'server-public-path-plugin.cjs');

/**
 * @param {object} options
 * @param {string} options.dir      the app's folder
 * @param {string} options.name     federation name
 * @param {Record<string,string>} [options.exposes]  remotes: what they expose
 * @param {string} options.buildId  the browser build's id: the page a server renders names the build the browser then runs
 * @param {boolean} options.allowRemoteOverrides
 */
function createServerConfig({ dir, name, exposes, buildId, allowRemoteOverrides }) {
  const isHost = !exposes;
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'async-node',
    // A remote's server build is its federation container only.
    entry: isHost ? { main: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      // A remote's files keep their server/ prefix in their names, so the one
      // public path, its web root, gives both its chunks (server/…) and its
      // pictures (assets/…, the browser build's own files) their addresses.
      path: isHost ? path.join(dir, 'dist', 'server') : path.join(dir, 'dist'),
      // The host's pictures are served from its root; a remote's root is set
      // when the host loads it (server-public-path-plugin.cjs).
      publicPath: isHost ? '/' : '',
      uniqueName: `${name}_server`,
      // .cjs: the host's server requires its build as CommonJS, also from a
      // folder whose package.json says "type": "module" (a deploy copy).
      filename: isHost ? '[name].cjs' : 'server/[name].js',
      chunkFilename: isHost ? '[name].[contenthash:10].cjs' : 'server/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      // The browser build writes dist/server/document.html (create-app-config.cjs).
      clean: isHost ? { keep: /^document\.html$/ } : { keep: (file) => !/^server[\\/]/.test(file) },
    },
    resolve: resolveOptions(true),
    module: {
      rules: moduleRules(true),
      // The browser build emits the same files under the same names.
      generator: { 'asset/resource': { emit: false } },
    },
    plugins: [
      appDefines({ name, production: true, buildId, allowRemoteOverrides, server: true }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'server/remoteEntry.js',
        exposes: exposes || {},
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [NODE_RUNTIME_PLUGIN, ...(isHost ? [] : [SERVER_PUBLIC_PATH_PLUGIN])],
        experiments: { asyncStartup: true },
        manifest: false,
        dts: false,
      }),
    ],
    // Server code is not downloaded: unminified, its stack traces stay readable.
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
