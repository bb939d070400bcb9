// Access tokens as an attacker or a clock would present them: crafted with the app's own secret (or not),
// expired, wrongly signed, malformed, revoked; and what a ban does to sessions and sign-in.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Algorithm } from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { CHANGE_PASSWORD, LOGIN, ME, codeOf, registerUser, uniqueEmail } from '../support/account-helpers.js';
import type { AuthShape, RegisteredUser, UserShape } from '../support/account-helpers.js';

const SECRET = 'integration-test-secret-0123456789-abcdefghijklmnop';
const ISSUER = 'health-portal';
const AUDIENCE = 'health-portal-web';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { JWT_SECRET: SECRET } });
});
afterAll(() => t.close());

const me = (token?: string) => t.gql<{ me: UserShape }>(ME, {}, token);
const now = () => Math.floor(Date.now() / 1000);

/** A live session of the crafting user: the app refuses tokens whose `sid` names no session of theirs. */
let craftSid: string | undefined;

/** Claims like the app's own tokens; `over` replaces or (with undefined) removes any of them. */
function claims(userId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    sub: userId,
    sid: craftSid,
    jti: randomUUID(),
    iat: now() - 600,
    exp: now() + 3600,
    iss: ISSUER,
    aud: AUDIENCE,
  };
  const merged = { ...base, ...over };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
}

// jsonwebtoken keeps a given iat (and `noTimestamp` would delete it), so payloads are signed as written.
const craft = (payload: Record<string, unknown>, secret = SECRET, algorithm: Algorithm = 'HS256') =>
  jwt.sign(payload, secret, { algorithm });

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/**
 * A user whose "tokens valid after" lies two hours back, so crafted tokens issued "10 minutes ago" are
 * refused only for the reason under test, never for predating the account.
 */
async function userForCrafting(): Promise<RegisteredUser> {
  const u = await registerUser(t);
  await t.db.db
    .update(users)
    .set({ tokensValidAfter: new Date(Date.now() - 2 * 3600_000) })
    .where(eq(users.id, u.user.id));
  return u;
}

async function expectRefused(token: string, message?: RegExp) {
  const res = await me(token);
  expect(res.status).toBe(200);
  expect(res.data).toBeNull();
  expect(codeOf(res)).toBe('UNAUTHENTICATED');
  if (message) expect(res.errors?.[0]?.message).toMatch(message);
}

describe('crafted tokens', () => {
  let u: RegisteredUser;
  beforeAll(async () => {
    u = await userForCrafting();
    craftSid = (jwt.decode(u.token) as { sid: string }).sid;
  });

  it('refuses a token without a session (issued before sessions existed), saying to sign in again', async () => {
    await expectRefused(craft(claims(u.user.id, { sid: undefined })), /older version.*sign in again/i);
  });

  it('accepts a well-formed HS256 token signed with the app secret (control for the refusals below)', async () => {
    const res = await me(craft(claims(u.user.id)));
    expect(res.errors).toBeUndefined();
    expect(res.data?.me.id).toBe(u.user.id);
  });

  it('refuses a token whose exp is in the past', async () => {
    await expectRefused(craft(claims(u.user.id, { iat: now() - 3600, exp: now() - 60 })), /expired/i);
  });

  it('refuses a token without exp', async () => {
    await expectRefused(craft(claims(u.user.id, { exp: undefined })), /malformed/i);
  });

  it('refuses a token signed with another secret', async () => {
    await expectRefused(craft(claims(u.user.id), 'another-secret-that-is-long-enough-0123456789'), /invalid/i);
  });

  it('refuses an unsigned token (alg none)', async () => {
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(u.user.id))}.`);
  });

  it('refuses an HS512 token even with the right secret (algorithm pinned to HS256)', async () => {
    await expectRefused(craft(claims(u.user.id), SECRET, 'HS512'), /invalid/i);
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(craft(claims(u.user.id, { iss: 'someone-else' })), /invalid/i);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(craft(claims(u.user.id, { aud: 'another-app' })), /invalid/i);
  });

  it('refuses a token without sub, jti or iat', async () => {
    await expectRefused(craft(claims(u.user.id, { sub: undefined })), /malformed/i);
    await expectRefused(craft(claims(u.user.id, { jti: undefined })), /malformed/i);
    // jwt.sign adds iat unless told not to; build this one by hand.
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const body = b64(claims(u.user.id, { iat: undefined }));
    const sig = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
    await expectRefused(`${header}.${body}.${sig}`, /malformed/i);
  });

  it('refuses a valid signature over a user that does not exist', async () => {
    await expectRefused(craft(claims(randomUUID())), /no longer exists/i);
  });

  it.each([
    ['a single segment', 'abc'],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['garbage in three segments', 'x.y.z'],
  ])('refuses %s as malformed', async (_label, token) => {
    await expectRefused(token, /malformed|invalid/i);
  });

  it('refuses a valid token with a fourth segment appended', async () => {
    await expectRefused(`${craft(claims(u.user.id))}.extra`, /malformed/i);
  });

  it('treats a non-Bearer Authorization header as no token', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${craft(claims(u.user.id))}` },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('You need to sign in.');
  });
});

describe('revocation', () => {
  it('a password change revokes every older token of the user', async () => {
    const u = await registerUser(t);
    const second = (await t.gql<{ login: AuthShape }>(LOGIN, { email: u.email, password: u.password })).data?.login
      .accessToken;
    const res = await t.gql<{ changePassword: { accessToken: string } }>(
      CHANGE_PASSWORD,
      { current: u.password, next: 'a completely new passphrase' },
      u.token,
    );
    const fresh = res.data?.changePassword.accessToken;
    expect(fresh).toBeTruthy();

    await expectRefused(u.token, /session has ended/i);
    await expectRefused(second ?? 'missing', /session has ended/i);
    expect((await me(fresh)).data?.me.id).toBe(u.user.id);
  });
});

describe('banned user', () => {
  const login = (email: string, password: string) => t.gql<{ login: AuthShape }>(LOGIN, { email, password });

  it('an existing token of a banned user answers ACCOUNT_BANNED', async () => {
    const u = await registerUser(t);
    expect((await me(u.token)).errors).toBeUndefined();
    await t.app.services.account.setBanned(u.user.id, true);

    const res = await me(u.token);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('ACCOUNT_BANNED');
  });

  it('sign-in with the right password answers ACCOUNT_BANNED', async () => {
    const u = await registerUser(t);
    await t.app.services.account.setBanned(u.user.id, true);
    const res = await login(u.email, u.password);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('ACCOUNT_BANNED');
  });

  it('sign-in with a wrong password answers INVALID_CREDENTIALS, exactly as for anyone (does not reveal the ban)', async () => {
    const u = await registerUser(t);
    await t.app.services.account.setBanned(u.user.id, true);
    const banned = await login(u.email, 'not the password at all');
    const unknown = await login(uniqueEmail('nobody'), 'not the password at all');
    expect(codeOf(banned)).toBe('INVALID_CREDENTIALS');
    expect(banned).toEqual(unknown);
  });

  it('lifting the ban allows sign-in again, but tokens from before the ban stay revoked', async () => {
    const u = await registerUser(t);
    await t.app.services.account.setBanned(u.user.id, true);
    await t.app.services.account.setBanned(u.user.id, false);

    const res = await login(u.email, u.password);
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.user.ban).toEqual({ banned: false });
    await expectRefused(u.token);
    expect((await me(res.data?.login.accessToken)).data?.me.id).toBe(u.user.id);
  });
});
