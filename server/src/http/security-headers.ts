// Strict CSP is the compensating control for a token kept in localStorage (SECURITY.md): no inline scripts.
//
// helmet decides the headers, once. Its options are all constant (no CSP nonce), so its answer is the same for
// every request: recorded at start and set with one call per request. @fastify/helmet (used before) built a new
// helmet middleware for every request, and running helmet's dozen middlewares per request still cost about 3 %
// of a small GraphQL request's CPU (bench/me.ts).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/** Every response carries the headers, error and not-found answers included (an onRequest hook). */
export function securityHeaders(app: FastifyInstance, config: Config): void {
  const headers = helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
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
        scriptSrc: ["'self'"],
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
    crossOriginEmbedderPolicy: false,
  };
}
