// Strict CSP is the compensating control for a token kept in localStorage (SECURITY.md): no inline scripts.
//
// helmet itself, built once. @fastify/helmet (used before) built a new helmet middleware for every request
// (parsing the CSP directives again each time): about 5 % of a small GraphQL request's CPU (bench/me.ts).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/** Every response carries the headers, error and not-found answers included (an onRequest hook). */
export function securityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet(helmetOptions(config));
  app.addHook('onRequest', (req, reply, done) => apply(req.raw, reply.raw, () => done()));
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
