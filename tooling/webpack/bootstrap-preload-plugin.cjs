// Lists the host's bootstrap chunks in index.html as <link rel="preload">.
//
// The entry (src/app/index.ts) is only the federation runtime: the shell and
// every shared library (react-dom, the router, @gbx/shared) sit behind its
// async boundary, import('./bootstrap'), and the runtime asks for them only once
// the entry has run. Named in the HTML, they download beside the entry instead
// of one round trip after it: on a phone's network, the longest wait of a first
// visit before the page's own area can even start loading.
//
// Largest first: a phone's browser opens six connections to the host and hands
// the files out in the order the document names them. react-dom, the largest,
// listed last by name, waited for a free connection and arrived last, over a
// second after the rest (Lighthouse's simulation of a mobile first visit).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { CONSUME_SHARED, jsFiles, providedChunks, providersOf } = require('./shared-chunks.cjs');

const NAME = 'BootstrapPreloadPlugin';

/**
 * The chunks the async import `request` needs: its own, and those of the shared
 * modules they consume. A first visit has only the host in the share scope, so
 * a consumed module comes from the host's provided copy.
 */
function chunksBehind(compilation, request) {
  const { chunkGraph } = compilation;
  const providers = providersOf(compilation);
  const group = compilation.chunkGroups.find((candidate) => candidate.origins.some((origin) => origin.request === request));
  if (!group) throw new Error(`${NAME}: no async import of '${request}' in the entry`);
  const chunks = new Set();
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED) queue.push(...providedChunks(chunkGraph, providers, module));
    }
  }
  return [...chunks];
}

class BootstrapPreloadPlugin {
  /**
   * requests: the async imports whose chunks every first visit runs: the
   * bootstrap, and react-dom, which the bootstrap imports on its own so that it
   * can start a first visit's requests before react-dom has arrived.
   */
  constructor({ requests = ['./bootstrap', 'react-dom/client'], publicPath = '/' } = {}) {
    this.requests = requests;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = jsFiles(this.requests.flatMap((request) => chunksBehind(compilation, request))).sort((a, b) => compilation.assets[b].size() - compilation.assets[a].size() || a.localeCompare(b));
        const links = files.map((file) =>
          // Low, like the deferred entry and like the chunks webpack itself would add:
          // they are needed with the entry, not before the document's first paint.
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${this.publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin };
