// A path that exists, asked with a method it does not take, is 405 Method Not Allowed with the methods it does
// take in `Allow` (RFC 9110 §15.5.6), not 404: a legacy client that sends GET to POST /api/account/login
// learns what to change rather than that the path is gone. Called from the not-found handler, so it costs
// nothing on a matched route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** OPTIONS is left out: @fastify/cors answers it for every path when an allowlist is configured. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods the router has for this request's path, in a fixed order; empty when the path is unknown. */
export function allowedMethods(app: FastifyInstance, req: FastifyRequest): string[] {
  const url = req.url.split('?')[0] ?? '';
  return METHODS.filter((method) => {
    if (method === req.method) return false;
    // Typed as always found; null at run time when nothing matches.
    const found: unknown = app.findRoute({ method, url });
    return found !== null;
  });
}

/** Answers 405 and returns true when the path exists under other methods; false otherwise (a plain 404). */
export function replyMethodNotAllowed(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): boolean {
  const allow = allowedMethods(app, req);
  if (!allow.length) return false;
  const path = req.url.split('?')[0] ?? '';
  void reply
    .status(405)
    .header('allow', allow.join(', '))
    .send({ message: `${path} does not take ${req.method}; use ${allow.join(', ')}.`, code: 'METHOD_NOT_ALLOWED' });
  return true;
}
