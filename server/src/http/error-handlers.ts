// One error shape for every non-GraphQL failure: `{ message, code }` with a fitting status; 5xx text hidden.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, statusForCode } from '../lib/errors.js';
import { DB_RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/db-unavailable.js';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

export function errorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // An expected error thrown outside an operation (e.g. by the REST facade's context building) keeps its code.
    if (err instanceof AppError) {
      if (err.code === 'SERVICE_UNAVAILABLE') void reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      return reply.status(statusForCode(err.code)).send({ message: err.message, code: err.code });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DB_RETRY_AFTER_SECONDS))
        .send({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side.', code: 'INTERNAL_SERVER_ERROR' });
    }
    if (status === 429)
      return reply.status(429).send({ message: 'Too many requests. Slow down.', code: 'RATE_LIMITED' });
    const code =
      FASTIFY_CODES[err.code] ??
      (status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST');
    const message = err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message;
    return reply.status(status).send({ message, code });
  });
}
