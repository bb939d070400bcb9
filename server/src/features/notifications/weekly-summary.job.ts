// The weekly summary mail, sent by an in-process timer that survives restarts because its memory is the
// database: every few minutes it looks for opted-in users whose last local week has ended (08:00 on the first
// day of their week, in their zone; both from the account preferences) and is not yet sent, claims (user, ISO week) with one atomic insert, then sends. Two instances
// racing get one claim each way; a restarted instance finds the week already claimed.
// A failed send gives the claim back and is retried at the next tick (at-least-once per tick, never twice
// after a success). An instance that dies between claim and send leaves an unsent claim: another one takes it
// over once its lease (30 min) has passed.
// The mail carries no figures — not even counts: "3 critical alerts" in a mailbox already says too much.
import type { Db } from '../../../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { dueWeek, inQuietHours } from './local-clock.js';
import { weeklySummaryMail } from './notification-mails.js';
import { effective, withAccount } from './notification-settings.js';
import type { AccountMailContexts } from './notification-settings.js';
import { notificationsRepository as repo } from './notifications.repository.js';

export interface WeeklyJobDeps {
  db: Db;
  mailer: Mailer;
  linkBase: string;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
  /** The account preferences' time zone, week and language (preferences service). */
  accountContexts: AccountMailContexts;
  /** How often the timer looks for due weeks. */
  intervalMs?: number;
}

export const WEEKLY_CHECK_MS = 5 * 60_000;

export class WeeklySummaryJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly d: WeeklyJobDeps) {}

  start(firstDelayMs = 10_000): void {
    if (this.timer) return;
    const tick = () => {
      this.runOnce()
        .catch((err: unknown) => this.d.log.error({ err }, 'weekly summary run failed (retried at the next tick)'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.d.intervalMs ?? WEEKLY_CHECK_MS).unref();
        });
    };
    this.timer = setTimeout(tick, firstDelayMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass; returns how many mails this instance sent. Overlapping calls share the running pass. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.d.now();
    const recipients = await repo.weeklyRecipients(this.d.db);
    const accounts = await this.d.accountContexts(recipients.map((r) => r.userId));
    const due = recipients.flatMap((r) => {
      const s = withAccount(effective(r.settings), accounts.get(r.userId));
      const week = dueWeek(s.timeZone, now, s.firstDayOfWeek);
      // Inside quiet hours the mail waits for a later tick.
      const quiet = inQuietHours(s.quietStartMinute, s.quietEndMinute, s.timeZone, now);
      return week && !quiet ? [{ ...r, week, language: s.language }] : [];
    });
    const sent = await repo.claimedWeeks(this.d.db, [...new Set(due.map((x) => x.week))]);
    let count = 0;
    for (const r of due) {
      if (sent.has(`${r.userId}|${r.week}`)) continue;
      if (!(await repo.claimWeek(this.d.db, r.userId, r.week, now))) continue;
      try {
        await this.d.mailer.send(weeklySummaryMail(r.email, r.language, this.d.linkBase));
      } catch (err) {
        this.d.log.error({ err, userId: r.userId, week: r.week }, 'weekly summary mail failed');
        await repo.releaseWeek(this.d.db, r.userId, r.week, now);
        continue;
      }
      await repo.markWeekSent(this.d.db, r.userId, r.week, this.d.now());
      count++;
    }
    return count;
  }
}
