// Reading server errors for display. The text shown is the server's message when there is one; the
// caller falls back to "Wrong Services" (spec §8) otherwise.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RestError } from './rest';

/** Error codes the account API sends in `extensions.code`. */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_BANNED'
  | 'BAD_USER_INPUT'
  | 'EMAIL_TAKEN'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_USED'
  | 'RATE_LIMITED';

export interface ApiErrorInfo {
  /** The server's message, or null when the failure carried none (network down, empty body...). */
  message: string | null;
  code: string | null;
  /** For BAD_USER_INPUT (and EMAIL_TAKEN): the input field the error is about. */
  field: string | null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function fromServerBody(bodyText: string): ApiErrorInfo {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>;
      const first: unknown = Array.isArray(record.errors) ? record.errors[0] : record;
      if (typeof first === 'object' && first !== null) {
        const error = first as { message?: unknown; code?: unknown; extensions?: { code?: unknown } };
        return {
          message: stringOrNull(error.message),
          code: stringOrNull(error.extensions?.code ?? error.code),
          field: null,
        };
      }
    }
  } catch {
    // Not JSON: fall through to the plain body.
  }
  return { message: stringOrNull(bodyText), code: null, field: null };
}

export function readApiError(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const code = stringOrNull(extensions.code);
    let field = stringOrNull(extensions.field);
    if (!field && code === 'EMAIL_TAKEN') field = 'email';
    return { message: stringOrNull(first?.message), code, field };
  }
  if (ServerError.is(error)) return fromServerBody(error.bodyText);
  // The REST doors (uploads, downloads) answer { message, code, field }.
  if (error instanceof RestError) return { message: error.serverMessage, code: error.code, field: error.field };
  return { message: null, code: null, field: null };
}
