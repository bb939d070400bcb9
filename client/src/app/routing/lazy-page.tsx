// Route `lazy` helpers: each page is its own chunk, loaded through loadChunk (timeout + ChunkLoadError).
import type { ReactElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadChunk } from './load-chunk';

type LazyRoute = LazyRouteFunction<RouteObject>;

/** A route whose element is built from the loaded module, e.g. `(m) => <m.LoginPage />`. */
export function lazyPage<M>(chunk: string, importer: () => Promise<M>, render: (module: M) => ReactElement): LazyRoute {
  return async () => {
    const module = await loadChunk(chunk, importer);
    return { element: render(module) };
  };
}
