// Adds to a remote's mf-manifest.json which files each of its routes' pages
// needs, so that the host can start downloading them beside the remote's entry.
//
// Without it, a first visit's page waits for three downloads in a row: the
// remote's entry, its routes module, then the page's own chunks, which only the
// routes module names (as `import()`s). The host has the manifest early (it is
// fetched as soon as remotes.json is read), so the page's chunks can be the
// second download instead of the third: on a phone's network, a round trip
// and a slow start less before the page shows.
//
// A route's page is the chunk group of its `import()` in the remote's routes
// module, named `route-<route id>` by a webpackChunkName comment; a page that
// serves several routes lists their ids joined by '+' (`route-home+landing`).
// For each route the manifest then holds, under `routePages`:
//   { js: [its chunk files], shared: { <share key>: [this remote's copy's files] } }
// for every shared module the page consumes. The host preloads the copies of
// the keys that nobody on the page provides yet (the remote's copy is the one
// used then). Not the manifest's own `shared` section: it also lists each
// copy's consume-fallback twin, which a page never runs.
const { CONSUME_SHARED, jsFiles, providedChunks, providersOf } = require('./shared-chunks.cjs');

const NAME = 'RoutePagesPlugin';
const PREFIX = 'route-';

function routePagesOf(compilation) {
  const { chunkGraph } = compilation;
  const providers = providersOf(compilation);
  const pages = {};
  for (const group of compilation.chunkGroups) {
    if (!group.name?.startsWith(PREFIX)) continue;
    const js = jsFiles(group.chunks);
    const shared = {};
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) shared[module.options.shareKey] = jsFiles(providedChunks(chunkGraph, providers, module));
      }
    }
    if (js.length === 0) throw new Error(`${NAME}: the chunk group ${group.name} has no JavaScript file`);
    for (const routeId of group.name.slice(PREFIX.length).split('+')) pages[routeId] = { js, shared };
  }
  return pages;
}

class RoutePagesPlugin {
  constructor({ manifestFile = 'mf-manifest.json' } = {}) {
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The federation plugin writes the manifest at this stage, and the
      // compression plugins compress it at this stage too: this plugin is listed
      // between them, so it sees the manifest and the .gz/.br files see its change.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const asset = compilation.getAsset(this.manifestFile);
        if (!asset) throw new Error(`${NAME}: no ${this.manifestFile} to add the route pages to (list this plugin after the federation plugin)`);
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.routePages = routePagesOf(compilation);
        if (Object.keys(manifest.routePages).length === 0) throw new Error(`${NAME}: no chunk group is named ${PREFIX}<route id>`);
        compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { RoutePagesPlugin };
