// Starts the real app on a free port against a fresh test database and a real SMTP peer, and offers small
// clients for its three doors: GraphQL over HTTP, REST, and graphql-ws.
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app.js';
import type { App, AppOptions } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { createMailer } from '../../server/src/mail/mailer.js';
import { serveAxe } from './axe.js';
import { startSmtpPeer } from './smtp-peer.js';
import type { SmtpPeer } from './smtp-peer.js';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface TestApp {
  app: App;
  url: string;
  wsUrl: string;
  db: TestDatabase;
  smtp: SmtpPeer;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  rest(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown; headers: Headers }>;
  wsClient(connectionParams?: Record<string, unknown>): Client;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'config' | 'database'>> {
  env?: Record<string, string>;
  /** Reuse a database (e.g. a second instance on the same data); the owner disposes it. */
  db?: TestDatabase;
  /** Serve the built client (browser tests). */
  withClient?: boolean;
}

/** Generous limits so suites are not throttled; the rate-limit tests pass their own small ones. */
const RELAXED = { points: 10_000, duration: 60 };

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const db = opts.db ?? (await createTestDatabase());
  const smtp = await startSmtpPeer();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/hp-test-data',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1:4000',
    CLIENT_DIST: opts.withClient ? 'client/dist' : '/nonexistent',
    ...opts.env,
  });
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, logger: { info: () => undefined } });
  const app = await buildApp({
    config,
    database: db,
    mailer,
    logger: false,
    rateLimits: {
      loginFailIp: RELAXED, loginFailAccount: RELAXED, registerIp: RELAXED, forgotIp: RELAXED,
      forgotAccount: RELAXED, resendIp: RELAXED, resendAccount: RELAXED, ...opts.rateLimits,
    },
    globalRateLimit: opts.globalRateLimit ?? 100_000,
    ...(opts.simulator === undefined ? {} : { simulator: opts.simulator }),
    ...(opts.notifications ? { notifications: opts.notifications } : {}),
  });
  if (opts.withClient) serveAxe(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}/graphql`;
  const clients: Client[] = [];

  return {
    app, url, wsUrl, db, smtp,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async rest(method, path, body, token) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try { parsed = JSON.parse(text); } catch { /* not JSON: keep the text */ }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    wsClient(connectionParams) {
      const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: false });
      clients.push(c);
      return c;
    },
    async close() {
      await Promise.allSettled(clients.map(async (c) => c.dispose()));
      await app.close();
      await smtp.close();
      if (!opts.db) await db.dispose();
    },
  };
}
