// index.html as sent for a client-side route: with <link rel="modulepreload"> for the chunks that route's page
// needs (the signed-in layout, the page), from route-preloads.json, which the client build writes
// (client/build/preload-app.ts). The browser then requests them with the page instead of after the router has run:
// one round trip less before a cold page shows (and its data queries start).
import { negotiate } from '@fastify/accept-negotiator';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_LOOK, readFirstPaints, withFirstPaint, type FirstPaints } from './first-paint.js';

interface RoutePreloads {
  routes: { prefix: string; files: string[] }[];
}

/** One route's page, compressed once (@fastify/compress hooks routes, not the not-found handler that sends it). */
export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface IndexPages {
  /**
   * index.html for this path (without query), with the preloads of the first route prefix it falls under, and the
   * path's first paint in `look` (first-paint.ts) if it has one.
   */
  page(pathname: string, look?: string): IndexPage;
}

/** Links at the end of the head; a page without a closing head tag gets them at the end (still preloaded). */
function withLinks(html: string, links: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? `${html}\n${links}\n` : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}

/**
 * The encoding to send for an Accept-Encoding header: the client's preferred of brotli and gzip by q-value (brotli
 * on a tie; q=0 refuses one), else none. Negotiated as @fastify/compress and @fastify/static do for the other
 * responses, with the same library; codings are case-insensitive (RFC 9110 §8.4.1), so lower-cased first.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return negotiate((acceptEncoding ?? '').toLowerCase(), ['br', 'gzip']);
}

export function indexPages(dist: string): IndexPages {
  const indexFile = path.join(dist, 'index.html');
  const preloadsFile = path.join(dist, 'route-preloads.json');
  let built = 0;
  let pages = new Map<string, IndexPage>();
  let routes: RoutePreloads['routes'] = [];
  let firstPaints: FirstPaints = { get: () => undefined };
  let base = '';

  // Read again when a new build replaced index.html (its asset names change), e.g. `npm run build` while the
  // server runs; otherwise it is read once.
  const load = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime === built) return;
    base = readFileSync(indexFile, 'utf8');
    try {
      routes = (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads).routes;
    } catch {
      routes = []; // an older build, or a client built without the plugin: the plain page
    }
    firstPaints = readFirstPaints(dist);
    pages = new Map();
    built = mtime;
  };

  return {
    page(pathname, look = DEFAULT_LOOK) {
      load();
      const route = routes.find(
        ({ prefix }) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
      );
      // A screen with a first paint (the sign-in) is its own page in each look; the rest share their prefix's.
      const firstPaint = firstPaints.get(pathname, look);
      const key = firstPaint === undefined ? (route?.prefix ?? '') : `${pathname} ${firstPaint.look}`;
      let page = pages.get(key);
      if (page === undefined) {
        const links = (route?.files ?? [])
          .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
          .join('\n    ');
        const linked = links ? withLinks(base, links) : base;
        const html = firstPaint === undefined ? linked : withFirstPaint(linked, firstPaint.paint);
        page = {
          html,
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          gzip: gzipSync(html, { level: 9 }),
        };
        pages.set(key, page);
      }
      return page;
    },
  };
}
