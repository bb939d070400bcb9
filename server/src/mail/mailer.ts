// Mail through nodemailer: SMTP when SMTP_URL is set. Without it (the embedded default) each message is
// rendered by nodemailer's JSON transport, logged, and kept in a small dev outbox served at /dev/outbox.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  sentAt: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** Only present when mail is not really sent (no SMTP_URL). */
  outbox?: OutboxEntry[];
  close(): void;
}

interface Logger {
  info(obj: object, msg: string): void;
}

const OUTBOX_MAX = 50;

export function createMailer(opts: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (msg) => {
        await transport.sendMail({ from: opts.from, ...msg });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    send: async (msg) => {
      const info = await transport.sendMail({ from: opts.from, ...msg });
      outbox.unshift({ ...msg, id: String(info.messageId), sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_MAX);
      opts.logger.info({ to: msg.to, subject: msg.subject }, `[dev mail] ${msg.subject}\n${msg.text}`);
    },
    close: () => transport.close(),
  };
}
