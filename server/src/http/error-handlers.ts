// One error shape for every non-GraphQL failure: `{ message, code }` with a fitting status; 5xx text hidden.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Errors Fastify's router raises before any route or hook (its `frameworkErrors` option), in the same shape:
 * a path with broken percent-encoding is a bad request; a path parameter longer than any id can be (Fastify's
 * maxParamLength) names nothing, so it is not found, as an unknown id is.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ message: 'The address is not valid (broken %-encoding).', code: 'BAD_REQUEST' });
    return;
  }
  req.log.error({ err }, 'request failed in routing');
  void reply.status(500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL_SERVER_ERROR' });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (its `clientErrorHandler` option): a malformed
 * request line or header, headers over the size limit, a request that took too long to arrive. Fastify's default
 * answers `{ error, message: 'Client Error', statusCode }`; this one answers in the shape of every other refusal.
 * The socket is closed after it: the parser's state cannot be trusted for a next request.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is malformed.'];
  const body = JSON.stringify({ message, code: 'BAD_REQUEST' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
