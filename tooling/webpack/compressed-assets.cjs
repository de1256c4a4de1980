// The precompressed twins (.gz, .br) of every text file a production build
// writes, which the servers send instead of compressing on each request.
const CompressionPlugin = require('compression-webpack-plugin');
const { gzipAsync } = require('@gfx/zopfli');

const TEXT_FILES = /\.(js|css|html|svg|json)$/;

/**
 * gzip streams written by Zopfli, which searches harder than zlib's level 9
 * for the same format: any gzip reader opens them, and they are about 3%
 * smaller (the host's first-visit scripts: 163.5 kB with zlib -9, 158.1 kB
 * with Zopfli). Five iterations find nearly all of it (15 save 0.03 kB more,
 * in 40% more time). The cost is build time, about 5 s per app, once per
 * build instead of on each request. Brotli, which a browser takes over HTTPS,
 * is already at its best quality (11).
 */
function zopfliGzip(input, _options, callback) {
  gzipAsync(input, { numiterations: 5 }).then(
    (output) => callback(null, Buffer.from(output)),
    (error) => callback(error),
  );
}

/**
 * A twin is named after its original (main.<hash>.js.gz), so webpack takes it
 * as immutable like the original and never rewrites one already in dist/: a
 * change of how files are compressed would leave the old twins of unchanged
 * files in place. Marked mutable, webpack compares its content and rewrites it.
 */
class MutableTwinsPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MutableTwinsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MutableTwinsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (/\.(gz|br)$/.test(name)) compilation.updateAsset(name, (source) => source, (info) => ({ ...info, immutable: false }));
        }
      });
    });
  }
}

/** The plugins, listed after every plugin that adds or changes a text file (the federation manifest, route pages). */
function compressedAssetPlugins() {
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: zopfliGzip, test: TEXT_FILES, threshold: 1024 }),
    new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: TEXT_FILES, threshold: 1024 }),
    new MutableTwinsPlugin(),
  ];
}

module.exports = { compressedAssetPlugins };
