// "The database is away" is an expected, temporary state (failover, restart), not a bug: every door answers
// 503 SERVICE_UNAVAILABLE with Retry-After instead of a 500, and the log says warn, not error.
import { AppError } from './errors.js';

/** Seconds a client should wait; the pool's connection timeout is 5 s, a restart usually takes less. */
export const DB_RETRY_AFTER_SECONDS = 5;

// Socket-level failures while connecting or talking to PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'ENETUNREACH',
]);
// SQLSTATEs: class 08 connection exception; 57P01-03 admin/crash shutdown, cannot connect now; 53300 too many
// connections (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and pg-pool raise these as plain Errors without a code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

/** True when `err` (or anything in its cause chain, e.g. drizzle's DrizzleQueryError) means "database unreachable". */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a few seconds.';

/** The GraphQL form: yoga turns `extensions.http` into the response status and header. */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: DB_RETRY_AFTER_SECONDS,
    http: { status: 503, headers: { 'retry-after': String(DB_RETRY_AFTER_SECONDS) } },
  });
