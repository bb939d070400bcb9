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
  /** A known path asked with a method it does not take (http/method-not-allowed.ts); `Allow` lists the others. */
  METHOD_NOT_ALLOWED: 405,
  /** POST /graphql asked for a media type GraphQL does not answer in (app.ts); the message names the two it does. */
  NOT_ACCEPTABLE: 406,
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

/**
 * Why a BAD_USER_INPUT was refused, as a stable key in `extensions.reason` (REST: `reason` in the body), for
 * clients that word refusals themselves: the web client shows each in the page's language
 * (client/src/shared/api/error-text.ts), and tests/integration/api-error-texts.test.ts fails for a key here
 * without a text in every language.
 *
 * A small vocabulary of generic rules, not one key per call site: a French user of any form reads "at most 100
 * characters" from TOO_LONG + max whichever field it was, an integrator learns ~30 keys instead of one per
 * message, and a new check picks an existing key rather than needing a new translation. The numbers and days a
 * rule's text needs travel beside `field` and `reason`, named here with their kind (a count, a YYYY-MM-DD day,
 * or a short text shown as is), so the client formats them for the page. The first four are refusals with a
 * sentence of their own. Everything is additive: the code and `field` are unchanged, and `message` stays the
 * English sentence (often more precise, e.g. "At most 10 attachments per message.").
 */
export const REASON_PARAMS = {
  SLUG_TAKEN: {},
  WRONG_PASSWORD: {},
  WRONG_CODE: {},
  CODE_REQUIRED: {},
  /** Empty, or missing where it is needed (a subject or a message before sending). */
  REQUIRED: {},
  /** Text length, in characters. */
  TOO_SHORT: { min: 'number' },
  TOO_LONG: { max: 'number' },
  /** How many items a list holds (lines, tags, attachments, recipients, readings). */
  TOO_FEW: { min: 'number' },
  TOO_MANY: { max: 'number' },
  /** A number outside its bounds (both inclusive), in the unit the API takes it in. */
  OUT_OF_RANGE: { min: 'number', max: 'number' },
  /** An amount or total that must be more than zero. */
  NOT_POSITIVE: {},
  INVALID_DATE: {},
  INVALID_EMAIL: {},
  INVALID_PHONE: {},
  INVALID_POSTAL_CODE: {},
  /** Any other written form; `example` shows the expected one (8480-6, 22:00). */
  INVALID_FORMAT: { example: 'text' },
  /** A value that must be one of a list the form offers (a country, a time zone, a recipient). */
  NOT_IN_LIST: {},
  /** A day or time that may not be in the past / the future. */
  PAST_DATE: {},
  FUTURE_DATE: {},
  DATE_TOO_EARLY: { min: 'day' },
  DATE_TOO_LATE: { max: 'day' },
  /** The end of a period or range before its start (dates, a reference range's limits). */
  END_BEFORE_START: {},
  /** Something one cannot do to one's own account (ban, write to, chat with oneself). */
  NOT_YOURSELF: {},
  /** The thing no longer (or not yet) takes replies: a closed ticket, an unpublished article. */
  CLOSED: {},
  OUT_OF_STOCK: {},
  /** Already the case (an address already verified). */
  ALREADY_DONE: {},
  /** A control character (NUL, BEL…) in a text: invisible where it was pasted from, so the person needs telling. */
  CONTROL_CHAR: {},
  /** The new value is the one already there, where a change was asked for (a new password equal to the current one). */
  UNCHANGED: {},
  CURRENCY_MISMATCH: { currency: 'text' },
  /** A password on the list of the most used ones (zxcvbn's common list). */
  COMMON_PASSWORD: {},
  /** A password made of the account's own e-mail address or name (NIST SP 800-63B's context-specific words). */
  PASSWORD_LIKE_ACCOUNT: {},
  /** A file of another kind than the one asked for (a FHIR Patient where a Bundle is imported). */
  WRONG_FILE_TYPE: { expected: 'text', found: 'text' },
  /** A file in another version of its standard (FHIR R5 where R4 is read). */
  WRONG_VERSION: { expected: 'text' },
} as const satisfies Record<string, Record<string, 'number' | 'day' | 'text'>>;

export type Reason = keyof typeof REASON_PARAMS;
export const REASONS = Object.keys(REASON_PARAMS) as Reason[];
type ParamsOf<R extends Reason> = (typeof REASON_PARAMS)[R];
interface ParamValue {
  number: number;
  /** YYYY-MM-DD */
  day: string;
  text: string;
}
/** A reason with the values of its parameters: `{ reason: 'TOO_LONG', max: 100 }`. */
export type Refusal = {
  [R in Reason]: { reason: R } & { -readonly [K in keyof ParamsOf<R>]: ParamValue[ParamsOf<R>[K] & keyof ParamValue] };
}[Reason];
/** The reasons that take no parameter, which may be given as the key alone. */
type BareReason = { [R in Reason]: keyof ParamsOf<R> extends never ? R : never }[Reason];

/** Every parameter name a reason can carry, for the REST bodies that copy them (refusalDetails). */
const PARAM_NAMES = [...new Set(Object.values(REASON_PARAMS).flatMap((p) => Object.keys(p)))];

/** `why`: the rule broken (a Refusal, or a bare reason key), beside the field it is about. */
export const badInput = (field: string, message: string, why?: BareReason | Refusal) =>
  new AppError('BAD_USER_INPUT', message, { field, ...(typeof why === 'string' ? { reason: why } : why) });

/**
 * What a REST error body repeats of a GraphQL error's extensions beside `message` and `code`: the field, and for
 * a BAD_USER_INPUT its reason and that reason's parameters (an ACCOUNT_BANNED `reason` is the ban's, added
 * by its callers).
 */
export function refusalDetails(extensions: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof extensions['field'] === 'string') out['field'] = extensions['field'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof extensions['reason'] !== 'string') return out;
  out['reason'] = extensions['reason'];
  for (const name of PARAM_NAMES) if (extensions[name] !== undefined) out[name] = extensions[name];
  return out;
}

export const unauthenticated = (message = 'You need to sign in.') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
