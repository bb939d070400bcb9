// Development-only mail outbox, so the embedded default works end to end without an SMTP server.
import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../mail/mailer.js';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const linkify = (s: string) => escape(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function devRoutes(app: FastifyInstance, outbox: OutboxEntry[]) {
  app.get('/dev/outbox.json', async (_req, reply) => reply.header('cache-control', 'no-store').send(outbox));
  app.get('/dev/outbox', async (_req, reply) => {
    const items = outbox
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.sentAt)}</p>` +
          `<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('<hr>');
    const body = items || '<p>No mail yet. Register an account or ask for a password reset.</p>';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head>` +
        `<body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Dev outbox</h1>` +
        `<p>Mail the server would have sent (newest first). Only in development, without SMTP_URL.</p>${body}</body></html>`);
  });
}
