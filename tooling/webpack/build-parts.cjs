// What the browser build and the server build of an app have in common: how
// imports resolve, how sources compile, the constants they define.
const path = require('node:path');
const webpack = require('webpack');

/**
 * react-router 7's package exports name its development files for every
 * condition (remix-run/react-router#14102): a production build would carry its
 * development warnings and checks. Its production files are the same modules
 * with them compiled out, and they import only each other, so pointing the two
 * entries the marketplace reaches (react-router-dom re-exports both) at them
 * gives one consistent copy.
 */
function reactRouterProductionAliases() {
  // @gbx/shared depends on react-router-dom, which depends on react-router.
  const routerDom = require.resolve('react-router-dom', { paths: [path.join(__dirname, '..', '..', 'shared')] });
  const root = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  return {
    'react-router$': path.join(root, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'dist/production/dom-export.mjs'),
  };
}

/**
 * axios picks the first adapter of ['xhr', 'http', 'fetch'] that the platform
 * has (its `adapter` default), and every browser has XMLHttpRequest: the fetch
 * adapter is never chosen in the browser build, yet axios's adapter table
 * imports it (1 kB gzip of every page). The browser build gets a stand-in
 * that says fetch is unavailable, so the table still names it and axios
 * behaves the same. The server build keeps the real module.
 */
function axiosWithoutFetchAdapter() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/fetch\.js$/, (resource) => {
    if (/[\\/]axios[\\/]lib[\\/]adapters$/.test(resource.context)) resource.request = path.join(__dirname, 'stubs', 'axios-fetch-adapter.js');
  });
}

/**
 * The federation runtime's error messages (@module-federation/error-codes)
 * carry an English sentence per error code beside the code and the link to
 * its documentation (getShortErrorMsg: '<sentence> #RUNTIME-008', args, the
 * link, the original error). A production browser build keeps the code, the
 * args, the link and the original error, and says only 'Module Federation
 * error' for the sentence, as React's production errors give a code and a
 * link: 0.4 kB gzip less of every page. Development builds keep the sentences.
 */
function federationErrorsWithoutSentences() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/desc\.m?js$/, (resource) => {
    if (/[\\/]@module-federation[\\/]error-codes[\\/]dist$/.test(resource.context)) resource.request = path.join(__dirname, 'stubs', 'federation-error-sentences.js');
  });
}

/**
 * rxjs names its ES2015 build under the "es2015" export condition only; the
 * default is its ES5 build, with functions for classes and tslib's helpers
 * (about 1 kB gzip more of every page). The marketplace compiles for
 * ES2020, so the bundles take the ES2015 build.
 */
function rxjsEs2015Alias() {
  const root = path.dirname(require.resolve('rxjs/package.json', { paths: [path.join(__dirname, '..', '..', 'shared')] }));
  return { rxjs$: path.join(root, 'dist/esm/index.js') };
}

/** How every build of every app resolves imports. */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // Workspace packages that offer their TypeScript source under the
    // "gbx-source" export condition (@gbx/contract) are bundled from it,
    // with no build step first; their ESM imports name the emitted '.js'.
    conditionNames: ['gbx-source', '...'],
    extensionAlias: { '.js': ['.ts', '.js'] },
    alias: { ...rxjsEs2015Alias(), ...(production ? reactRouterProductionAliases() : {}) },
  };
}

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
            // styled-components' templates as CSS without spaces, line breaks or
            // comments (about 1.7 kB gzip less on the listing). No displayName and
            // no componentId (ssr: false): they cost 0.6-0.7 kB gzip on every first
            // visit. Server and browser still name a component alike because
            // patches/styled-components@6.1.19.patch derives its id from its element
            // and CSS (+22 B gzip); styled-components' own ids count components in
            // the order their modules load, which in the host's server (pages in the
            // order requests came, a remote loaded again) is not a browser's: a
            // remote area's rules were made again at hydration (163 on the listing,
            // each a style recalculation: issue 38's mobile TBT).
            experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: true }]] },
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

module.exports = { axiosWithoutFetchAdapter, federationErrorsWithoutSentences, resolveOptions, moduleRules, appDefines };
