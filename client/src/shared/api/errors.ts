// Reading server errors: the code, field and structured details a refusal carries. The text shown is built from
// them in the page's language (error-text.ts); the server's English message is kept only as a last resort.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RestError } from './rest';

export interface ApiErrorInfo {
  /** The server's message, or null when the failure carried none (network down, empty body...). */
  message: string | null;
  code: string | null;
  /** For BAD_USER_INPUT (and EMAIL_TAKEN): the input field the error is about. */
  field: string | null;
  /** The error's other structured members (GraphQL `extensions`, REST body): retryAfterSeconds, reason... */
  extensions: Record<string, unknown>;
}

const NONE: ApiErrorInfo = { message: null, code: null, field: null, extensions: {} };

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
        const error = first as { message?: unknown; code?: unknown; extensions?: Record<string, unknown> };
        const extensions = error.extensions ?? (first as Record<string, unknown>);
        return {
          message: stringOrNull(error.message),
          code: stringOrNull(extensions.code ?? error.code),
          field: stringOrNull(extensions.field),
          extensions,
        };
      }
    }
  } catch {
    // Not JSON: fall through to the plain body.
  }
  return { ...NONE, message: stringOrNull(bodyText) };
}

export function readApiError(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const code = stringOrNull(extensions.code);
    let field = stringOrNull(extensions.field);
    if (!field && code === 'EMAIL_TAKEN') field = 'email';
    return { message: stringOrNull(first?.message), code, field, extensions };
  }
  if (ServerError.is(error)) return fromServerBody(error.bodyText);
  // The REST doors (uploads, downloads) answer { message, code, field }.
  if (error instanceof RestError)
    return { message: error.serverMessage, code: error.code, field: error.field, extensions: error.details };
  return NONE;
}
