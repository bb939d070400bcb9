// accountUpdated over graphql-ws and SSE, and the graphql-ws protocol guards (close codes from SECURITY.md):
// token at connection_init, init timeout, subprotocol, duplicate init/ids, revocation, and the same query
// limits as HTTP. Close codes are read from raw `ws` sockets; the real graphql-ws client covers the happy path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromMail } from '../support/smtp-peer.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import {
  ACCOUNT_UPDATED,
  CHANGE_PASSWORD,
  ME,
  VERIFY_EMAIL,
  ackedWs,
  codeOf,
  pullUntil,
  rawWs,
  registerUser,
  sseSubscribe,
  untilFirstEvent,
  waitForNthMail,
} from '../support/account-helpers.js';
import type { RawWs, RegisteredUser, UserShape } from '../support/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Updated = { accountUpdated: UserShape };
/** graphql-ws's ExecutionResult resolves to `any` for typescript-eslint here; this is the shape we read. */
type UpdatedResult = { data?: Updated | null; errors?: readonly { message: string }[] };
const iterateUpdates = (client: ReturnType<TestApp['wsClient']>) =>
  client.iterate<Updated>({ query: ACCOUNT_UPDATED }) as AsyncIterableIterator<UpdatedResult>;

/** Publishes account:updated for the user without changing anything (lifting a ban that is not there). */
const ping = (u: RegisteredUser) => () => t.app.services.account.setBanned(u.user.id, false);

async function verifyByMail(u: RegisteredUser) {
  const link = tokenFromMail(await waitForNthMail(t.smtp, u.email, /confirm/i, 1));
  const res = await t.gql(VERIFY_EMAIL, { token: link });
  expect(res.errors).toBeUndefined();
}

/** Runs a one-shot operation on an acknowledged socket and returns its first next/error message. */
async function runOn(ws: RawWs, id: string, query: string) {
  ws.send({ id, type: 'subscribe', payload: { query } });
  return ws.waitFor((m) => m['id'] === id && (m['type'] === 'next' || m['type'] === 'error'), `result for ${id}`);
}

/** Like runOn, but if the server closes the socket instead of answering, returns `{ closed }` (shown on failure). */
function runOrClose(ws: RawWs, id: string, query: string) {
  return Promise.race([runOn(ws, id, query), ws.closed.then((closed) => ({ closed }))]);
}

// Depth counts fields (fragments are flattened): a logout beside a selection 7 fields deep. Refused as a whole,
// so the logout must not run.
const DEPTH_7_LOGOUT = `mutation { logout createRecord(input: { kind: LAB_RESULT, title: "x", date: "2020-01-01T00:00:00Z" }) {
  observations { components { components { components { components { id } } } } } } }`;
const ALIASES_16_LOGOUT = `mutation { ${Array.from({ length: 16 }, (_, i) => `a${i}: logout`).join(' ')} }`;

describe('accountUpdated over graphql-ws', () => {
  it('delivers the user with stpEmailVerified true when the mailed link is used', async () => {
    const u = await registerUser(t);
    const it = iterateUpdates(t.wsClient({ authorization: `Bearer ${u.token}` }));

    const first = await untilFirstEvent(it.next(), ping(u));
    expect(first.done).toBe(false);
    expect(first.done ? undefined : first.value.data?.accountUpdated).toEqual(u.user);

    await verifyByMail(u);
    const seen = await pullUntil(it, (r) => r.data?.accountUpdated.stpEmailVerified === true);
    const last = seen.at(-1);
    expect(last?.errors).toBeUndefined();
    expect(last?.data?.accountUpdated).toEqual({ ...u.user, stpEmailVerified: true });
    await it.return?.();
  });

  it("does not deliver another user's changes", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const itB = iterateUpdates(t.wsClient({ authorization: `Bearer ${b.token}` }));
    const first = await untilFirstEvent(itB.next(), ping(b));

    await verifyByMail(a); // A's event is published first…
    await verifyByMail(b); // …then B's, which ends the wait below: any leak of A's would arrive before it.
    const seen = await pullUntil(itB, (r) => r.data?.accountUpdated.stpEmailVerified === true);

    const ids = [first.done ? undefined : first.value, ...seen].map((r) => r?.data?.accountUpdated.id);
    expect(ids.every((id) => id === b.user.id)).toBe(true);
    expect(ids).not.toContain(a.user.id);
    await itB.return?.();
  });

  it('refuses the subscription from a client without a token: the real client sees close code 4403', async () => {
    const it = iterateUpdates(t.wsClient({}));
    const outcome = await it.next().then(
      (r) => ({ resolved: r }),
      (err: unknown) => ({ rejected: err as { code?: number } }),
    );
    expect(outcome).toMatchObject({ rejected: { code: 4403 } });
  });
});

describe('accountUpdated over SSE', () => {
  it('delivers the same event to an SSE subscriber', async () => {
    const u = await registerUser(t);
    const sse = await sseSubscribe(t, ACCOUNT_UPDATED, u.token);
    try {
      expect(sse.status).toBe(200);
      expect(sse.contentType).toMatch(/^text\/event-stream/);
      await untilFirstEvent(sse.nth(1), ping(u));

      await verifyByMail(u);
      const event = await sse.waitFor(
        (e) => (e['data'] as Updated | undefined)?.accountUpdated.stpEmailVerified === true,
      );
      expect(event).toEqual({ data: { accountUpdated: { ...u.user, stpEmailVerified: true } } });
    } finally {
      sse.close();
    }
  });

  it('answers an SSE subscription without a token with an UNAUTHENTICATED error event', async () => {
    const sse = await sseSubscribe(t, ACCOUNT_UPDATED);
    try {
      const event = await sse.nth(1);
      expect(event['data']).toBeUndefined();
      const errors = event['errors'] as { extensions?: { code?: string } }[] | undefined;
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      sse.close();
    }
  });
});

describe('graphql-ws connection guards', () => {
  it('closes with 4403 when connection_init carries no token', async () => {
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    ws.send({ type: 'connection_init', payload: {} });
    expect(await ws.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(ws.messages).toEqual([]);
  });

  it.each([
    ['a malformed token', 'Bearer abc'],
    ['a token with a forged signature', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
  ])('closes with 4403 for %s', async (_label, authorization) => {
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    ws.send({ type: 'connection_init', payload: { authorization } });
    expect((await ws.closed).code).toBe(4403);
    expect(ws.messages).toEqual([]);
  });

  it('acknowledges a valid token (control for the refusals)', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    expect(ws.messages).toEqual([{ type: 'connection_ack' }]);
    ws.close();
  });

  it('closes with 4408 when no connection_init arrives within 3 s', async () => {
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    const started = Date.now();
    const closed = await ws.closed;
    expect(closed.code).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  });

  it('closes with 4406 when the client offers no subprotocol', async () => {
    const ws = rawWs(t.wsUrl, null);
    expect(await ws.closed).toEqual({ code: 4406, reason: 'Subprotocol not acceptable' });
  });

  it('does not complete the handshake for the legacy "graphql-ws" subprotocol (no subprotocol selected)', async () => {
    // graphql-ws's handleProtocols selects nothing, so the `ws` client aborts the handshake itself.
    const ws = rawWs(t.wsUrl, 'graphql-ws');
    await expect(ws.opened).rejects.toThrow(/no subprotocol/i);
    expect((await ws.closed).code).toBe(1006);
  });

  it('closes with 4429 on a second connection_init', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    ws.send({ type: 'connection_init', payload: { authorization: `Bearer ${u.token}` } });
    expect((await ws.closed).code).toBe(4429);
  });

  it('closes with 4401 on a subscribe before the ack', async () => {
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    ws.send({ id: '1', type: 'subscribe', payload: { query: '{ health }' } });
    expect((await ws.closed).code).toBe(4401);
    expect(ws.messages).toEqual([]);
  });

  it('closes with 4409 when a subscription id is reused while running', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    ws.send({ id: 'same', type: 'subscribe', payload: { query: ACCOUNT_UPDATED } });
    ws.send({ id: 'same', type: 'subscribe', payload: { query: ACCOUNT_UPDATED } });
    expect((await ws.closed).code).toBe(4409);
  });

  it('answers an operation it cannot pick (two, no name; or an unknown name) with an error message and its code, as over HTTP', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const two = 'query A { me { id } } query B { me { email } }';
    ws.send({ id: 'none', type: 'subscribe', payload: { query: two } });
    ws.send({ id: 'unknown', type: 'subscribe', payload: { query: two, operationName: 'C' } });
    for (const id of ['none', 'unknown']) {
      const answer = await ws.waitFor((m) => m['id'] === id, `the answer to ${id}`);
      expect(answer).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }] });
    }
    // The socket stays usable.
    ws.send({ id: 'b', type: 'subscribe', payload: { query: two, operationName: 'B' } });
    expect(await ws.waitFor((m) => m['id'] === 'b' && m['type'] === 'next', 'B')).toMatchObject({ payload: { data: { me: { email: u.email.toLowerCase() } } } });
    ws.close();
  });

  it('closes with 4400 on a message that is not graphql-ws JSON', async () => {
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    ws.socket.send('this is not json');
    expect((await ws.closed).code).toBe(4400);
  });

  it.each(['next', 'connection_ack', 'error'])(
    "closes with 4400 on the server's own message type %s sent by a client (not 4500, the server's fault)",
    async (type) => {
      const u = await registerUser(t);
      const ws = await ackedWs(t, u.token);
      ws.send(type === 'connection_ack' ? { type } : { id: 'x', type, payload: type === 'error' ? [{ message: 'x' }] : {} });
      const closed = await ws.closed;
      expect([closed.code, closed.reason]).toEqual([4400, `Unexpected message of type ${type} received`]);
    },
  );

  it('closes with 1009 on a message over the 256 KiB WebSocket limit', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    ws.send({ id: 'big', type: 'subscribe', payload: { query: `{ health } # ${'x'.repeat(300 * 1024)}` } });
    expect((await ws.closed).code).toBe(1009);
  });
});

describe('revocation closes open sockets', () => {
  it('closes the socket of a user who gets banned with 4403; another user stays connected', async () => {
    const victim = await registerUser(t);
    const bystander = await registerUser(t);
    const ws = await ackedWs(t, victim.token);
    const other = await ackedWs(t, bystander.token);
    ws.send({ id: 'sub', type: 'subscribe', payload: { query: ACCOUNT_UPDATED } });

    await t.app.services.account.setBanned(victim.user.id, true);
    expect((await ws.closed).code).toBe(4403);

    const res = await runOn(other, 'after', '{ health }');
    expect(res).toEqual({ id: 'after', type: 'next', payload: { data: { health: true } } });
    other.close();
  });

  it("closes the old session's socket with 4403 after a password change; the new token connects", async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const res = await t.gql<{ changePassword: { accessToken: string } }>(
      CHANGE_PASSWORD,
      { current: u.password, next: 'a changed passphrase 42' },
      u.token,
    );
    const fresh = res.data?.changePassword.accessToken;
    expect(fresh).toBeTruthy();
    expect((await ws.closed).code).toBe(4403);

    const again = await ackedWs(t, fresh ?? '');
    const me = await runOn(again, 'me', ME);
    expect((me['payload'] as { data?: { me?: { id: string } } }).data?.me?.id).toBe(u.user.id);
    again.close();
  });
});

describe('query limits over WebSocket', () => {
  it('refuses an operation deeper than 6 with an error message; the socket stays usable', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const res = await runOrClose(ws, 'deep', DEPTH_7_LOGOUT);
    expect(res).toMatchObject({ id: 'deep', type: 'error' });
    const payload = (res as { payload: { message: string }[] }).payload;
    expect(payload[0]?.message).toMatch(/depth limit of 6/i);

    // The refused logout did not run: the token still works.
    expect(codeOf(await t.gql(ME, {}, u.token))).toBeUndefined();
    expect(await runOn(ws, 'ok', '{ health }')).toEqual({
      id: 'ok',
      type: 'next',
      payload: { data: { health: true } },
    });
    ws.close();
  });

  it('refuses an operation with more than 15 aliases with an error message; the socket stays usable', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const res = await runOrClose(ws, 'aliases', ALIASES_16_LOGOUT);
    expect(res).toMatchObject({ id: 'aliases', type: 'error' });
    const payload = (res as { payload: { message: string }[] }).payload;
    expect(payload[0]?.message).toMatch(/aliases limit of 15/i);

    expect(codeOf(await t.gql(ME, {}, u.token))).toBeUndefined();
    expect(await runOn(ws, 'ok', '{ health }')).toEqual({
      id: 'ok',
      type: 'next',
      payload: { data: { health: true } },
    });
    ws.close();
  });

  it("errors over the socket carry a code and none of the HTTP layer's status hints (extensions.http)", async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const found: unknown[] = [];
    for (const [id, query, variables] of [
      ['invalid', '{ noSuchField }', undefined],
      ['variables', 'query Q($l: Int) { vitalAlerts(limit: $l) { id } }', { l: 'x' }],
      ['nul', 'query A($t: String!) { passwordResetLinkStatus(token: $t) }', { t: 'a\u0000b' }],
    ] as const) {
      ws.send({ id, type: 'subscribe', payload: { query, ...(variables ? { variables } : {}) } });
      const res = await ws.waitFor((m) => m['id'] === id && (m['type'] === 'next' || m['type'] === 'error'), id);
      const errors = (res['type'] === 'error' ? res['payload'] : (res['payload'] as { errors?: unknown }).errors) as {
        extensions?: Record<string, unknown>;
      }[];
      expect(errors.length, id).toBeGreaterThan(0);
      for (const e of errors) found.push({ id, code: typeof e.extensions?.['code'], http: e.extensions?.['http'] });
    }
    expect(found).toEqual(found.map((f) => ({ ...(f as object), code: 'string', http: undefined })));
    ws.close();
  });

  it('answers a query with a syntax error with an error message; the socket stays usable', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const res = await runOrClose(ws, 'syntax', '{ health ');
    expect(res).toMatchObject({ id: 'syntax', type: 'error' });
    const payload = (res as { payload: { message: string }[] }).payload;
    expect(payload[0]?.message).toMatch(/^Syntax Error: Expected Name, found <EOF>\./);
    expect(await runOn(ws, 'ok', '{ health }')).toEqual({
      id: 'ok',
      type: 'next',
      payload: { data: { health: true } },
    });
    ws.close();
  });

  it('answers an operation with an unknown field with an error message; the socket stays usable', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const res = await runOrClose(ws, 'bad', '{ nope }');
    expect(res).toMatchObject({
      id: 'bad',
      type: 'error',
      payload: [
        // Outside production the message may go on with "Did you mean …" (suggestions are blocked in production).
        { message: expect.stringMatching(/^Cannot query field "nope" on type "Query"\./) as string, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ],
    });
    expect(await runOn(ws, 'ok', '{ health }')).toEqual({
      id: 'ok',
      type: 'next',
      payload: { data: { health: true } },
    });
    ws.close();
  });

  it('accepts 15 aliases and depth 6 over WebSocket (control)', async () => {
    const u = await registerUser(t);
    const ws = await ackedWs(t, u.token);
    const aliases = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: health`).join(' ')} }`;
    const a = await runOn(ws, 'a15', aliases);
    expect(a['type']).toBe('next');
    expect(Object.keys((a['payload'] as { data: object }).data)).toHaveLength(15);
    const d = await runOn(
      ws,
      'd6',
      '{ ... on Query { ... on Query { ... on Query { ... on Query { ... on Query { health } } } } } }',
    );
    expect(d).toEqual({ id: 'd6', type: 'next', payload: { data: { health: true } } });
    ws.close();
  });
});
