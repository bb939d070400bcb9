// Drizzle queries for notification settings, the critical-alert throttle and the weekly summary claims.
// The two "may I send?" questions are single atomic statements, so two app instances asking at once get one yes.
import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { criticalAlertMails, notificationSettings, users, weeklySummarySends } from '../../../../db/schema/index.js';
import type { NotificationSettingsRow, VitalKind } from '../../../../db/schema/index.js';
import type { EffectiveSettings } from './notification-settings.js';

export interface Recipient {
  userId: string;
  email: string;
  firstName: string | null;
  settings: NotificationSettingsRow | null;
}

const HOUR_MS = 3600_000;
/** Longer than any SMTP attempt can last (nodemailer gives up after minutes), so a live sender is never overtaken. */
export const WEEK_CLAIM_LEASE_MS = 30 * 60_000;

export const notificationsRepository = {
  async find(db: DbOrTx, userId: string): Promise<NotificationSettingsRow | null> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    return row ?? null;
  },

  async upsert(db: DbOrTx, userId: string, s: EffectiveSettings): Promise<NotificationSettingsRow> {
    const [row] = await db
      .insert(notificationSettings)
      .values({ userId, ...s })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...s, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  /** A verified, not banned account with its settings (null row = defaults); null when there is none. */
  async recipient(db: DbOrTx, userId: string): Promise<Recipient | null> {
    const [row] = await db
      .select({ userId: users.id, email: users.email, firstName: users.firstName, settings: notificationSettings })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), sql`${users.bannedAt} IS NULL`));
    return row ?? null;
  },

  /**
   * Claims the critical-alert mail for (user, vital) at `now`: inserts the row, or moves lastSentAt forward
   * only when the previous mail is at least an hour old. True when this caller may send.
   */
  async claimCriticalMail(db: DbOrTx, userId: string, kind: VitalKind, now: Date): Promise<boolean> {
    const rows = await db
      .insert(criticalAlertMails)
      .values({ userId, kind, lastSentAt: now })
      .onConflictDoUpdate({
        target: [criticalAlertMails.userId, criticalAlertMails.kind],
        set: { lastSentAt: now },
        setWhere: lte(criticalAlertMails.lastSentAt, new Date(now.getTime() - HOUR_MS)),
      })
      .returning({ kind: criticalAlertMails.kind });
    return rows.length > 0;
  },

  /** Gives a claim back after a failed send, so the next critical alert may mail (only if still ours). */
  async releaseCriticalMail(db: DbOrTx, userId: string, kind: VitalKind, claimedAt: Date): Promise<void> {
    await db
      .delete(criticalAlertMails)
      .where(
        and(
          eq(criticalAlertMails.userId, userId),
          eq(criticalAlertMails.kind, kind),
          eq(criticalAlertMails.lastSentAt, claimedAt),
        ),
      );
  },

  /** Verified, not banned users who opted in to the weekly summary. */
  async weeklyRecipients(db: DbOrTx): Promise<(Recipient & { settings: NotificationSettingsRow })[]> {
    return db
      .select({ userId: users.id, email: users.email, firstName: users.firstName, settings: notificationSettings })
      .from(notificationSettings)
      .innerJoin(users, eq(users.id, notificationSettings.userId))
      .where(
        and(
          eq(notificationSettings.weeklySummaryEmail, true),
          isNotNull(users.emailVerifiedAt),
          sql`${users.bannedAt} IS NULL`,
        ),
      );
  },

  /** Weeks already sent among `weeks`, as "userId|week" (a pre-filter; the claim below is what decides). */
  async claimedWeeks(db: DbOrTx, weeks: string[]): Promise<Set<string>> {
    if (!weeks.length) return new Set();
    const rows = await db
      .select({ userId: weeklySummarySends.userId, isoWeek: weeklySummarySends.isoWeek })
      .from(weeklySummarySends)
      .where(and(inArray(weeklySummarySends.isoWeek, weeks), isNotNull(weeklySummarySends.sentAt)));
    return new Set(rows.map((r) => `${r.userId}|${r.isoWeek}`));
  },

  /**
   * Claims (user, week) for this caller: the insert wins once, on any instance. A claim never marked sent and
   * older than WEEK_CLAIM_LEASE_MS (its instance died between claim and send) may be taken over, atomically.
   */
  async claimWeek(db: DbOrTx, userId: string, isoWeek: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(weeklySummarySends)
      .values({ userId, isoWeek, claimedAt: now })
      .onConflictDoUpdate({
        target: [weeklySummarySends.userId, weeklySummarySends.isoWeek],
        set: { claimedAt: now },
        setWhere: and(
          isNull(weeklySummarySends.sentAt),
          lt(weeklySummarySends.claimedAt, new Date(now.getTime() - WEEK_CLAIM_LEASE_MS)),
        ),
      })
      .returning({ userId: weeklySummarySends.userId });
    return rows.length > 0;
  },

  async markWeekSent(db: DbOrTx, userId: string, isoWeek: string, now: Date): Promise<void> {
    await db
      .update(weeklySummarySends)
      .set({ sentAt: now })
      .where(and(eq(weeklySummarySends.userId, userId), eq(weeklySummarySends.isoWeek, isoWeek)));
  },

  /** A failed send gives the week back (retried at the next tick), unless someone else holds it by now. */
  async releaseWeek(db: DbOrTx, userId: string, isoWeek: string, claimedAt: Date): Promise<void> {
    await db
      .delete(weeklySummarySends)
      .where(
        and(
          eq(weeklySummarySends.userId, userId),
          eq(weeklySummarySends.isoWeek, isoWeek),
          eq(weeklySummarySends.claimedAt, claimedAt),
          isNull(weeklySummarySends.sentAt),
        ),
      );
  },
};
