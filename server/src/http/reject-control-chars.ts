// The REST doors' side of lib/control-chars.ts: JSON bodies, query strings and path params are checked once,
// before any handler, so a NUL never reaches a service or PostgreSQL. /graphql is left to the GraphQL check,
// which answers in GraphQL's own shape.
import type { preValidationHookHandler } from 'fastify';
import { findControlChar } from '../lib/control-chars.js';

export const rejectControlChars: preValidationHookHandler = (req, reply, done) => {
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
