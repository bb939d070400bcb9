// Queues the "you have a new message" / "your ticket has an answer" notices after the change has committed,
// one at a time, so a slow or absent SMTP server never holds up sending a message. Skipped when the
// recipient turned the notice off or has no verified address.
import type { Db } from '../../../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { messagesRepository as repo } from './messages.repository.js';
import { newMessageMail, ticketAnsweredMail } from './notice-mails.js';

const MAX_QUEUED = 10_000;

export class NoticeMailer {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly d: { db: Db; mailer: Mailer; linkBase: string; log: { error(obj: object, msg: string): void } },
  ) {}

  /** Never throws, never waits for mail. */
  notify(userId: string, kind: 'message' | 'ticket'): void {
    if (this.queued >= MAX_QUEUED) {
      this.d.log.error({ userId }, 'notice mail queue full: mail dropped');
      return;
    }
    this.queued++;
    this.tail = this.tail
      .then(() => this.send(userId, kind))
      .catch((err: unknown) => this.d.log.error({ err, userId }, 'notice mail failed'))
      .finally(() => this.queued--);
  }

  /** Resolves when everything queued so far has been handled (tests, shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }

  private async send(userId: string, kind: 'message' | 'ticket'): Promise<void> {
    const who = await repo.mailRecipient(this.d.db, userId);
    if (!who?.verified) return;
    const wanted = kind === 'message' ? (who.emailOnMessage ?? true) : (who.emailOnTicketAnswer ?? true);
    if (!wanted) return;
    const make = kind === 'message' ? newMessageMail : ticketAnsweredMail;
    await this.d.mailer.send(make(who.email, who.language, this.d.linkBase));
  }
}
