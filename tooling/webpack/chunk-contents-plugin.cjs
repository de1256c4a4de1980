// Writes, after a production build, which packages each emitted JS file
// contains. scripts/build.mjs joins this with what a real first visit downloads
// to report sizes and to fail when a shared library arrives twice.
const fs = require('node:fs');
const path = require('node:path');

const SHARED_SRC = `${path.sep}shared${path.sep}src${path.sep}`;

/** 'react-dom/cjs/react-dom-client.production.js' style id of a module file, or null for app code. */
function moduleIdOf(resource) {
  const i = resource.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (i === -1) {
    const j = resource.indexOf(SHARED_SRC);
    return j === -1 ? null : `@gbx/shared/src/${resource.slice(j + SHARED_SRC.length).split(path.sep).join('/')}`;
  }
  return resource.slice(i + 14).split(path.sep).join('/');
}

function packageOf(moduleId) {
  const parts = moduleId.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function* resourcesOf(module) {
  if (module.resource) yield module.resource.split('?')[0];
  // Concatenated (scope-hoisted) modules hold their parts in .modules.
  for (const inner of module.modules || []) yield* resourcesOf(inner);
}

class ChunkContentsPlugin {
  constructor({ appName }) {
    this.appName = appName;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkContentsPlugin', (stats) => {
      const { chunkGraph } = stats.compilation;
      const files = {};
      for (const chunk of stats.compilation.chunks) {
        const modules = new Set();
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          for (const resource of resourcesOf(module)) {
            const id = moduleIdOf(resource);
            if (id) modules.add(id);
          }
        }
        const sorted = [...modules].sort();
        const packages = [...new Set(sorted.map(packageOf))];
        for (const file of chunk.files) {
          if (file.endsWith('.js')) files[file] = { packages, modules: sorted };
        }
      }
      // Beside the output folder (dist/ -> .cache/), so a build into another
      // folder never overwrites the record of the app's own dist/.
      const outFile = path.join(compiler.options.output.path, '..', '.cache', 'chunk-contents.json');
      fs.mkdirSync(path.dirname(outFile), { recursive: true });
      fs.writeFileSync(outFile, JSON.stringify({ app: this.appName, files }, null, 2));
    });
  }
}

module.exports = { ChunkContentsPlugin };
