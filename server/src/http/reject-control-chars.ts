// The REST doors' side of lib/control-chars.ts: JSON bodies, query strings and path params are checked once,
// before any handler, so a NUL never reaches a service or PostgreSQL. /graphql is left to the GraphQL check,
// which answers in GraphQL's own shape.
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { findControlChar } from '../lib/control-chars.js';

export function rejectControlChars(app: FastifyInstance, graphqlPath: string) {
  // Attached to each REST route as it is declared (so this must run before the routes are), not as a global
  // hook: /graphql, the busiest door, then runs no hook for it at all (bench/me.ts).
  app.addHook('onRoute', (route) => {
    if (route.url === graphqlPath) return;
    const own = route.preValidation;
    route.preValidation = own ? [rejectHook, ...(Array.isArray(own) ? own : [own])] : [rejectHook];
  });
}

const rejectHook: preValidationHookHandler = (req, reply, done) => {
  const hit =
    findControlChar(req.params, '') ??
    findControlChar(req.query, '') ??
    (req.body !== null && typeof req.body === 'object' ? findControlChar(req.body, '') : null);
  if (!hit) return done();
  void reply.status(400).send({
    message: `${hit} contains a control character (such as NUL). Remove it and try again.`,
    code: 'BAD_USER_INPUT',
    field: hit,
  });
};
