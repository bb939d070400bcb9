// Serves the built client and falls back to index.html for client-side routes. /api and /graphql misses
// answer JSON 404 instead (405 when the path exists under another method).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lookFromCookie } from './first-paint.js';
import { replyMethodNotAllowed } from './method-not-allowed.js';
import { indexPages, pickEncoding } from './page-preloads.js';

/**
 * Paths under these answer JSON, never the app's page: a client that mistyped an API path gets an error, and a
 * tab opened before a new build that asks for a chunk which no longer exists gets a 404 (a failed chunk load the
 * client can handle), not the page's HTML parsed as a script.
 */
const API_SEGMENTS = new Set(['api', 'graphql', 'dev', 'assets']);

/** `//API/x?y` → `api`: extra slashes and letter case do not turn an API path into a page. */
const firstSegment = (url: string) => (url.split('?')[0] ?? '').replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';

/**
 * Whether the request is for one of the built client's files (@fastify/static declares a route per file, its
 * config naming the file); not a page, an API call, or a miss under /assets.
 */
export function isStaticFile(req: FastifyRequest): boolean {
  return typeof (req.routeOptions.config as { file?: unknown } | undefined)?.file === 'string';
}

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
    const isApi = API_SEGMENTS.has(firstSegment(req.url));
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
    // A path that exists under other methods (POST /graphql's PUT, GET /api/account/login): 405 with Allow.
    if (replyMethodNotAllowed(app, req, reply)) return reply;
    const message =
      hasClient || isApi
        ? `No route ${req.method} ${req.url.split('?')[0]}.`
        : 'The client is not built. Run `npm run build`.';
    return reply.status(404).send({ message, code: 'NOT_FOUND' });
  });
  return { playground: hasClient && existsSync(path.join(dist, 'playground.html')) };
}
