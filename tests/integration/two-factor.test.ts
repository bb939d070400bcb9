// Two-factor sign-in (TOTP, RFC 6238): enrolment, the second sign-in step over GraphQL and REST, wrong,
// expired and replayed codes, single-use recovery codes, the per-account limit on wrong codes, disabling.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor } from '../../db/schema/index.js';
import { LOGIN, ME, USER_KEYS, codeOf, fieldOf, registerUser } from '../support/account-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { GqlResult, TestApp } from '../support/test-app.js';
import {
  COMPLETE_2FA,
  CONFIRM_2FA,
  DISABLE_2FA,
  START_2FA,
  MY_SESSIONS,
  TWO_FACTOR_STATUS,
  signIn,
  totpAt,
} from '../support/security-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Challenge = GqlResult & {
  errors?: { message: string; extensions?: { code?: string; challengeToken?: string } }[];
};

interface Enrolled extends RegisteredUser {
  secret: string;
  recoveryCodes: string[];
}

/** Registers and enrols with the current step's code (sign-in codes in the tests then use later steps). */
async function enrolled(): Promise<Enrolled> {
  const u = await registerUser(t);
  const start = await t.gql<{ startTwoFactorEnrollment: { secret: string } }>(START_2FA, {}, u.token);
  const secret = start.data?.startTwoFactorEnrollment.secret ?? '';
  const done = await t.gql<{ confirmTwoFactorEnrollment: { recoveryCodes: string[] } }>(
    CONFIRM_2FA,
    { code: await totpAt(secret, 0) },
    u.token,
  );
  if (!done.data) throw new Error(`enrolment failed: ${JSON.stringify(done)}`);
  return { ...u, secret, recoveryCodes: done.data.confirmTwoFactorEnrollment.recoveryCodes };
}

async function challenge(u: RegisteredUser): Promise<string> {
  const res = (await t.gql(LOGIN, { email: u.email, password: u.password })) as Challenge;
  expect(res.data ?? null).toBeNull();
  expect(codeOf(res)).toBe('TWO_FACTOR_REQUIRED');
  const token = res.errors?.[0]?.extensions?.challengeToken;
  expect(typeof token).toBe('string');
  return token ?? '';
}

const complete = (challengeToken: string, code: string) =>
  t.gql<{ completeTwoFactorLogin: { accessToken: string; user: { id: string } } }>(COMPLETE_2FA, {
    challengeToken,
    code,
  });

describe('enrolment', () => {
  it('starts with a secret, an otpauth URI and a QR image; a wrong first code is refused; the right one turns it on', async () => {
    const u = await registerUser(t);
    const start = await t.gql<{
      startTwoFactorEnrollment: { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    }>(START_2FA, {}, u.token);
    const e = start.data?.startTwoFactorEnrollment;
    expect(e?.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(e?.otpauthUri).toMatch(/^otpauth:\/\/totp\/Health%20Portal:/);
    expect(e?.otpauthUri).toContain(`secret=${e?.secret}`);
    expect(e?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    // Stored encrypted, and still pending.
    const [row] = await t.db.db.select().from(twoFactor).where(eq(twoFactor.userId, u.user.id));
    expect(row?.secretCipher).not.toContain(e?.secret ?? '?');
    expect(row?.enabledAt).toBeNull();
    expect((await t.gql(TWO_FACTOR_STATUS, {}, u.token)).data).toEqual({
      twoFactorStatus: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });

    const wrong = await t.gql(CONFIRM_2FA, { code: '000000' }, u.token);
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(fieldOf(wrong)).toBe('code');
    const malformed = await t.gql(CONFIRM_2FA, { code: 'abc' }, u.token);
    expect(fieldOf(malformed)).toBe('code');

    const ok = await t.gql<{
      confirmTwoFactorEnrollment: { recoveryCodes: string[]; status: { enabled: boolean; recoveryCodesLeft: number } };
    }>(CONFIRM_2FA, { code: await totpAt(e?.secret ?? '') }, u.token);
    expect(ok.errors).toBeUndefined();
    const codes = ok.data?.confirmTwoFactorEnrollment.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(ok.data?.confirmTwoFactorEnrollment.status).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Enrolling again while on is refused (the secret is never shown twice).
    expect(codeOf(await t.gql(START_2FA, {}, u.token))).toBe('BAD_REQUEST');
  });

  it('turning it on signs out the sessions opened with the password alone, and keeps the one that turned it on', async () => {
    const u = await registerUser(t);
    const laptop = await signIn(t, u.email, u.password);
    const phone = await signIn(t, u.email, u.password);
    const start = await t.gql<{ startTwoFactorEnrollment: { secret: string } }>(START_2FA, {}, u.token);
    const done = await t.gql<{ confirmTwoFactorEnrollment: { signedOutSessions: number } }>(
      'mutation C($code: String!) { confirmTwoFactorEnrollment(code: $code) { signedOutSessions } }',
      { code: await totpAt(start.data?.startTwoFactorEnrollment.secret ?? '') },
      u.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.confirmTwoFactorEnrollment.signedOutSessions).toBe(2);
    for (const other of [laptop, phone]) expect(codeOf(await t.gql(ME, {}, other))).toBe('UNAUTHENTICATED');
    const left = await t.gql<{ mySessions: { current: boolean }[] }>(MY_SESSIONS, {}, u.token);
    expect(left.data?.mySessions.map((s) => s.current)).toEqual([true]);
  });
});

describe('second sign-in step (GraphQL)', () => {
  it('login answers TWO_FACTOR_REQUIRED; the challenge is no access token; a current code completes it', async () => {
    const u = await enrolled();
    const token = await challenge(u);
    expect(codeOf(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    const res = await complete(token, await totpAt(u.secret, 1));
    expect(res.errors).toBeUndefined();
    const access = res.data?.completeTwoFactorLogin.accessToken ?? '';
    expect((await t.gql<{ me: { id: string } }>(ME, {}, access)).data?.me.id).toBe(u.user.id);
  });

  it('refuses a wrong code, a code from an hour ago, and a code used already (replay)', async () => {
    const u = await enrolled();
    const token = await challenge(u);
    const wrong = await complete(token, (Number(await totpAt(u.secret, 1)) ^ 1).toString().padStart(6, '0'));
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const expired = await complete(token, await totpAt(u.secret, -120));
    expect(codeOf(expired)).toBe('BAD_USER_INPUT');
    expect(expired.errors?.[0]?.message).toMatch(/not correct or has been used/i);
    const code = await totpAt(u.secret, 1);
    expect((await complete(token, code)).errors).toBeUndefined();
    const replay = await complete(await challenge(u), code);
    expect(codeOf(replay)).toBe('BAD_USER_INPUT');
    expect(replay.data ?? null).toBeNull();
  });

  it('a recovery code works once (any case, with or without dashes)', async () => {
    const u = await enrolled();
    const code = u.recoveryCodes[3] ?? '';
    const first = await complete(await challenge(u), ` ${code.toUpperCase()} `);
    expect(first.errors).toBeUndefined();
    const again = await complete(await challenge(u), code.replace(/-/g, ''));
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    const status = await t.gql<{ twoFactorStatus: { recoveryCodesLeft: number } }>(
      TWO_FACTOR_STATUS,
      {},
      first.data?.completeTwoFactorLogin.accessToken,
    );
    expect(status.data?.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it('after 5 wrong codes the account answers RATE_LIMITED, even to the right code', async () => {
    const u = await enrolled();
    const token = await challenge(u);
    for (let i = 0; i < 5; i++) expect(codeOf(await complete(token, '000000'))).toBe('BAD_USER_INPUT');
    const limited = await complete(await challenge(u), await totpAt(u.secret, 1));
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toMatch(/too many attempts/i);
  });

  it('a challenge opens one session: used again with another right code, it has expired', async () => {
    const u = await enrolled();
    const token = await challenge(u);
    const first = await complete(token, u.recoveryCodes[0] ?? '');
    expect(first.errors).toBeUndefined();
    // A current code and another unused recovery code: right codes, but the challenge is spent.
    for (const code of [await totpAt(u.secret, 1), u.recoveryCodes[1] ?? '']) {
      const again = await complete(token, code);
      expect(codeOf(again)).toBe('INVALID_TOKEN');
      expect(fieldOf(again)).toBe('challengeToken');
      expect(again.data ?? null).toBeNull();
    }
    // Neither code was used up by the refused attempts: each still opens a session with a new challenge.
    expect((await complete(await challenge(u), await totpAt(u.secret, 1))).errors).toBeUndefined();
    expect((await complete(await challenge(u), u.recoveryCodes[1] ?? '')).errors).toBeUndefined();
  });

  it('refuses a forged or altered challenge token', async () => {
    const u = await enrolled();
    const token = await challenge(u);
    const res = await complete(`${token.slice(0, -2)}xx`, await totpAt(u.secret, 1));
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect(fieldOf(res)).toBe('challengeToken');
    expect(codeOf(await complete(u.token, await totpAt(u.secret, 1)))).toBe('INVALID_TOKEN');
  });
});

describe('disabling', () => {
  it('needs the password and a code; then login answers a token directly', async () => {
    const u = await enrolled();
    const badPassword = await t.gql(
      DISABLE_2FA,
      { password: 'not the password', code: await totpAt(u.secret, 1) },
      u.token,
    );
    expect(codeOf(badPassword)).toBe('BAD_USER_INPUT');
    expect(fieldOf(badPassword)).toBe('password');
    const badCode = await t.gql(DISABLE_2FA, { password: u.password, code: '000000' }, u.token);
    expect(fieldOf(badCode)).toBe('code');
    const ok = await t.gql(DISABLE_2FA, { password: u.password, code: await totpAt(u.secret, 1) }, u.token);
    expect(ok.data).toEqual({ disableTwoFactor: { enabled: false } });
    const login = await t.gql<{ login: { accessToken: string } }>(LOGIN, { email: u.email, password: u.password });
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.accessToken).toBeTruthy();
  });
});

describe('REST: /api/account/login and its second step', () => {
  it('answers 401 TWO_FACTOR_REQUIRED with a challengeToken, then /login/two-factor answers { accessToken, user }', async () => {
    const u = await enrolled();
    const first = await t.rest('POST', '/api/account/login', { email: u.email, password: u.password });
    expect(first.status).toBe(401);
    const body = first.body as { message: string; code: string; challengeToken: string };
    expect(Object.keys(body).sort()).toEqual(['challengeToken', 'code', 'message']);
    expect(body.code).toBe('TWO_FACTOR_REQUIRED');
    expect(body.message).toMatch(/code/i);

    const wrong = await t.rest('POST', '/api/account/login/two-factor', {
      challengeToken: body.challengeToken,
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    const missing = await t.rest('POST', '/api/account/login/two-factor', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'INVALID_TOKEN' });

    const ok = await t.rest('POST', '/api/account/login/two-factor', {
      challengeToken: body.challengeToken,
      code: await totpAt(u.secret, 1),
    });
    expect(ok.status).toBe(200);
    const session = ok.body as { accessToken: string; user: Record<string, unknown> };
    expect(Object.keys(session).sort()).toEqual(['accessToken', 'user']);
    expect(Object.keys(session.user).sort()).toEqual(USER_KEYS);
    const mine = await t.rest('GET', '/api/account/my-account', undefined, session.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: u.user.id });
  });
});
