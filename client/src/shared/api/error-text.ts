// The text for a refused call, in the page's language. The server's `message` is English; what a user reads is
// chosen from the structured part of the refusal instead (its code, the field it is about, and details such as
// retryAfterSeconds), so an integrator's codes stay as they are and every language gets its own sentence:
//   1. a finer text for the code's detail or field (apiErrors.details / apiErrors.fields),
//   2. in English, the server's own message (it is English already and often more precise: "At most 100
//      characters."),
//   3. the generic text of the code (apiErrors.codes, one per code the server can send),
//   4. the server's message for a code this client does not know, then the caller's fallback.
import type { TFunction } from 'i18next';
import { apiErrorsEn } from '../../i18n/locales/api-errors/en';
import type { ApiErrorInfo } from './errors';

type Texts = (typeof apiErrorsEn)['apiErrors'];
export type ApiErrorCode = keyof Texts['codes'];
type FieldKey = keyof Texts['fields'];

/** Stable `reason` keys the server adds to a BAD_USER_INPUT (server/src: badInput's third argument), and texts. */
export const REASON_TEXTS = {
  SLUG_TAKEN: 'slugTaken',
  WRONG_PASSWORD: 'wrongPassword',
  WRONG_CODE: 'wrongCode',
  CODE_REQUIRED: 'codeRequired',
} as const satisfies Record<string, keyof Texts['details']>;

/** Codes about one input field: a finer text per field, and "this value" rather than "the form" on a field. */
const FIELD_CODES = new Set<string>(['BAD_USER_INPUT']);

// Which codes and fields have a text is read from the English source (bundled anyway), not by asking t() for a
// key that may not exist: i18next reports every missing key (i18n.ts), and an unknown code is no missing text.
function isKnownCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(apiErrorsEn.apiErrors.codes, code);
}

function isKnownField(name: string): name is FieldKey {
  return Object.hasOwn(apiErrorsEn.apiErrors.fields, name);
}

/** A field path's last named part: "lines.2.quantity" → "quantity", "units.timeZone" → "timeZone". */
function fieldName(field: string): string {
  const parts = field.split(/[.[\]]+/).filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? field;
}

function seconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** The finer text for a refusal's structured detail or field, or null when there is none. */
function specificText(t: TFunction, info: ApiErrorInfo): string | null {
  const { code, field, extensions } = info;
  if (code === 'RATE_LIMITED') {
    const wait = seconds(extensions.retryAfterSeconds);
    if (wait === null) return null;
    // A sign-in throttle waits seconds; a daily quota (the assistant's) waits hours.
    if (wait < 120) return t('apiErrors.details.retryIn', { seconds: wait });
    if (wait < 2 * 3600) return t('apiErrors.details.retryInMinutes', { minutes: Math.ceil(wait / 60) });
    return t('apiErrors.details.retryInHours', { hours: Math.ceil(wait / 3600) });
  }
  if (code !== null && FIELD_CODES.has(code) && field !== null) {
    // A field name alone can mean different things ('password' to choose, or to confirm): the reason says which.
    const reason = extensions.reason;
    if (typeof reason === 'string' && Object.hasOwn(REASON_TEXTS, reason))
      return t(`apiErrors.details.${REASON_TEXTS[reason as keyof typeof REASON_TEXTS]}`);
    if (typeof extensions.openMinor === 'number') return t('apiErrors.details.amountOverOpen');
    const name = fieldName(field);
    if (isKnownField(name)) return t(`apiErrors.fields.${name}`);
  }
  return null;
}

/**
 * The text to show for a refusal, in the page's language. `fallback` is for a failure with neither a code this
 * client knows nor a server message (network down, a proxy's page).
 */
export function apiErrorText(t: TFunction, info: ApiErrorInfo, fallback: string, language: string): string {
  const { code, message } = info;
  if (code === null || !isKnownCode(code)) return message ?? fallback;
  const specific = specificText(t, info);
  if (specific !== null) return specific;
  if (language.startsWith('en') && message !== null) return message;
  // A field-bound BAD_USER_INPUT shown under its field: "this value", not "the form".
  if (FIELD_CODES.has(code) && info.field !== null) return t('apiErrors.fields.any');
  return t(`apiErrors.codes.${code}`);
}
