// The REST doors' side of lib/control-chars.ts: JSON bodies, query strings and path params are checked once,
// before any handler, so a NUL never reaches a service or PostgreSQL. /graphql is left to the GraphQL check,
// which answers in GraphQL's own shape.
import type { FastifyInstance } from 'fastify';
import { findControlChar } from '../lib/control-chars.js';

export function rejectControlChars(app: FastifyInstance, graphqlPath: string) {
  app.addHook('preValidation', async (req, reply) => {
    if (req.routeOptions.url === graphqlPath) return;
    const hit =
      findControlChar(req.params, '') ??
      findControlChar(req.query, '') ??
      (req.body !== null && typeof req.body === 'object' ? findControlChar(req.body, '') : null);
    if (hit)
      return reply
        .status(400)
        .send({
          message: `${hit} contains a control character (such as NUL). Remove it and try again.`,
          code: 'BAD_USER_INPUT',
          field: hit,
        });
  });
}
