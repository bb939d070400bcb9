// Small helpers shared by the account integration tests: operations, unique users, mail waiting, raw
// graphql-ws sockets and an SSE reader. Nothing here asserts; the tests do.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { GqlResult, TestApp } from './test-app.js';
import type { ReceivedMail, SmtpPeer } from './smtp-peer.js';

/** Exactly the user fields the spec (§3) names, as the REST facade selects them. */
export const USER_FIELDS =
  'id firstName lastName email stpEmailVerified personalInfo { filled } ban { banned } ai { overall } admin';
export const USER_KEYS = [
  'admin',
  'ai',
  'ban',
  'email',
  'firstName',
  'id',
  'lastName',
  'personalInfo',
  'stpEmailVerified',
];

export interface UserShape {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  stpEmailVerified: boolean;
  personalInfo: { filled: boolean };
  ban: { banned: boolean };
  ai: { overall: string | null };
  admin: boolean | null;
}

export interface AuthShape {
  accessToken: string;
  user: UserShape;
}

export const REGISTER = `mutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
  register(email: $email, password: $password, firstName: $firstName, lastName: $lastName) { accessToken user { ${USER_FIELDS} } } }`;
export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken user { ${USER_FIELDS} } } }`;
export const ME = `query Me { me { ${USER_FIELDS} } }`;
export const LOGOUT = 'mutation Logout { logout }';
export const CHANGE_PASSWORD = `mutation Change($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) { accessToken user { id } } }`;
export const VERIFY_EMAIL = `mutation Verify($token: String!) { verifyEmail(token: $token) { ${USER_FIELDS} } }`;
export const RESEND = 'mutation Resend { resendVerification }';
export const REQUEST_RESET = 'mutation Forgot($email: String!) { requestPasswordReset(email: $email) }';
export const RESET_PASSWORD =
  'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
export const ACCOUNT_UPDATED = `subscription AccountUpdated { accountUpdated { ${USER_FIELDS} } }`;

export const PASSWORD = 'correct horse battery staple';

/** A unique, mixed-case address per call so tests never collide (within a file or across files). */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(4).toString('hex')}@Example.test`;
}

export interface RegisteredUser {
  email: string;
  password: string;
  token: string;
  user: UserShape;
}

/** Registers through GraphQL and fails loudly if that did not work. */
export async function registerUser(
  t: TestApp,
  over: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<RegisteredUser> {
  const vars = { email: uniqueEmail(), password: PASSWORD, firstName: 'Test', lastName: 'User', ...over };
  const res = await t.gql<{ register: AuthShape }>(REGISTER, vars);
  const payload = res.data?.register;
  if (!payload) throw new Error(`register failed: ${JSON.stringify(res)}`);
  return { email: vars.email, password: vars.password, token: payload.accessToken, user: payload.user };
}

/** The first error's code, or undefined. */
export const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;
export const fieldOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.field;

/** All messages to `to` (optionally matching subject) received so far. */
export function mailsTo(smtp: SmtpPeer, to: string, subject?: RegExp): ReceivedMail[] {
  return smtp.messages.filter((m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject)));
}

/** Resolves with the n-th (1-based) message to `to` matching `subject`; polls the peer's list. */
export async function waitForNthMail(smtp: SmtpPeer, to: string, subject: RegExp, n: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = mailsTo(smtp, to, subject);
    const m = list[n - 1];
    if (m) return m;
    if (Date.now() > deadline)
      throw new Error(`mail #${n} to ${to} did not arrive within ${timeoutMs} ms (have ${list.length})`);
    await sleep(25);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Races a promise against a timeout; resolves to `timedOut` if it did not settle in time. */
export async function within<T>(p: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
export const timedOut = Symbol('timed out');

// ---------------------------------------------------------------------------------------------------------
// Raw graphql-transport-ws socket, for close codes the graphql-ws client hides behind its retry logic.

export interface RawWs {
  socket: WebSocket;
  /** Parsed JSON messages received so far. */
  messages: Record<string, unknown>[];
  opened: Promise<void>;
  /** Resolves when the socket closes, with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first socket-level error (e.g. a refused handshake), if any. */
  errored: Promise<Error>;
  send(msg: object): void;
  /** Resolves with the first message of `type` (already received or arriving). */
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(
    match: (m: Record<string, unknown>) => boolean,
    label?: string,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): void;
}

/** `protocols: null` offers no subprotocol at all. */
export function rawWs(url: string, protocols: string | string[] | null = 'graphql-transport-ws'): RawWs {
  const socket = protocols === null ? new WebSocket(url) : new WebSocket(url, protocols);
  const messages: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    // Text frames arrive as a Buffer (no binaryType set).
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown>);
    for (const l of listeners) l();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
  });
  const errored = new Promise<Error>((resolve) => socket.on('error', resolve));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const waitFor: RawWs['waitFor'] = (match, label = 'matching message', timeoutMs = 5_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const m = messages.find(match);
        if (!m) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(m);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${label} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  return {
    socket,
    messages,
    opened,
    closed,
    errored,
    send: (msg) => socket.send(JSON.stringify(msg)),
    next: (type, timeoutMs = 5_000) => waitFor((m) => m['type'] === type, `"${type}" message`, timeoutMs),
    waitFor,
    close: () => socket.close(),
  };
}

/** Opens a raw socket, sends connection_init with the token and waits for the ack. */
export async function ackedWs(t: TestApp, token: string): Promise<RawWs> {
  const ws = rawWs(t.wsUrl);
  await ws.opened;
  ws.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  await ws.next('connection_ack');
  return ws;
}

// ---------------------------------------------------------------------------------------------------------
// GraphQL over SSE (yoga's single-connection "legacy" mode: POST with accept: text/event-stream).

export interface SseStream {
  status: number;
  contentType: string | null;
  /** The JSON of each `data:` line of each `next` event (or unnamed event) received so far. */
  events: Record<string, unknown>[];
  /** Resolves with the n-th (1-based) event. */
  nth(n: number, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the first event (received or arriving) that matches. */
  waitFor(match: (e: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

export async function sseSubscribe(t: TestApp, query: string, token?: string): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  const events: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let sep: number;
          while ((sep = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, sep);
            buffer = buffer.slice(sep + 2);
            const lines = block.split('\n');
            const event = lines
              .find((l) => l.startsWith('event:'))
              ?.slice(6)
              .trim();
            const data = lines
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5).trim())
              .join('\n');
            if (!data || (event && event !== 'next')) continue;
            events.push(JSON.parse(data) as Record<string, unknown>);
            for (const l of listeners) l();
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    nth(n, timeoutMs = 5_000) {
      return waitEvent(events, listeners, (_e, i) => i === n - 1, `#${n}`, timeoutMs);
    },
    waitFor(match, timeoutMs = 5_000) {
      return waitEvent(events, listeners, (e) => match(e), 'matching', timeoutMs);
    },
    close: () => abort.abort(),
  };
}

function waitEvent(
  events: Record<string, unknown>[],
  listeners: Set<() => void>,
  match: (e: Record<string, unknown>, i: number) => boolean,
  label: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const e = events.find(match);
      if (!e) return;
      listeners.delete(check);
      clearTimeout(timer);
      resolve(e);
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      reject(new Error(`SSE event ${label} did not arrive within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
    }, timeoutMs);
    listeners.add(check);
    check();
  });
}

/**
 * Subscriptions give no "listening now" signal, so a test that publishes too early loses the event. This
 * repeats a harmless `ping` (e.g. lifting a ban that is not there, which publishes account:updated) until
 * `first` settles: after that the subscription is certainly live.
 */
export async function untilFirstEvent<T>(
  first: Promise<T>,
  ping: () => Promise<unknown>,
  timeoutMs = 5_000,
): Promise<T> {
  let settled = false;
  void first
    .finally(() => {
      settled = true;
    })
    .catch(() => undefined);
  const deadline = Date.now() + timeoutMs;
  while (!settled && Date.now() < deadline) {
    await ping();
    await within(first, 50);
  }
  return first;
}

/**
 * Pulls results from a graphql-ws `client.iterate()` iterator until one matches; returns every result pulled
 * (the match last). Rejects if none matches within the time limit.
 */
export async function pullUntil<T>(it: AsyncIterator<T>, match: (v: T) => boolean, timeoutMs = 5_000): Promise<T[]> {
  const seen: T[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    const r = left > 0 ? await within(it.next(), left) : timedOut;
    if (r === timedOut) throw new Error(`no matching result within ${timeoutMs} ms; got ${JSON.stringify(seen)}`);
    if (r.done) throw new Error(`stream ended before a matching result; got ${JSON.stringify(seen)}`);
    seen.push(r.value);
    if (match(r.value)) return seen;
  }
}
