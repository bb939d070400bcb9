// One error family for every door: GraphQL sends `extensions.code`, REST maps the code to a status.
import { GraphQLError } from 'graphql';

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  /** A document that does not parse (or is over the token limit): yoga's parser, coded in graphql/yoga.ts. */
  GRAPHQL_PARSE_FAILED: 400,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  TOKEN_USED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** The password was right; a second step (TOTP or recovery code) is needed. Carries a challengeToken. */
  TWO_FACTOR_REQUIRED: 401,
  ACCOUNT_BANNED: 403,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** The assistant needs the user's consent for the current engine (aiRequestAccess). */
  AI_CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  /** The object is in a state that does not allow this (a payment on a cancelled invoice), or the change was
   * made from a stale version of it (optimistic locking: two tabs, two admins). */
  CONFLICT: 409,
  /** A product has fewer units than ordered; nothing was reserved (extensions.productIds). */
  OUT_OF_STOCK: 409,
  LAST_ADMIN: 409,
  /** A reply is still being produced: wait, or stop it. */
  AI_BUSY: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every code a client can be sent (the client translates each one: tests/integration/api-error-texts.test.ts). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

/** An expected error: its message is safe to show and it is never masked. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
  }
}

/** `reason`: a stable key for a refusal clients word themselves (WRONG_PASSWORD...), beside the field it is about. */
export const badInput = (field: string, message: string, reason?: string) =>
  new AppError('BAD_USER_INPUT', message, reason ? { field, reason } : { field });
export const unauthenticated = (message = 'You need to sign in.') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
