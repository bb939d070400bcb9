// The REST facade's one mechanism: run a named GraphQL operation in-process through yoga's envelop pipeline
// (same auth, validation, limits and error masking as /graphql), then shape the answer for the legacy path.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { DB_RETRY_AFTER_SECONDS } from '../lib/db-unavailable.js';
import { refusalDetails, statusForCode } from '../lib/errors.js';
import { envelop } from '../graphql/enveloped.js';
import type { GraphQLServer } from '../graphql/yoga.js';

export interface RestError {
  message: string;
  code: string;
  /** TWO_FACTOR_REQUIRED: what the second sign-in step (POST /api/account/login/two-factor) takes. */
  challengeToken?: string;
  /** RATE_LIMITED by the assistant's daily quota: when it resets (ISO 8601). */
  resetsAt?: string;
  /** RATE_LIMITED: the seconds until a retry may pass, as the GraphQL extensions say (and the Retry-After header). */
  retryAfterSeconds?: number;
  /** ACCOUNT_BANNED: why and until when, as in the GraphQL extensions. */
  reason?: unknown;
  bannedUntil?: unknown;
  /** The input field refused, and for BAD_USER_INPUT the rule (`reason`) with its limits: refusalDetails. */
  [detail: string]: unknown;
}

/** Extensions a legacy client may act on, copied into the REST error body when present. */
const PUBLIC_EXTENSIONS = ['challengeToken', 'resetsAt'] as const;

/**
 * `params`: the request's own name for a variable's path where it differs from the path ('filter.verified' is
 * `?verified=`, 'sort.field' is `?sort=`), so a refused value names what the caller sent.
 */
export async function runOperation(
  yoga: GraphQLServer,
  req: FastifyRequest,
  query: string,
  variables: Record<string, unknown>,
  params: Record<string, string> = {},
): Promise<{ data: Record<string, unknown> } | { status: number; error: RestError }> {
  const { schema, parse, validate, contextFactory, execute } = envelop(yoga, { req });
  const document = parse(query);
  const invalid = validate(schema, document);
  if (invalid.length) return failure(invalid[0], params);
  const result = await execute({ schema, document, variableValues: variables, contextValue: await contextFactory() });
  if (result.errors?.length) return failure(result.errors[0], params);
  return { data: result.data ?? {} };
}

// graphql-js: 'Variable "$sort" got invalid value "foo" at "sort.field"; Value "foo" does not exist in
// "AdminUserSortField" enum.' (the "at" part only for a value inside an input object).
const BAD_VARIABLE = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; (.*)$/s;

/**
 * A value that does not fit the operation's variable types (?first=abc, an unknown sort key, ?verified=maybe) is
 * the caller's mistake, which graphql-js reports without a code and in its own terms (variables, type names).
 * The REST answer names the parameter, and says "one of a list" for an enum (reason NOT_IN_LIST).
 */
function badVariable(message: string, params: Record<string, string>): RestError | null {
  const m = BAD_VARIABLE.exec(message);
  if (!m) return null;
  const path = m[2] ?? m[1] ?? '';
  const field = params[path] ?? path.split('.').at(-1) ?? path;
  const detail = m[3] ?? '';
  if (/ does not exist in ".*" enum/.test(detail)) {
    return { message: `${field}: choose one of the allowed values.`, code: 'BAD_USER_INPUT', field, reason: 'NOT_IN_LIST' };
  }
  return { message: `${field}: this value is not valid (${detail.replace(/\s*Did you mean.*$/s, '')})`, code: 'BAD_USER_INPUT', field };
}

function failure(err: GraphQLError | undefined, params: Record<string, string> = {}) {
  const given = err?.extensions['code'];
  // The GraphQL door gives such an error its code (graphql/yoga.ts); run in-process here, it may come without.
  const variable = err && (!given || given === 'BAD_USER_INPUT') ? badVariable(err.message, params) : null;
  if (variable) return { status: statusForCode('BAD_USER_INPUT'), error: variable };
  const code = typeof given === 'string' ? given : 'INTERNAL_SERVER_ERROR';
  const error: RestError = {
    message: err?.message ?? 'Wrong Services',
    code,
    ...refusalDetails(err?.extensions ?? {}),
  };
  for (const key of PUBLIC_EXTENSIONS) {
    const value = err?.extensions[key];
    if (typeof value === 'string') error[key] = value;
  }
  const retryAfter = err?.extensions['retryAfterSeconds'];
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter)) error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfter));
  if (code === 'ACCOUNT_BANNED' && err) {
    error.reason = err.extensions['reason'] ?? null;
    error.bannedUntil = err.extensions['bannedUntil'] ?? null;
  }
  return { status: statusForCode(code), error };
}

/** Sends either the shaped data or `{ message, code }` with the status the code maps to. */
export async function replyWith(
  reply: FastifyReply,
  outcome: Awaited<ReturnType<typeof runOperation>>,
  shape: (data: Record<string, unknown>) => unknown,
) {
  void reply.header('cache-control', 'no-store');
  if ('error' in outcome) {
    // The wait the refusal itself states (a locked sign-in: up to 15 minutes); a minute when it states none.
    if (outcome.error.code === 'RATE_LIMITED') void reply.header('retry-after', String(outcome.error.retryAfterSeconds ?? 60));
    if (outcome.error.code === 'SERVICE_UNAVAILABLE') void reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
    // RFC 9110 §15.5.2: a 401 names its scheme, as the routes that check the token themselves do (rest-actor.ts).
    if (outcome.status === 401) void reply.header('www-authenticate', 'Bearer');
    return reply.status(outcome.status).send(outcome.error);
  }
  return reply.send(shape(outcome.data));
}
