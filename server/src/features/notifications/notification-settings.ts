// Settings as the API speaks them (quiet hours "HH:MM"), their defaults, and the input rules. Pure.
import type { NotificationSettingsRow } from '../../../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { isTimeZone } from './local-clock.js';

export const MAIL_LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface NotificationSettingsView {
  criticalAlertEmail: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timeZone: string;
  weeklySummaryEmail: boolean;
  language: MailLanguage;
  updatedAt: Date | null;
}

/** What the rules need, whether from a saved row or the defaults. */
export interface EffectiveSettings {
  criticalAlertEmail: boolean;
  quietStartMinute: number | null;
  quietEndMinute: number | null;
  timeZone: string;
  weeklySummaryEmail: boolean;
  language: MailLanguage;
}

/** No row yet: a critical-alert mail is a safety feature, so it is on; the weekly summary is opt-in. */
export const DEFAULT_SETTINGS: EffectiveSettings = {
  criticalAlertEmail: true,
  quietStartMinute: null,
  quietEndMinute: null,
  timeZone: 'UTC',
  weeklySummaryEmail: false,
  language: 'en',
};

export const asLanguage = (v: string | null | undefined): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(v ?? '') ? (v as MailLanguage) : 'en';

export function effective(row: NotificationSettingsRow | null): EffectiveSettings {
  if (!row) return DEFAULT_SETTINGS;
  return { ...row, language: asLanguage(row.language) };
}

const hhmm = (m: number | null) =>
  m === null ? null : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function toView(row: NotificationSettingsRow | null): NotificationSettingsView {
  const e = effective(row);
  return {
    criticalAlertEmail: e.criticalAlertEmail,
    quietHoursStart: hhmm(e.quietStartMinute),
    quietHoursEnd: hhmm(e.quietEndMinute),
    timeZone: e.timeZone,
    weeklySummaryEmail: e.weeklySummaryEmail,
    language: e.language,
    updatedAt: row?.updatedAt ?? null,
  };
}

export interface SettingsInput {
  criticalAlertEmail: boolean;
  quietHoursStart?: string | null;
  quietHoursEnd?: string | null;
  timeZone: string;
  weeklySummaryEmail: boolean;
  language?: string | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minuteOf(field: string, v: string): number {
  const m = TIME.exec(v.trim());
  if (!m) throw badInput(field, 'Enter a time as HH:MM (24 hours), e.g. 22:00.', { reason: 'INVALID_FORMAT', example: '22:00' });
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Validates the input; throws BAD_USER_INPUT naming the first bad field. `language` null keeps `current`. */
export function parseSettings(input: SettingsInput, current: MailLanguage): EffectiveSettings {
  const start = input.quietHoursStart?.trim() ? minuteOf('quietHoursStart', input.quietHoursStart) : null;
  const end = input.quietHoursEnd?.trim() ? minuteOf('quietHoursEnd', input.quietHoursEnd) : null;
  if (start !== null && end === null) throw badInput('quietHoursEnd', 'Give the end of the quiet hours too.', 'REQUIRED');
  if (start === null && end !== null) throw badInput('quietHoursStart', 'Give the start of the quiet hours too.', 'REQUIRED');
  if (start !== null && start === end)
    throw badInput('quietHoursEnd', 'Quiet hours must not start and end at the same time.');
  const timeZone = input.timeZone.trim();
  if (timeZone.length > 64 || !isTimeZone(timeZone))
    throw badInput('timeZone', 'Choose a time zone from the list (IANA name, e.g. Europe/Paris).', 'NOT_IN_LIST');
  const lang = input.language ?? current;
  if (!(MAIL_LANGUAGES as readonly string[]).includes(lang))
    throw badInput('language', 'Language must be en, fr, ar or zh.', 'NOT_IN_LIST');
  return {
    criticalAlertEmail: input.criticalAlertEmail,
    quietStartMinute: start,
    quietEndMinute: end,
    timeZone,
    weeklySummaryEmail: input.weeklySummaryEmail,
    language: lang as MailLanguage,
  };
}

/** What the account's preferences say about timing and wording mails (the preferences feature answers). */
export interface AccountMailContext {
  /** IANA zone; null when the account follows the device (then the zone saved with these settings is used). */
  timeZone: string | null;
  /** ISO weekday the account's week starts on. */
  firstDayOfWeek: number;
  /** The account's saved language; null when each browser keeps its own. */
  language: MailLanguage | null;
}
export type AccountMailContexts = (userIds: readonly string[]) => Promise<Map<string, AccountMailContext>>;

/**
 * The settings the rules apply: the account's time zone and language win over the ones saved with the
 * notification settings (those are the device's at saving time), so quiet hours and the weekly mail follow
 * the same preferences as every page.
 */
export function withAccount(s: EffectiveSettings, account: AccountMailContext | undefined): EffectiveSettings & { firstDayOfWeek: number } {
  return {
    ...s,
    timeZone: account?.timeZone ?? s.timeZone,
    language: account?.language ?? s.language,
    firstDayOfWeek: account?.firstDayOfWeek ?? 1,
  };
}
