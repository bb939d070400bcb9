// The REST doors' side of lib/control-chars.ts: JSON bodies, query strings and path params are checked once,
// before any handler, so a NUL never reaches a service or PostgreSQL. /graphql is left to the GraphQL check,
// which answers in GraphQL's own shape.
import type { preValidationHookHandler } from 'fastify';
import { controlCharError, findControlChar } from '../lib/control-chars.js';

export const rejectControlChars: preValidationHookHandler = (req, reply, done) => {
  const hit =
    findControlChar(req.params, '') ??
    findControlChar(req.query, '') ??
    (req.body !== null && typeof req.body === 'object' ? findControlChar(req.body, '') : null);
  if (!hit) return done();
  // The same refusal as GraphQL's (lib/control-chars.ts): its reason lets a client word it in the page's language.
  const { message, extensions } = controlCharError(hit);
  void reply.status(400).send({ message, code: extensions['code'], field: hit, reason: extensions['reason'] });
};
