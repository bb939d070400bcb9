// The text for a refused call, in the page's language. The server's `message` is English; what a user reads is
// chosen from the structured part of the refusal instead (its code, the field it is about, and details such as
// retryAfterSeconds), so an integrator's codes stay as they are and every language gets its own sentence:
//   1. a finer text for the code's detail (apiErrors.details: a named reason, a wait, an amount over what is open),
//   2. the rule a BAD_USER_INPUT broke (extensions.reason with its limits: TOO_LONG + max...): in English the
//      server's own message, which states the same rule with more words ("At most 10 attachments per message."),
//      in the other languages the rule's text with the limits formatted for the page (apiErrors.rules),
//   3. a finer text for the field (apiErrors.fields), for refusals that name no rule,
//   4. in English, the server's own message,
//   5. the generic text of the code (apiErrors.codes, one per code the server can send),
//   6. the server's message for a code this client does not know, then the caller's fallback.
import type { TFunction } from 'i18next';
import { apiErrorsEn } from '../../i18n/locales/api-errors/en';
import type { ApiErrorInfo } from './errors';

type Texts = (typeof apiErrorsEn)['apiErrors'];
export type ApiErrorCode = keyof Texts['codes'];
type FieldKey = keyof Texts['fields'];
type RuleKey = keyof Texts['rules'];

/** The `reason` keys of a BAD_USER_INPUT with a sentence of their own (apiErrors.details), outranking the rest. */
export const REASON_TEXTS = {
  SLUG_TAKEN: 'slugTaken',
  WRONG_PASSWORD: 'wrongPassword',
  WRONG_CODE: 'wrongCode',
  CODE_REQUIRED: 'codeRequired',
} as const satisfies Record<string, keyof Texts['details']>;

/** How a rule's parameter is shown: a count or limit (the page's digits and grouping), a YYYY-MM-DD day, as is. */
type ParamKind = 'number' | 'day' | 'text';

/**
 * The rules a BAD_USER_INPUT can name (server/src/lib/errors.ts, REASON_PARAMS: the same keys and parameters,
 * compared by tests/integration/api-error-texts.test.ts) and the kind of each parameter. A rule's text is used
 * only when the refusal carries every parameter it needs, so "{{max}}" is never shown.
 */
export const RULE_PARAMS = {
  REQUIRED: {},
  TOO_SHORT: { min: 'number' },
  TOO_LONG: { max: 'number' },
  TOO_FEW: { min: 'number' },
  TOO_MANY: { max: 'number' },
  OUT_OF_RANGE: { min: 'number', max: 'number' },
  NOT_POSITIVE: {},
  INVALID_DATE: {},
  INVALID_EMAIL: {},
  INVALID_PHONE: {},
  INVALID_POSTAL_CODE: {},
  INVALID_FORMAT: { example: 'text' },
  NOT_IN_LIST: {},
  PAST_DATE: {},
  FUTURE_DATE: {},
  DATE_TOO_EARLY: { min: 'day' },
  DATE_TOO_LATE: { max: 'day' },
  END_BEFORE_START: {},
  NOT_YOURSELF: {},
  CLOSED: {},
  OUT_OF_STOCK: {},
  ALREADY_DONE: {},
  CONTROL_CHAR: {},
  UNCHANGED: {},
  CURRENCY_MISMATCH: { currency: 'text' },
  COMMON_PASSWORD: {},
  PASSWORD_LIKE_ACCOUNT: {},
  WRONG_FILE_TYPE: { expected: 'text', found: 'text' },
  WRONG_VERSION: { expected: 'text' },
} as const satisfies Record<RuleKey, Record<string, ParamKind>>;

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

function isRule(reason: unknown): reason is RuleKey {
  return typeof reason === 'string' && Object.hasOwn(RULE_PARAMS, reason);
}

/** The locale numbers and days are written in: the page's language with Latin digits, as useFormat's. */
function formatLocale(language: string): string {
  // 'ch' is the UI's code for Chinese (i18n.ts htmlLang, not imported here: it starts i18next).
  return `${language === 'ch' ? 'zh' : language}-u-nu-latn`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A parameter written for the page, or null when the refusal's value is not of the expected kind. */
function formatParam(kind: ParamKind, value: unknown, locale: string): string | null {
  if (kind === 'number') {
    return typeof value === 'number' && Number.isFinite(value) ? new Intl.NumberFormat(locale).format(value) : null;
  }
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return null;
  if (kind === 'text') return value;
  const m = DAY.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** The text of the rule a refusal names, its limits formatted; null without a known rule or a usable limit. */
function ruleText(t: TFunction, extensions: Record<string, unknown>, language: string): string | null {
  const reason = extensions.reason;
  if (!isRule(reason)) return null;
  const values: Record<string, string> = {};
  const locale = formatLocale(language);
  for (const [name, kind] of Object.entries(RULE_PARAMS[reason]) as [string, ParamKind][]) {
    const shown = formatParam(kind, extensions[name], locale);
    if (shown === null) return null;
    values[name] = shown;
  }
  // React escapes what it renders; i18next's own escaping would show an Arabic day's '/' as &#x2F;.
  return t(`apiErrors.rules.${reason}`, { ...values, interpolation: { escapeValue: false } });
}

function seconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** The finer text for a refusal's structured detail (a wait, a named reason, an amount), or null. */
function detailText(t: TFunction, info: ApiErrorInfo): string | null {
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
  }
  return null;
}

/** The finer text for the field a BAD_USER_INPUT is about, or null when there is none. */
function fieldText(t: TFunction, info: ApiErrorInfo): string | null {
  if (info.code === null || !FIELD_CODES.has(info.code) || info.field === null) return null;
  const name = fieldName(info.field);
  return isKnownField(name) ? t(`apiErrors.fields.${name}`) : null;
}

/**
 * The text to show for a refusal, in the page's language. `fallback` is for a failure with neither a code this
 * client knows nor a server message (network down, a proxy's page).
 */
export function apiErrorText(t: TFunction, info: ApiErrorInfo, fallback: string, language: string): string {
  const { code, message } = info;
  if (code === null || !isKnownCode(code)) return message ?? fallback;
  const english = language.startsWith('en');
  const detail = detailText(t, info);
  if (detail !== null) return detail;
  if (FIELD_CODES.has(code)) {
    const rule = ruleText(t, info.extensions, language);
    if (rule !== null) return english && message !== null ? message : rule;
  }
  const field = fieldText(t, info);
  if (field !== null) return field;
  if (english && message !== null) return message;
  // A field-bound BAD_USER_INPUT shown under its field: "this value", not "the form".
  if (FIELD_CODES.has(code) && info.field !== null) return t('apiErrors.fields.any');
  return t(`apiErrors.codes.${code}`);
}
