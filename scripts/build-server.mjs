// `npm run build:server`: bundles the server (server/src/main.ts and the db/ code it imports) into one ES module,
// dist/server/main.js (and the admin command into dist/server/admin.js), that plain `node` runs: no TypeScript loader at run time. Packages stay external
// (node_modules is installed next to it), so only our own code is bundled.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT = path.join(root, 'dist/server/main.js');
/** `npm run admin`, bundled the same way so it runs with plain node (no dev dependency at run time). */
export const ADMIN_OUT = path.join(root, 'dist/server/admin.js');

/**
 * Some modules find files next to their source (schema/*.graphql, db/migrations, db/fixtures) through
 * `import.meta.url`. In one bundle that URL would be the bundle's own, so each such module gets its original
 * location back, written relative to the bundle: the build stays movable with the project (e.g. into an image).
 */
const sourceRelativeMetaUrl = {
  name: 'source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(SERVER_OUT), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: { main: path.join(root, 'server/src/main.ts'), admin: path.join(root, 'scripts/admin.ts') },
    // Both next to each other: the source-relative URLs below are written relative to this folder.
    outdir: path.dirname(SERVER_OUT),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceRelativeMetaUrl],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log(`built ${path.relative(root, SERVER_OUT)}`);
}
