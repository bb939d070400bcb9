// A real SMTP server (smtp-server) the app sends to; tests read the parsed messages from it.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpPeer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` (optionally matching subject) that arrived or arrives. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          for (const to of rcpt) messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          for (const w of waiters) w();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, subject, timeoutMs = 10_000) {
      const find = () => messages.find((m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject)));
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = find();
          if (!m) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The secret in a mailed link (…?token=XYZ). */
export function tokenFromMail(mail: ReceivedMail): string {
  const m = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no token link in mail: ${mail.text}`);
  return m[1];
}
