// Account flows over GraphQL: register, login, me, logout, change password, verification and password reset,
// each with its unhappy paths. One app per file; every test uses its own addresses.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { tokenFromMail } from '../support/smtp-peer.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import {
  CHANGE_PASSWORD,
  LOGIN,
  LOGOUT,
  ME,
  PASSWORD,
  REGISTER,
  REQUEST_RESET,
  RESEND,
  RESET_PASSWORD,
  USER_KEYS,
  VERIFY_EMAIL,
  codeOf,
  fieldOf,
  mailsTo,
  registerUser,
  sleep,
  uniqueEmail,
  waitForNthMail,
} from '../support/account-helpers.js';
import type { AuthShape, UserShape } from '../support/account-helpers.js';

const VERIFY_SUBJECT = /confirm your e-mail/i;
const RESET_SUBJECT = /reset your password/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token?: string) => t.gql<{ me: UserShape }>(ME, {}, token);
const login = (email: string, password: string) => t.gql<{ login: AuthShape }>(LOGIN, { email, password });
const register = (vars: Partial<{ email: string; password: string; firstName: string; lastName: string }>) =>
  t.gql<{ register: AuthShape }>(REGISTER, {
    email: uniqueEmail('reg'),
    password: PASSWORD,
    firstName: 'Ann',
    lastName: 'Lee',
    ...vars,
  });
const storedUser = async (email: string) => {
  const [row] = await t.db.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

describe('register', () => {
  it('returns an access token and the user with exactly the spec fields, unverified', async () => {
    const email = uniqueEmail('Shape');
    const res = await register({ email, firstName: 'Ann', lastName: 'Lee' });

    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const payload = res.data?.register;
    expect(payload?.accessToken.split('.')).toHaveLength(3);
    expect(Object.keys(payload?.user ?? {}).sort()).toEqual(USER_KEYS);
    expect(payload?.user.id).toMatch(UUID);
    expect(payload?.user).toEqual({
      id: payload?.user.id,
      firstName: 'Ann',
      lastName: 'Lee',
      email: email.toLowerCase(),
      stpEmailVerified: false,
      personalInfo: { filled: false },
      ban: { banned: false },
      ai: { overall: null },
      admin: false,
    });
  });

  it('exposes no User field beyond the spec list in the schema', async () => {
    const res = await t.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "User") { fields { name } } }');
    expect(res.data?.__type.fields.map((f) => f.name).sort()).toEqual(USER_KEYS);
  });

  it('stores the e-mail address lower-cased and trimmed', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await register({ email: `  ${email}  ` });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register.user.email).toBe(email.toLowerCase());
    const row = await storedUser(email);
    expect(row?.email).toBe(email.toLowerCase());
    expect(row?.id).toBe(res.data?.register.user.id);
  });

  it('refuses a second account for the same address in any letter case with EMAIL_TAKEN', async () => {
    const email = uniqueEmail('Taken');
    expect((await register({ email })).errors).toBeUndefined();

    for (const variant of [email.toLowerCase(), email.toUpperCase()]) {
      const dup = await register({ email: variant, firstName: 'Other' });
      expect(dup.status).toBe(200);
      expect(dup.data).toBeNull();
      expect(codeOf(dup)).toBe('EMAIL_TAKEN');
      expect(fieldOf(dup)).toBe('email');
    }
    const rows = await t.db.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Ann');
  });

  it.each([
    ['an invalid e-mail address', { email: 'not-an-email' }, 'email', /valid e-mail/i],
    ['an e-mail address without a domain', { email: 'ann@' }, 'email', /valid e-mail/i],
    ['a 7-character password', { password: 'x7#kq2L' }, 'password', /at least 8/i],
    ['the common password "password123"', { password: 'password123' }, 'password', /too common/i],
    ['the common password "qwertyuiop"', { password: 'qwertyuiop' }, 'password', /too common/i],
    ['a common password in other letter case', { password: 'QwertyUIOP' }, 'password', /too common/i],
    ['a 257-character password', { password: 'p'.repeat(257) }, 'password', /at most 256/i],
    ['a password of eight spaces', { password: '        ' }, 'password', /one character repeated/i],
    ['a password of one letter repeated', { password: 'zzzzzzzzzzzz' }, 'password', /one character repeated/i],
    ['a password made of the e-mail address', { email: 'margaret.hale@example.test', password: 'Margaret.Hale@example.test' }, 'password', /e-mail address or your name/i],
    ['a password holding the full name', { firstName: 'Ann', lastName: 'Leeds', password: 'annleeds-2026!' }, 'password', /e-mail address or your name/i],
    ['an empty first name', { firstName: '' }, 'firstName', /first name is required/i],
    ['a whitespace-only first name', { firstName: '   ' }, 'firstName', /first name is required/i],
    ['an empty last name', { lastName: '' }, 'lastName', /last name is required/i],
    ['a whitespace-only last name', { lastName: ' \t ' }, 'lastName', /last name is required/i],
  ])('refuses %s with BAD_USER_INPUT naming the field, and creates nothing', async (_label, vars, field, message) => {
    const email = 'email' in vars ? vars.email : uniqueEmail('bad');
    const res = await register({ ...vars, email });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect(res.errors?.[0]?.message).toMatch(message);
    if (field !== 'email') expect(await storedUser(email)).toBeUndefined();
  });

  it('accepts an 8-character password (the minimum)', async () => {
    const email = uniqueEmail('min8');
    const res = await register({ email, password: 'x7#kq2Lm' });
    expect(res.errors).toBeUndefined();
    expect((await login(email, 'x7#kq2Lm')).data?.login.user.email).toBe(email.toLowerCase());
  });

  it.each([64, 200])('accepts a %i-character password and needs all of it to sign in', async (length) => {
    const email = uniqueEmail(`long${length}`);
    const password = Array.from({ length }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7) % 36]).join('');
    expect(password).toHaveLength(length);
    const res = await register({ email, password });
    expect(res.errors).toBeUndefined();

    const ok = await login(email, password);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.login.user.id).toBe(res.data?.register.user.id);
    // No silent truncation: the password minus its last character is wrong.
    expect(codeOf(await login(email, password.slice(0, -1)))).toBe('INVALID_CREDENTIALS');
  });
});

describe('login and me', () => {
  it('signs in with the right password (any letter case of the address) and the token works on me', async () => {
    const u = await registerUser(t);
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.user).toEqual(u.user);
    const token = res.data?.login.accessToken;
    expect(token).toBeTruthy();
    expect(token).not.toBe(u.token);

    const who = await me(token);
    expect(who.errors).toBeUndefined();
    expect(who.data?.me).toEqual(u.user);
  });

  it('answers INVALID_CREDENTIALS with the same message for a wrong password and an unknown address', async () => {
    const u = await registerUser(t);
    const wrong = await login(u.email, 'not the password at all');
    const unknown = await login(uniqueEmail('nobody'), u.password);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200);
      expect(res.data).toBeNull();
      expect(codeOf(res)).toBe('INVALID_CREDENTIALS');
      expect(fieldOf(res)).toBeUndefined();
    }
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.errors?.[0]?.message).not.toMatch(/exist|unknown|registered/i);
  });

  it('refuses an empty password and a malformed address with BAD_USER_INPUT', async () => {
    const u = await registerUser(t);
    const empty = await login(u.email, '');
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(fieldOf(empty)).toBe('password');
    const badEmail = await login('no-at-sign', u.password);
    expect(codeOf(badEmail)).toBe('BAD_USER_INPUT');
    expect(fieldOf(badEmail)).toBe('email');
  });

  it('answers me with the signed-in user', async () => {
    const u = await registerUser(t);
    const res = await me(u.token);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toEqual(u.user);
  });

  it('answers me without a token with UNAUTHENTICATED and no data', async () => {
    const res = await me();
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toBe('You need to sign in.');
  });
});

describe('logout', () => {
  it('revokes only the token used: it then gets UNAUTHENTICATED, another token of the user still works', async () => {
    const u = await registerUser(t);
    const other = (await login(u.email, u.password)).data?.login.accessToken;
    expect(other).toBeTruthy();

    const out = await t.gql<{ logout: boolean }>(LOGOUT, {}, u.token);
    expect(out.errors).toBeUndefined();
    expect(out.data?.logout).toBe(true);

    const after = await me(u.token);
    expect(after.data).toBeNull();
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toMatch(/signed out/i);

    const still = await me(other);
    expect(still.errors).toBeUndefined();
    expect(still.data?.me.id).toBe(u.user.id);
  });

  it('needs a token', async () => {
    const res = await t.gql(LOGOUT);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  const change = (token: string | undefined, current: string, next: string) =>
    t.gql<{ changePassword: { accessToken: string; user: { id: string } } }>(CHANGE_PASSWORD, { current, next }, token);

  it('refuses a wrong current password with BAD_USER_INPUT on currentPassword and changes nothing', async () => {
    const u = await registerUser(t);
    const res = await change(u.token, 'not my password', 'a brand new passphrase');
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe('currentPassword');
    expect((await me(u.token)).data?.me.id).toBe(u.user.id);
    expect((await login(u.email, u.password)).errors).toBeUndefined();
    expect(codeOf(await login(u.email, 'a brand new passphrase'))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a too-common new password with BAD_USER_INPUT on newPassword and keeps the session', async () => {
    const u = await registerUser(t);
    const res = await change(u.token, u.password, 'password123');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe('newPassword');
    expect((await me(u.token)).errors).toBeUndefined();
  });

  it('names the rule of a common password or one made of the account\'s own words (the client words each)', async () => {
    const u = await registerUser(t, { firstName: 'Robin', lastName: 'Castel' });
    const common = await change(u.token, u.password, 'password123');
    expect(common.errors?.[0]?.extensions).toMatchObject({ field: 'newPassword', reason: 'COMMON_PASSWORD' });
    const local = u.email.split('@')[0] ?? '';
    for (const next of [u.email, u.email.toUpperCase(), `${local}!2026`, 'robin-castel-42', 'RobinCastel']) {
      const res = await change(u.token, u.password, next);
      expect(res.data, next).toBeNull();
      expect(res.errors?.[0]?.extensions, next).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword', reason: 'PASSWORD_LIKE_ACCOUNT' });
    }
    // Words of someone else's account, or a first name alone, are no reason to refuse.
    expect((await change(u.token, u.password, 'robin sails at dawn')).errors).toBeUndefined();
  });

  it('refuses the current password as the new one (UNCHANGED) and keeps every session', async () => {
    const u = await registerUser(t);
    const res = await change(u.token, u.password, u.password);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword', reason: 'UNCHANGED' });
    // Accepting it would have revoked this token (tokensValidAfter) for nothing.
    expect((await me(u.token)).data?.me.id).toBe(u.user.id);
  });

  it('returns a new token; the old token is then UNAUTHENTICATED; only the new password signs in', async () => {
    const u = await registerUser(t);
    const next = 'a brand new passphrase';
    const res = await change(u.token, u.password, next);
    expect(res.errors).toBeUndefined();
    const fresh = res.data?.changePassword.accessToken;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(u.token);
    expect(res.data?.changePassword.user.id).toBe(u.user.id);

    const old = await me(u.token);
    expect(old.data).toBeNull();
    expect(codeOf(old)).toBe('UNAUTHENTICATED');
    expect((await me(fresh)).data?.me.id).toBe(u.user.id);

    expect((await login(u.email, next)).data?.login.user.id).toBe(u.user.id);
    expect(codeOf(await login(u.email, u.password))).toBe('INVALID_CREDENTIALS');
  });

  it('needs a token', async () => {
    const res = await change(undefined, PASSWORD, 'a brand new passphrase');
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('e-mail verification', () => {
  const verify = (token: string) => t.gql<{ verifyEmail: UserShape }>(VERIFY_EMAIL, { token });

  it('resendVerification needs a token', async () => {
    const res = await t.gql(RESEND);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });

  it('resendVerification mails a new link; the old link is then TOKEN_USED and the new one verifies', async () => {
    const u = await registerUser(t);
    const first = tokenFromMail(await waitForNthMail(t.smtp, u.email, VERIFY_SUBJECT, 1));

    const res = await t.gql<{ resendVerification: boolean }>(RESEND, {}, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.resendVerification).toBe(true);
    const second = tokenFromMail(await waitForNthMail(t.smtp, u.email, VERIFY_SUBJECT, 2));
    expect(second).not.toBe(first);

    // The repository marks older links used when it issues a new one, so the service answers TOKEN_USED.
    const old = await verify(first);
    expect(old.data).toBeNull();
    expect(codeOf(old)).toBe('TOKEN_USED');
    expect(fieldOf(old)).toBe('token');
    expect((await me(u.token)).data?.me.stpEmailVerified).toBe(false);

    const ok = await verify(second);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.verifyEmail).toEqual({ ...u.user, stpEmailVerified: true });
    expect((await me(u.token)).data?.me.stpEmailVerified).toBe(true);
  });

  it('resendVerification on a verified account answers true and sends nothing', async () => {
    const u = await registerUser(t);
    const link = tokenFromMail(await waitForNthMail(t.smtp, u.email, VERIFY_SUBJECT, 1));
    expect((await verify(link)).errors).toBeUndefined();

    const res = await t.gql<{ resendVerification: boolean }>(RESEND, {}, u.token);
    expect(res.data?.resendVerification).toBe(true);
    await sleep(300);
    expect(mailsTo(t.smtp, u.email, VERIFY_SUBJECT)).toHaveLength(1);
  });

  it('answers an unknown token with INVALID_TOKEN', async () => {
    const res = await verify('this-token-was-never-issued');
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect(fieldOf(res)).toBe('token');
  });

  it('answers an expired token with TOKEN_EXPIRED and leaves the account unverified', async () => {
    const u = await registerUser(t);
    const link = tokenFromMail(await waitForNthMail(t.smtp, u.email, VERIFY_SUBJECT, 1));
    const updated = await t.db.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, u.user.id), eq(emailTokens.purpose, 'verify_email')))
      .returning({ id: emailTokens.id });
    expect(updated).toHaveLength(1);

    const res = await verify(link);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('TOKEN_EXPIRED');
    expect(fieldOf(res)).toBe('token');
    expect((await me(u.token)).data?.me.stpEmailVerified).toBe(false);
  });

  it('does not accept a password-reset token as a verification token', async () => {
    const u = await registerUser(t);
    await t.gql(REQUEST_RESET, { email: u.email });
    const resetToken = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1));
    const res = await verify(resetToken);
    expect(codeOf(res)).toBe('INVALID_TOKEN');
    expect((await me(u.token)).data?.me.stpEmailVerified).toBe(false);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => t.gql<{ requestPasswordReset: boolean }>(REQUEST_RESET, { email });
  const reset = (token: string, password: string) =>
    t.gql<{ resetPassword: boolean }>(RESET_PASSWORD, { token, password });

  it('answers true for an existing and an unknown address alike; only the existing one gets a mail', async () => {
    const u = await registerUser(t);
    const stranger = uniqueEmail('stranger');

    const unknown = await requestReset(stranger);
    const known = await requestReset(u.email.toUpperCase());
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, data: { requestPasswordReset: true } });

    const mail = await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1);
    expect(mail.text).toMatch(/\/auth\/reset-password\?token=/);
    await sleep(300);
    expect(mailsTo(t.smtp, stranger)).toHaveLength(0);
  });

  it('refuses a malformed address with BAD_USER_INPUT', async () => {
    const res = await requestReset('not an address');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe('email');
  });

  it('keeps the token usable after a refused (too short) password, then sets the password once', async () => {
    const u = await registerUser(t);
    const other = (await login(u.email, u.password)).data?.login.accessToken;
    await requestReset(u.email);
    const token = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1));

    const short = await reset(token, 'short');
    expect(short.data).toBeNull();
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(fieldOf(short)).toBe('password');
    expect((await me(u.token)).errors).toBeUndefined();

    const next = 'a reset passphrase here';
    const ok = await reset(token, next);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.resetPassword).toBe(true);

    for (const old of [u.token, other]) {
      const res = await me(old);
      expect(res.data).toBeNull();
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
    }
    expect((await login(u.email, next)).data?.login.user.id).toBe(u.user.id);
    expect(codeOf(await login(u.email, u.password))).toBe('INVALID_CREDENTIALS');

    const again = await reset(token, 'yet another passphrase');
    expect(again.data).toBeNull();
    expect(codeOf(again)).toBe('TOKEN_USED');
    expect((await login(u.email, next)).errors).toBeUndefined();
  });

  it('marks an unverified account verified', async () => {
    const u = await registerUser(t);
    expect(u.user.stpEmailVerified).toBe(false);
    await requestReset(u.email);
    const token = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1));
    expect((await reset(token, 'a reset passphrase here')).data?.resetPassword).toBe(true);

    const res = await login(u.email, 'a reset passphrase here');
    expect(res.data?.login.user.stpEmailVerified).toBe(true);
  });

  it('only the newest reset link works', async () => {
    const u = await registerUser(t);
    await requestReset(u.email);
    const first = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1));
    await requestReset(u.email);
    const second = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 2));

    expect(codeOf(await reset(first, 'a reset passphrase here'))).toBe('TOKEN_USED');
    expect(codeOf(await login(u.email, 'a reset passphrase here'))).toBe('INVALID_CREDENTIALS');
    expect((await reset(second, 'a reset passphrase here')).data?.resetPassword).toBe(true);
  });

  it('answers an unknown token with INVALID_TOKEN, and a verification token is not a reset token', async () => {
    const u = await registerUser(t);
    expect(codeOf(await reset('never-issued-token', 'a reset passphrase here'))).toBe('INVALID_TOKEN');
    const verifyToken = tokenFromMail(await waitForNthMail(t.smtp, u.email, VERIFY_SUBJECT, 1));
    expect(codeOf(await reset(verifyToken, 'a reset passphrase here'))).toBe('INVALID_TOKEN');
    expect((await login(u.email, u.password)).errors).toBeUndefined();
  });

  it('answers an expired reset token with TOKEN_EXPIRED', async () => {
    const u = await registerUser(t);
    await requestReset(u.email);
    const token = tokenFromMail(await waitForNthMail(t.smtp, u.email, RESET_SUBJECT, 1));
    await t.db.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, u.user.id), eq(emailTokens.purpose, 'reset_password')));
    expect(codeOf(await reset(token, 'a reset passphrase here'))).toBe('TOKEN_EXPIRED');
    expect((await login(u.email, u.password)).errors).toBeUndefined();
  });
});
