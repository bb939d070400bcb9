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
const sourceRelativeMetaUrl = (outdir) => ({
  name: 'source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/** One bundle per entry point, all in `outdir` (the source-relative URLs are written relative to it). */
async function bundle(entryPoints, outdir) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceRelativeMetaUrl(outdir)],
  });
}

export async function buildServer() {
  await bundle(
    { main: path.join(root, 'server/src/main.ts'), admin: path.join(root, 'scripts/admin.ts') },
    path.dirname(SERVER_OUT),
  );
}

/**
 * `--bench`: the benches' child processes (the app, the raw ceilings, the load generators), bundled the same
 * way into dist/bench, so a bench measures the code production runs. Under tsx every function would carry
 * esbuild's keepNames wrapper: a `name` property defined on each closure, 256 bytes per closure instance
 * (bench/README.md, memory).
 */
export const BENCH_OUT = path.join(root, 'dist/bench');

export async function buildBenchChildren() {
  const dir = path.join(root, 'bench/lib');
  const { readdir } = await import('node:fs/promises');
  const children = (await readdir(dir)).filter((f) => f.endsWith('-child.ts'));
  await bundle(Object.fromEntries(children.map((f) => [f.replace(/\.ts$/, ''), path.join(dir, f)])), BENCH_OUT);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--bench')) {
    await buildBenchChildren();
    console.log(`built ${path.relative(root, BENCH_OUT)}`);
  } else {
    await buildServer();
    console.log(`built ${path.relative(root, SERVER_OUT)}`);
  }
}
