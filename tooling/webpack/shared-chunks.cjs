// Which chunks load a shared module, for the plugins that name a first
// visit's files ahead of time (bootstrap-preload-plugin, route-pages-plugin).
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The JavaScript files of `chunks`, each once, by name. */
function jsFiles(chunks) {
  return [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
}

/** The async chunks of a module's blocks (a shared module's own copy is one). */
function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/** This build's provided copy of each shared module, by share key. */
function providersOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) providers.set(module._name, module);
  }
  return providers;
}

/**
 * The chunks of this build's own copy of a consumed shared module: the
 * provided copy's, not the consume fallback's twin of the same content (a
 * page loads the provided one; preloading both would download it twice).
 */
function providedChunks(chunkGraph, providers, consumeModule) {
  return blockChunks(chunkGraph, providers.get(consumeModule.options.shareKey) ?? consumeModule);
}

module.exports = { CONSUME_SHARED, blockChunks, jsFiles, providersOf, providedChunks };
