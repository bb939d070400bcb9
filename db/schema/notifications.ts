// E-mail notifications: each user's settings, the per-vital throttle of critical-alert mails and the weekly
// summary weeks already claimed. The throttle and the claims live in the database (not in memory) so that two
// app instances, or an instance restarted mid-week, never send the same mail twice.
import { boolean, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';
import { vitalKind } from './vitals.js';

/** One row per user once they save; no row means the defaults (critical mail on, weekly summary off). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  criticalAlertEmail: boolean().notNull().default(true),
  /** Quiet hours as minutes after local midnight (0–1439); both null or both set. May wrap midnight. */
  quietStartMinute: smallint(),
  quietEndMinute: smallint(),
  /** IANA zone the quiet hours and the weekly schedule are read in (until the account-wide preference exists). */
  timeZone: text().notNull().default('UTC'),
  weeklySummaryEmail: boolean().notNull().default(false),
  /** Language of the mails (en, fr, ar, zh): the one the settings were saved in. */
  language: text().notNull().default('en'),
  ...timestamps,
});

/** Last critical-alert mail per user and vital: an atomic conditional upsert claims the next one (≥ 1 h later). */
export const criticalAlertMails = pgTable(
  'critical_alert_mails',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: vitalKind().notNull(),
    lastSentAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Weekly summaries claimed (and sent) per user and ISO week ('2026-W18'); the key makes a second send impossible. */
export const weeklySummarySends = pgTable(
  'weekly_summary_sends',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isoWeek: text().notNull(),
    claimedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.isoWeek] })],
);

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
