// Security headers on every answer, error and not-found answers included, in two profiles chosen by what the
// answer is:
//
// - Documents (the client's pages, static files, the playground, anything that is not JSON): helmet's full set.
//   Strict CSP is the compensating control for a token kept in localStorage (SECURITY.md): no inline scripts.
// - JSON answers (GraphQL, REST, FHIR, errors): the same CSP, nosniff, the Referrer-Policy, X-Frame-Options,
//   Cross-Origin-Resource-Policy and, in production, HSTS: the OWASP REST Security Cheat Sheet's list for API
//   answers, plus what SECURITY.md asks of every answer. helmet's other headers (COOP, Origin-Agent-Cluster,
//   X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) only mean
//   something to an HTML document; on an API answer they are bytes and work for nothing (bench/README.md has
//   what the headers cost a small GraphQL request: from about 20 µs on a busy machine to a few µs on a quiet one).
//
// helmet's options are all constant (no CSP nonce), so its answer is the same for every request: recorded at
// start. A header a route set itself (the PDF and upload routes' own CSP) is left as the route set it.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { FIRST_PAINT_SCRIPT_HASH } from './first-paint.js';

/** helmet's headers that a JSON answer keeps. */
const KEPT_FOR_API = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
] as const;

export function securityHeaders(app: FastifyInstance, config: Config): void {
  const { page, api } = securityProfiles(config);
  const documentOnly = Object.entries(page).filter(([name]) => !(name in api));
  // What every answer carries is set first, with one call (a route may still replace a header, e.g. its CSP)…
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(api);
    done();
  });
  // …and what only documents use is added once the answer's type is known.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type')))
      for (const [name, value] of documentOnly) if (!reply.hasHeader(name)) void reply.header(name, value);
    done(null, payload);
  });
}

/** The two profiles: every helmet header for documents, KEPT_FOR_API for JSON answers. */
function securityProfiles(config: Config): { page: Record<string, string>; api: Record<string, string> } {
  const page = helmetHeaders(helmetOptions(config));
  const api: Record<string, string> = {};
  for (const name of KEPT_FOR_API) {
    const value = page[name];
    if (value !== undefined) api[name] = value;
  }
  return { page, api };
}

/** application/json, application/graphql-response+json, application/fhir+json, application/problem+json … */
function isJson(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** The headers helmet sets with these options, read off a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused its options');
    finished = true;
  });
  // helmet is synchronous with constant options; anything else would mean these headers are not the same for
  // every request, so refuse to start rather than send the wrong ones.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return headers;
}

export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the sign-in page's check of its first paint (first-paint.ts), by its hash.
        scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_HASH],
        // Emotion (MUI) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Reset and verification links carry secrets in the URL: never leak them through Referer.
    referrerPolicy: { policy: 'no-referrer' },
    // DENY, as the CSP's frame-ancestors 'none' says (helmet's default is SAMEORIGIN): nothing frames the portal.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}
