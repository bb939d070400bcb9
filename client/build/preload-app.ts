// Vite plugin: which chunks to list as <link rel="modulepreload"> beyond the ones Vite lists for the entry's
// static imports, so the browser requests them with the page instead of one round trip later (~150 ms on a phone
// network, more where the next request waits for code to run first).
//
// - `always`: modules every page needs that the entry imports at run time (main.tsx imports the app that way so
//   that its modules run in a task of their own). Listed in index.html itself.
// - `routes`: what the pages under a path need (the signed-in layout, the page's own chunk), found here, written
//   to route-preloads.json, and added to index.html by the server for a request under that path
//   (server/src/http/static-client.ts). The browser only knows the page's chunks after the router has run.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface PreloadOptions {
  /** Sources (relative to the client root) whose chunks every page needs. */
  always: string[];
  /** Path prefix (`/auth/`, `/overview`) → the sources its pages load. */
  routes: Record<string, string[]>;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export function preloadApp(options: PreloadOptions): Plugin {
  // Both hooks see the same bundle; what index.html lists is worked out once.
  let listed: { have: Set<string>; always: string[] } | null = null;
  const inIndex = (bundle: OutputBundle) => {
    if (listed) return listed;
    const chunks = chunksOf(bundle);
    const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
    if (!entry) throw new Error('preload-app: no index.html entry chunk');
    // What the entry already preloads (its static imports, transitively).
    const have = new Set<string>();
    collect(chunks, [entry.fileName], have);
    const always = collect(
      chunks,
      options.always.map((m) => chunkOf(chunks, m).fileName),
      have,
    );
    listed = { have, always };
    return listed;
  };
  return {
    name: 'health-portal:preload-app',
    apply: 'build',
    buildStart() {
      listed = null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk?.facadeModuleId?.endsWith('/index.html')) return undefined;
        return inIndex(ctx.bundle).always.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    generateBundle(_options, bundle) {
      const { have } = inIndex(bundle);
      const chunks = chunksOf(bundle);
      const routes = Object.entries(options.routes).map(([prefix, modules]) => ({
        prefix,
        files: collect(
          chunks,
          modules.map((m) => chunkOf(chunks, m).fileName),
          new Set(have),
        ).map((f) => `/${f}`),
      }));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
}

function chunkOf(chunks: OutputChunk[], module: string): OutputChunk {
  const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
  // A renamed or moved module must not silently stop being preloaded.
  if (!chunk) throw new Error(`preload-app: no chunk holds ${module}`);
  return chunk;
}

/** The files and their static imports, transitively, that `have` does not hold yet (added to it). */
function collect(chunks: OutputChunk[], files: string[], have: Set<string>): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: string[] = [];
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift()!;
    if (have.has(file)) continue;
    have.add(file);
    out.push(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return out;
}
