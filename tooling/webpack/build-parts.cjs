// What the browser build and the server build of an app have in common: how
// imports resolve, how sources compile, the constants they define.
const webpack = require('webpack');

/** How every build of every app resolves imports. */
const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // Workspace packages that offer their TypeScript source under the
  // "gbx-source" export condition (@gbx/contract) are bundled from it,
  // with no build step first; their ESM imports name the emitted '.js'.
  conditionNames: ['gbx-source', '...'],
  extensionAlias: { '.js': ['.ts', '.js'] },
};

/** TypeScript and JSX through swc (type-checking is `tsc --noEmit`'s job), pictures and video as files. */
function moduleRules(production) {
  return [
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
  ];
}

/** The constants every build defines (tooling/types/gbx-globals.d.ts). */
function appDefines({ name, production, buildId, allowRemoteOverrides, server }) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __GBX_APP__: JSON.stringify(name),
    __GBX_BUILD_ID__: JSON.stringify(buildId),
    __GBX_ALLOW_REMOTE_OVERRIDES__: JSON.stringify(allowRemoteOverrides),
    __GBX_SERVER__: JSON.stringify(server),
  });
}

module.exports = { RESOLVE, moduleRules, appDefines };
