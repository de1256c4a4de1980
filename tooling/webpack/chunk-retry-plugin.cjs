// A chunk that fails to load is asked for once more, at an address of its
// own (`?retry=<n>`), whenever the page loads it: a browser keeps the failure
// of a preload (<link rel=preload>) and answers a later <script> of the same
// address with it, without asking the network again. Measured in Chromium: a
// remote whose origin was down while its page loaded came back, and its Try
// again still failed with a ChunkLoadError and no request sent, because the
// document had preloaded its page's chunks (host/server's pageFiles) while it
// was down. Our own few lines, not webpack-retry-chunk-load-plugin (MIT): that
// one hooks webpack 4's MainTemplate, deprecated in 5, and counts its retries
// per page, so an area down for longer than its first retries never came back.
const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');

const NAME = 'ChunkRetryPlugin';

class ChunkRetryRuntimeModule extends RuntimeModule {
  constructor() {
    // After the chunk loading's own handlers are in place.
    super('gbx chunk retry', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    const { ensureChunk, getChunkScriptFilename } = RuntimeGlobals;
    return Template.asString([
      `var loadChunk = ${ensureChunk}, chunkFile = ${getChunkScriptFilename}, retried = {};`,
      `${getChunkScriptFilename} = function (chunkId) {`,
      Template.indent(['var file = chunkFile(chunkId);', "return retried[chunkId] ? file + '?retry=' + retried[chunkId] : file;"]),
      '};',
      `${ensureChunk} = function (chunkId) {`,
      Template.indent([
        'return loadChunk(chunkId).catch(function () {',
        Template.indent(['retried[chunkId] = (retried[chunkId] || 0) + 1;', 'return loadChunk(chunkId);']),
        '});',
      ]),
      '};',
    ]);
  }
}

/** For the browser builds (a server build's chunks are files, which an address with a query would not name). */
class ChunkRetryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const added = new WeakSet();
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap(NAME, (chunk, requirements) => {
        if (added.has(chunk)) return;
        added.add(chunk);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
      });
    });
  }
}

module.exports = { ChunkRetryPlugin };
