// "A critical alert on your account" mails. Ingest hands over the alerts it has just committed; this queues
// them and returns at once, so a slow or absent SMTP server never holds up a device's acknowledgement.
// Rules, in order: a verified account with the setting on; not inside its quiet hours (such an alert is
// skipped, not deferred: the overview shows it, and a mail hours later about a past alert helps no one);
// at most one mail per vital per hour, claimed atomically in the database so two instances agree.
import type { Db } from '../../../../db/client.js';
import type { VitalKind } from '../../../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { inQuietHours } from './local-clock.js';
import { criticalAlertMail } from './notification-mails.js';
import { effective, withAccount } from './notification-settings.js';
import type { AccountMailContexts } from './notification-settings.js';
import { notificationsRepository as repo } from './notifications.repository.js';

export interface NotifierDeps {
  db: Db;
  mailer: Mailer;
  /** Base of the links in mails (lib/link-base.ts with no request: PUBLIC_URL). */
  linkBase: string;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
  /** The account preferences' time zone, week and language (preferences service). */
  accountContexts: AccountMailContexts;
}

/** A burst beyond this many queued users is dropped (and logged) rather than growing memory without bound. */
const MAX_QUEUED = 10_000;

export class CriticalAlertMailer {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(private readonly d: NotifierDeps) {}

  /** Called after COMMIT with the alerts of one batch; never throws, never waits for mail. */
  alertsCommitted(userId: string, alerts: readonly { kind: VitalKind; severity: string }[]): void {
    const kinds = [...new Set(alerts.filter((a) => a.severity === 'critical').map((a) => a.kind))];
    if (!kinds.length) return;
    if (this.queued >= MAX_QUEUED) {
      this.d.log.error({ userId }, 'critical alert mail queue full: mail dropped');
      return;
    }
    this.queued++;
    // One at a time: mail is not urgent to the millisecond, and the SMTP server is spared a burst.
    this.tail = this.tail
      .then(() => this.handle(userId, kinds))
      .catch((err: unknown) => this.d.log.error({ err, userId }, 'critical alert mail failed'))
      .finally(() => this.queued--);
  }

  /** Resolves when everything queued so far has been handled (tests, graceful shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }

  private async handle(userId: string, kinds: VitalKind[]): Promise<void> {
    const who = await repo.recipient(this.d.db, userId);
    if (!who) return;
    const s = withAccount(effective(who.settings), (await this.d.accountContexts([userId])).get(userId));
    const now = this.d.now();
    if (!s.criticalAlertEmail || inQuietHours(s.quietStartMinute, s.quietEndMinute, s.timeZone, now)) return;
    // Claim every vital in the batch; one mail covers them all (it names none of them anyway).
    const claimed: VitalKind[] = [];
    for (const kind of kinds) if (await repo.claimCriticalMail(this.d.db, userId, kind, now)) claimed.push(kind);
    if (!claimed.length) return;
    try {
      await this.d.mailer.send(criticalAlertMail(who.email, s.language, this.d.linkBase));
    } catch (err) {
      // Not sent: give the hour back so the next critical alert may try again.
      await Promise.all(claimed.map((k) => repo.releaseCriticalMail(this.d.db, userId, k, now)));
      throw err;
    }
  }
}
