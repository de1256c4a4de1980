// One webpack configuration for every front-end app of the marketplace. The host
// and the four remotes differ only in name, port and what they expose, so they
// all call this factory from their own webpack.config.cjs.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { remotesFromEnv, configFromEnv } = require('./runtime-config.cjs');
const { ChunkContentsPlugin } = require('./chunk-contents-plugin.cjs');
const { BootstrapPreloadPlugin } = require('./bootstrap-preload-plugin.cjs');
const { RoutePagesPlugin } = require('./route-pages-plugin.cjs');
const { ChunkRetryPlugin } = require('./chunk-retry-plugin.cjs');
const { axiosWithoutFetchAdapter, federationErrorsWithoutSentences, resolveOptions, moduleRules, appDefines } = require('./build-parts.cjs');
const { createServerConfig } = require('./server-config.cjs');
const { compressedAssetPlugins } = require('./compressed-assets.cjs');
const { bundlerRuntimeAliases, bundlerRuntimeVersion, provideBundlerRuntimePlugin, useProvidedBundlerRuntime } = require('./bundler-runtime/index.cjs');

/**
 * The runtime plugin that puts the host's runtime core where the remotes' builds
 * (experiments.externalRuntime) look for it. Its ESM build, not the CommonJS one
 * that `experiments.provideExternalRuntime` would add: that one requires the
 * CommonJS runtime core, a second copy next to the ESM core the host runs on
 * (24 kB gzip more, measured with the first-visit report).
 */
function provideRuntimeCorePlugin() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  return commonJs.replace(/index\.cjs$/, 'index.js');
}

/** Resolve options with more aliases. */
const withAliases = (resolve, aliases) => ({ ...resolve, alias: { ...resolve.alias, ...aliases } });

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (use __dirname)
 * @param {string} options.name       federation name, e.g. 'mf_product'
 * @param {number} options.port       dev-server port
 * @param {string} options.title      document title for the app's own index.html
 * @param {Record<string,string>} [options.exposes]  remotes: what they expose
 * @param {string[]} [options.runtimePlugins]         host: federation runtime plugins
 */
function createAppConfig({ dir, name, port, title, exposes, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = !exposes;
    // Remote URL overrides (for running one remote locally against deployed
    // others) are compiled out of production builds unless a staging build
    // asks for them explicitly.
    const allowRemoteOverrides = !production || process.env.GBX_ALLOW_REMOTE_OVERRIDES === '1';
    const buildId = process.env.GBX_BUILD_ID || new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');

    // The icon is in the document, not a request: on a phone's first visit a
    // request for it held one of the host's six connections while the shell's
    // scripts waited.
    const favicon = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8').trim())}`;
    const documentHead = fs.readFileSync(path.join(__dirname, 'document-head.html'), 'utf8').replace('{{title}}', escapeHtml(title)).replace('{{favicon}}', favicon);

    const web = {
      name: 'web',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/app/index.ts' },
      // A production build publishes no source map: a map holds the full sources, and
      // whatever is in dist/ is served (issue 17, finding 8). A build for an error
      // tracker asks for hidden maps (no sourceMappingURL) with GBX_SOURCE_MAPS=hidden
      // and uploads them instead of deploying them.
      devtool: production ? (process.env.GBX_SOURCE_MAPS === 'hidden' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Eight hex digits tell a file's versions apart. A page's first files
        // (the host's libraries and shell) each keep a hash of their own content,
        // so a deploy that leaves them alone leaves them cached.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The files loaded on demand carry their build's hash instead: the runtime
        // then builds their addresses from the chunk id alone. With a hash each,
        // every runtime carried a map of every chunk's hash, and the page's chunk
        // names beside it (mf-browse's 105 chunks: 1.3 kB gzip of its entry, on
        // every listing's first visit). The price: a deploy of an app renews the
        // addresses of all its on-demand files, so a returning visitor downloads
        // again the ones they use, changed or not. Route pages are told apart by
        // the manifest's routePages (route-pages-plugin.cjs), not by file names.
        chunkFilename: production ? '[id].[fullhash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        // dist/server/ is the server build's (server-config.cjs), built beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: withAliases(resolveOptions(production), production ? bundlerRuntimeAliases() : {}),
      module: { rules: moduleRules(production) },
      plugins: [
        appDefines({ name, production, buildId, allowRemoteOverrides, server: false }),
        axiosWithoutFetchAdapter(),
        production && federationErrorsWithoutSentences(),
        production && !isHost && useProvidedBundlerRuntime(),
        production && bundlerRuntimeVersion(),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes || {},
          remotes: {},
          shared: sharedSingletons(dir, { hostProvided: production && !isHost }),
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the host's production build hands its
          // runtime core to the remotes, whose production builds leave theirs out
          // (about 18 kB gzip less in every remote entry), and its webpack bundler
          // runtime (bundler-runtime/, about 4.5 kB gzip less). Development builds
          // keep their own, so a remote still runs standalone on its port.
          runtimePlugins: [...runtimePlugins.map((p) => path.resolve(dir, p)), ...(isHost && production ? [provideRuntimeCorePlugin(), provideBundlerRuntimePlugin] : [])],
          // target 'web' compiles out the runtime's Node.js script loading (1.8 kB
          // gzip of the host). remotes.json names manifests, but the host reads
          // them itself and registers the entries they name
          // (host/src/federation/remote-registry.ts), so the runtime's snapshot
          // plugin is compiled out too (1.4 kB gzip of every page).
          experiments: { ...(production && !isHost ? { externalRuntime: true } : {}), optimization: { target: 'web', disableSnapshot: true } },
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          documentHead,
          chunks: ['main'],
          // index.html is served for deep links (/product-detail/42), so its
          // script must be addressed from the root; chunks still use 'auto'.
          publicPath: '/',
        }),
        // The document the host's server fills with a page it rendered
        // (host/src/server/server-document.ts): the same head, the page, its
        // data, and the shell's scripts started once the page is painted.
        production &&
          isHost &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'server-document.html'),
            filename: 'server/document.html',
            inject: false,
            documentHead,
            chunks: ['main'],
            publicPath: '/',
          }),
        production && isHost && new BootstrapPreloadPlugin({ publicPath: '/' }),
        // A remote's chunks are what a page preloads from another origin, which may be down while the page loads.
        !isHost && new ChunkRetryPlugin(),
        // After the federation plugin (its manifest) and before compression.
        production && !isHost && new RoutePagesPlugin(),
        ...(production ? compressedAssetPlugins() : []),
        production && new ChunkContentsPlugin({ appName: name }),
      ].filter(Boolean),
      optimization: production
        ? {
            moduleIds: 'deterministic',
            // A route's page comes whole in its own file (route-<id>, routes.ts): the
            // pieces it shares with another page's lazy parts stay in it rather than
            // in files of their own. A first visit then downloads one file for its
            // page, which compresses better than the same code in four (the listing
            // 3.1 kB gzip less, the landing 1.1); a later page that needs those
            // pieces downloads its copy, but runs the modules the first page ran.
            splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('route-') },
          }
        : {},
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            // In development the host serves the same runtime files a deployment writes.
            devServer.app.get('/remotes.json', (_req, res) => res.json(remotesFromEnv()));
            devServer.app.get('/config.json', (_req, res) => res.json(configFromEnv()));
          }
          return middlewares;
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    // A production build is also built for the server, to render a first
    // visit's page there (server rendering, host/src/server); a development
    // server renders in the browser only.
    if (!production) return web;
    return [web, createServerConfig({ dir, name, exposes, buildId, allowRemoteOverrides })];
  };
}

module.exports = { createAppConfig };
