// Serves the built client and falls back to index.html for client-side routes. /api and /graphql misses
// answer JSON 404 instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { lookFromCookie } from './first-paint.js';
import { indexPages, pickEncoding } from './page-preloads.js';

/** Registers the client; returns whether the GraphQL playground page was built. */
export async function staticClient(app: FastifyInstance, dist: string): Promise<{ playground: boolean }> {
  const hasClient = existsSync(path.join(dist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      // The build writes .br and .gz next to each asset (client/build/precompress.ts); send those as they are.
      preCompressed: true,
      index: false,
      setHeaders: (reply, file) => {
        // Hashed asset names never change content; index.html must always be re-fetched.
        void reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = hasClient ? indexPages(dist) : null;
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/graphql') || req.url.startsWith('/dev/');
    if (!isApi && pages && req.method === 'GET') {
      // Built per route (page-preloads.ts), each compressed once.
      // The guest screens' first paint comes in the look the browser's settings were in (first-paint.ts).
      const page = pages.page(req.url.split('?')[0] ?? '/', lookFromCookie(req.headers.cookie));
      const encoding = pickEncoding(req.headers['accept-encoding']);
      void reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
      return reply.send(page.html);
    }
    const message =
      hasClient || isApi
        ? `No route ${req.method} ${req.url.split('?')[0]}.`
        : 'The client is not built. Run `npm run build`.';
    return reply.status(404).send({ message, code: 'NOT_FOUND' });
  });
  return { playground: hasClient && existsSync(path.join(dist, 'playground.html')) };
}
