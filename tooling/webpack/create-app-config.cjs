// One webpack configuration for every front-end app of the marketplace. The host
// and the four remotes differ only in name, port and what they expose, so they
// all call this factory from their own webpack.config.cjs.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { remotesFromEnv, configFromEnv } = require('./runtime-config.cjs');
const { ChunkContentsPlugin } = require('./chunk-contents-plugin.cjs');
const { BootstrapPreloadPlugin } = require('./bootstrap-preload-plugin.cjs');
const { RoutePagesPlugin } = require('./route-pages-plugin.cjs');

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

    return {
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
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Workspace packages that offer their TypeScript source under the
        // "gbx-source" export condition (@gbx/contract) are bundled from it,
        // with no build step first; their ESM imports name the emitted '.js'.
        conditionNames: ['gbx-source', '...'],
        extensionAlias: { '.js': ['.ts', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __GBX_APP__: JSON.stringify(name),
          __GBX_BUILD_ID__: JSON.stringify(buildId),
          __GBX_ALLOW_REMOTE_OVERRIDES__: JSON.stringify(allowRemoteOverrides),
        }),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes || {},
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the host's production build hands its
          // runtime core to the remotes, whose production builds leave theirs out
          // (about 18 kB gzip less in every remote entry). Development builds keep
          // their own, so a remote still runs standalone on its port.
          runtimePlugins: [...runtimePlugins.map((p) => path.resolve(dir, p)), ...(isHost && production ? [provideRuntimeCorePlugin()] : [])],
          // target 'web' compiles out the runtime's Node.js script loading (1.8 kB
          // gzip of the host). The snapshot plugin stays: remotes.json names manifests.
          experiments: { ...(production && !isHost ? { externalRuntime: true } : {}), optimization: { target: 'web' } },
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // The icon is in the document (index.html), not a request: on a phone's
          // first visit a request for it held one of the host's six connections
          // while the shell's scripts waited.
          faviconDataUrl: `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8').trim())}`,
          title,
          chunks: ['main'],
          // index.html is served for deep links (/product-detail/42), so its
          // script must be addressed from the root; chunks still use 'auto'.
          publicPath: '/',
        }),
        production && isHost && new BootstrapPreloadPlugin({ publicPath: '/' }),
        // After the federation plugin (its manifest) and before compression.
        production && !isHost && new RoutePagesPlugin(),
        production && new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
        production &&
          new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
        production && new ChunkContentsPlugin({ appName: name }),
      ].filter(Boolean),
      optimization: production ? { moduleIds: 'deterministic' } : {},
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
  };
}

module.exports = { createAppConfig };
