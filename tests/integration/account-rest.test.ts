// The legacy REST facade (spec §7): same accounts, same rules, statuses mapped from the error codes, and one
// error shape `{ message, code }` for every failure, including the framework's own (bad JSON, size, type).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { LOGIN, ME, PASSWORD, USER_KEYS, registerUser, uniqueEmail } from '../support/account-helpers.js';
import type { AuthShape, UserShape } from '../support/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

/** What a refusal may add beside them: the field, the rule broken and its limits (server/src/lib/errors.ts). */
const REFUSAL_KEYS = ['field', 'reason', 'min', 'max', 'example', 'currency'];

/**
 * A REST error body: `message` and `code`, both strings, and at most the refusal's documented members (no
 * stack, no other details).
 */
function expectErrorBody(res: Reply, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = res.body as { message: string; code: string };
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['code', 'message']));
  expect(Object.keys(body).filter((k) => k !== 'code' && k !== 'message' && !REFUSAL_KEYS.includes(k))).toEqual([]);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

/** A raw request (content types and bodies the `t.rest` helper would not send). */
async function raw(path: string, init: RequestInit): Promise<Reply> {
  const res = await fetch(`${t.url}${path}`, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body, headers: res.headers };
}

const registerBody = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('rest'),
  password: PASSWORD,
  firstName: 'Rita',
  lastName: 'Rest',
  ...over,
});

describe('happy paths', () => {
  it('POST /api/account/register answers {accessToken, user} with the spec user shape, no-store', async () => {
    const body = registerBody();
    const res = await t.rest('POST', '/api/account/register', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const payload = res.body as AuthShape;
    expect(Object.keys(payload).sort()).toEqual(['accessToken', 'user']);
    expect(payload.accessToken.split('.')).toHaveLength(3);
    expect(Object.keys(payload.user).sort()).toEqual(USER_KEYS);
    expect(payload.user).toMatchObject({
      firstName: 'Rita',
      lastName: 'Rest',
      email: body.email.toLowerCase(),
      stpEmailVerified: false,
      personalInfo: { filled: false },
      ban: { banned: false },
      ai: { overall: null },
      admin: false,
    });
  });

  it('POST /api/account/login answers {accessToken, user}; the token works on GET /api/account/my-account', async () => {
    const u = await registerUser(t);
    const res = await t.rest('POST', '/api/account/login', { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const payload = res.body as AuthShape;
    expect(Object.keys(payload).sort()).toEqual(['accessToken', 'user']);
    expect(payload.user).toEqual(u.user);

    const mine = await t.rest('GET', '/api/account/my-account', undefined, payload.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body).toEqual(u.user);
  });

  it('a GraphQL and a REST login for the same user give equal user objects', async () => {
    const u = await registerUser(t);
    const viaGql = await t.gql<{ login: AuthShape }>(LOGIN, { email: u.email, password: u.password });
    const viaRest = await t.rest('POST', '/api/account/login', { email: u.email, password: u.password });
    expect(viaGql.data?.login.user).toBeDefined();
    expect((viaRest.body as AuthShape).user).toEqual(viaGql.data?.login.user);
  });
});

describe('service errors mapped to statuses', () => {
  it('GET /api/account/my-account without a token → 401 UNAUTHENTICATED', async () => {
    const res = await t.rest('GET', '/api/account/my-account');
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/account/my-account with a malformed token → 401 UNAUTHENTICATED', async () => {
    expectErrorBody(await t.rest('GET', '/api/account/my-account', undefined, 'abc'), 401, 'UNAUTHENTICATED');
  });

  // RFC 9110 §15.5.2: a 401 names the scheme to authenticate with, on the routes answered through GraphQL too.
  it.each([
    ['GET', '/api/account/my-account'],
    ['GET', '/api/ai/chat/list'],
    ['GET', '/api/ai/userState'],
    ['POST', '/api/ai/chat/send'],
    ['GET', '/api/admin/users'],
  ])('%s %s without a usable token → 401 with WWW-Authenticate: Bearer', async (method, path) => {
    for (const token of [undefined, 'abc']) {
      const res = await t.rest(method, path, method === 'POST' ? { msg: 'hello' } : undefined, token);
      expectErrorBody(res, 401, 'UNAUTHENTICATED');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it.each([
    ['an invalid e-mail address', { email: 'nope' }],
    ['a short password', { password: 'short' }],
    ['a too-common password', { password: 'password123' }],
    ['an empty first name', { firstName: '' }],
    ['a whitespace last name', { lastName: '   ' }],
    ['a missing field', { lastName: undefined }],
    ['a non-string field', { email: 42 }],
  ])('register with %s → 400 BAD_USER_INPUT', async (_label, over) => {
    const res = await t.rest('POST', '/api/account/register', registerBody(over));
    expectErrorBody(res, 400, 'BAD_USER_INPUT');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('register with an empty JSON object → 400 BAD_USER_INPUT', async () => {
    expectErrorBody(await t.rest('POST', '/api/account/register', {}), 400, 'BAD_USER_INPUT');
  });

  it('register with a taken address (other letter case) → 409 EMAIL_TAKEN', async () => {
    const u = await registerUser(t);
    const res = await t.rest('POST', '/api/account/register', registerBody({ email: u.email.toUpperCase() }));
    expectErrorBody(res, 409, 'EMAIL_TAKEN');
  });

  it('login with a wrong password or an unknown address → 401 INVALID_CREDENTIALS, same body', async () => {
    const u = await registerUser(t);
    const wrong = await t.rest('POST', '/api/account/login', { email: u.email, password: 'wrong password here' });
    const unknown = await t.rest('POST', '/api/account/login', { email: uniqueEmail('no'), password: PASSWORD });
    expectErrorBody(wrong, 401, 'INVALID_CREDENTIALS');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(401);
  });

  it('login of a banned user with the right password → 403 ACCOUNT_BANNED', async () => {
    const u = await registerUser(t);
    await t.app.services.account.setBanned(u.user.id, true, 'Spam');
    const res = await t.rest('POST', '/api/account/login', { email: u.email, password: u.password });
    // A ban also says why and until when (issue 10): { message, code, reason, bannedUntil }.
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) as string, code: 'ACCOUNT_BANNED', reason: 'Spam', bannedUntil: null });
  });

  it('my-account with a token from before the ban → 403 ACCOUNT_BANNED', async () => {
    const u = await registerUser(t);
    const until = new Date(Date.now() + 86_400_000);
    await t.app.services.account.setBanned(u.user.id, true, 'Spam', until);
    const res = await t.rest('GET', '/api/account/my-account', undefined, u.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) as string, code: 'ACCOUNT_BANNED', reason: 'Spam', bannedUntil: until.toISOString() });
  });
});

describe('framework-level errors keep the same shape', () => {
  it('malformed JSON → 400 BAD_REQUEST', async () => {
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.cd", ',
    });
    expectErrorBody(res, 400, 'BAD_REQUEST');
  });

  it('an empty body declared as JSON → 400 BAD_REQUEST', async () => {
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expectErrorBody(res, 400, 'BAD_REQUEST');
  });

  it('a form-encoded body → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.cd&password=x',
    });
    expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a text/plain body → 415 UNSUPPORTED_MEDIA_TYPE (the API speaks JSON only)', async () => {
    const u = await registerUser(t);
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over 1 MiB → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1024 * 1024) }),
    });
    expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a body just under 1 MiB is parsed (and then judged by the service)', async () => {
    const res = await raw('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1024 * 1024 - 100) }),
    });
    // Parsed, so the service answers (a 1 MiB password is simply wrong), not the body limit.
    expect(res.status).not.toBe(413);
    expect((res.body as { code: string }).code).not.toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/account/nope'],
  ])('%s %s → 404 NOT_FOUND', async (method, path) => {
    expectErrorBody(await raw(path, { method }), 404, 'NOT_FOUND');
  });

  // A path that exists under another method: 405 with Allow (http-edges.test.ts covers every spec path).
  it.each([
    ['DELETE', '/api/account/login'],
    ['GET', '/api/account/login'],
  ])('%s %s → 405 METHOD_NOT_ALLOWED', async (method, path) => {
    expectErrorBody(await raw(path, { method }), 405, 'METHOD_NOT_ALLOWED');
  });

  it("never includes a stack or keys beyond a refusal's documented ones, whatever the error", async () => {
    const replies: Reply[] = [
      await t.rest('GET', '/api/account/my-account'),
      await t.rest('POST', '/api/account/register', {}),
      await t.rest('POST', '/api/account/login', { email: 'x@y.zz', password: 'nope nope nope' }),
      await raw('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await raw('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }),
      await raw('/api/unknown', { method: 'GET' }),
    ];
    for (const res of replies) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body).toBe('object');
      const body = res.body as Record<string, unknown>;
      expect(Object.keys(body).filter((k) => !REFUSAL_KEYS.includes(k)).sort()).toEqual(['code', 'message']);
      expect(typeof body['message']).toBe('string');
      expect(typeof body['code']).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/stack|\bat .*\(/);
    }
  });
});

describe('user objects agree across doors', () => {
  it('GET /api/account/my-account equals GraphQL me for the same token', async () => {
    const u = await registerUser(t);
    const rest = await t.rest('GET', '/api/account/my-account', undefined, u.token);
    const gql = await t.gql<{ me: UserShape }>(ME, {}, u.token);
    expect(gql.data?.me).toEqual(u.user);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(gql.data?.me);
  });
});
