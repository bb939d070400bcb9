// Route `lazy` helpers: each page is its own chunk, loaded through loadChunk (timeout + ChunkLoadError).
import type { ReactElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadChunk } from './load-chunk';

type LazyRoute = LazyRouteFunction<RouteObject>;

/**
 * A route whose element is built from the loaded module, e.g. `(m) => <m.LoginPage />`. `prefetch`, when given,
 * runs on every navigation to the route as soon as its module is there (the route's loader), to start the page's
 * queries before its first render (shared/api/prefetch.ts); it answers at once, so navigation never waits for it.
 */
export function lazyPage<M>(
  chunk: string,
  importer: () => Promise<M>,
  render: (module: M) => ReactElement,
  prefetch?: (module: M) => void,
): LazyRoute {
  return async () => {
    const module = await loadChunk(chunk, importer);
    if (!prefetch) return { element: render(module) };
    return {
      element: render(module),
      loader: () => {
        prefetch(module);
        return null;
      },
    };
  };
}
