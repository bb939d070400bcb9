// Brute-force limits with small budgets: failed logins per account (with a block), registrations per IP,
// password-reset requests per address (same answer whether or not it has an account), verification resends
// per account; REST maps RATE_LIMITED to 429. Every request here comes from 127.0.0.1, so per-IP budgets are
// shared by the whole file: users the tests need are created below the API, on their own made-up IPs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { LOGIN, PASSWORD, REGISTER, REQUEST_RESET, RESEND, codeOf, uniqueEmail } from '../support/account-helpers.js';
import type { AuthShape } from '../support/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      loginFailAccount: { points: 3, duration: 60, blockDuration: 60 },
      registerIp: { points: 2, duration: 60 },
      forgotAccount: { points: 2, duration: 60 },
      resendAccount: { points: 1, duration: 60 },
    },
  });
});
afterAll(() => t.close());

let seedIp = 0;
/** Creates an account through the service from a made-up IP, leaving 127.0.0.1's register budget alone. */
async function seedUser() {
  const email = uniqueEmail('rl');
  const { accessToken, user } = await t.app.services.account.register(
    { email, password: PASSWORD, firstName: 'Rate', lastName: 'Limit' },
    { ip: `198.51.100.${++seedIp}`, userAgent: null },
  );
  return { email, token: accessToken, id: user.id };
}

const login = (email: string, password: string) => t.gql<{ login: AuthShape }>(LOGIN, { email, password });

function expectRateLimited(res: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) {
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  expect(res.errors?.[0]?.message).toMatch(/too many attempts\. try again in \d+ s\./i);
}

describe('failed logins per account', () => {
  it('answers the 4th wrong password with RATE_LIMITED, and then even the right password while blocked', async () => {
    const u = await seedUser();
    for (let i = 1; i <= 3; i++) {
      expect(codeOf(await login(u.email, `wrong password ${i}`)), `attempt ${i}`).toBe('INVALID_CREDENTIALS');
    }
    expectRateLimited(await login(u.email, 'wrong password 4'));
    expectRateLimited(await login(u.email, PASSWORD));
  });

  it('counts the address in any letter case as one account', async () => {
    const u = await seedUser();
    await login(u.email.toUpperCase(), 'wrong password 1');
    await login(u.email.toLowerCase(), 'wrong password 2');
    await login(` ${u.email} `, 'wrong password 3');
    expectRateLimited(await login(u.email, PASSWORD));
  });

  it('limits an unknown address the same way (no hint that it has no account)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 1; i <= 3; i++) expect(codeOf(await login(ghost, `guess ${i}`))).toBe('INVALID_CREDENTIALS');
    expectRateLimited(await login(ghost, 'guess 4'));
  });

  it("does not block another account, and a success resets the account's count", async () => {
    const blocked = await seedUser();
    const other = await seedUser();
    for (let i = 1; i <= 4; i++) await login(blocked.email, `wrong ${i}`);
    expectRateLimited(await login(blocked.email, PASSWORD));

    // Two failures, a success, then three more failures are all answered normally.
    await login(other.email, 'wrong a');
    await login(other.email, 'wrong b');
    expect((await login(other.email, PASSWORD)).errors).toBeUndefined();
    for (let i = 1; i <= 3; i++)
      expect(codeOf(await login(other.email, `wrong again ${i}`))).toBe('INVALID_CREDENTIALS');
  });

  it('REST answers a blocked login with 429 {message, code: RATE_LIMITED} and retry-after', async () => {
    const u = await seedUser();
    for (let i = 1; i <= 3; i++) await login(u.email, `wrong ${i}`);
    const res = await t.rest('POST', '/api/account/login', { email: u.email, password: PASSWORD });
    expect(res.status).toBe(429);
    // The header says the wait the message states (a client obeying it is let in then, not refused again).
    const body = res.body as { message: string; code: string; retryAfterSeconds: number };
    expect(body).toEqual({ message: expect.stringMatching(/too many attempts/i) as unknown, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) as unknown });
    expect(body.message).toContain(`${body.retryAfterSeconds} s`);
    expect(res.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });
});

describe('registrations per IP (2 a minute here)', () => {
  const register = (email: string) =>
    t.gql<{ register: AuthShape }>(REGISTER, { email, password: PASSWORD, firstName: 'Reg', lastName: 'Ister' });

  it('does not count refused input, allows two registrations, then answers RATE_LIMITED (REST: 429)', async () => {
    const invalid = await t.gql(REGISTER, { email: 'not-an-email', password: PASSWORD, firstName: 'A', lastName: 'B' });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');

    expect((await register(uniqueEmail('ip1'))).errors).toBeUndefined();
    expect((await register(uniqueEmail('ip2'))).errors).toBeUndefined();

    const third = uniqueEmail('ip3');
    expectRateLimited(await register(third));
    // Nothing was created for the refused one.
    expect(codeOf(await login(third, PASSWORD))).toBe('INVALID_CREDENTIALS');

    const rest = await t.rest('POST', '/api/account/register', {
      email: uniqueEmail('ip4'),
      password: PASSWORD,
      firstName: 'Reg',
      lastName: 'Ister',
    });
    expect(rest.status).toBe(429);
    expect((rest.body as { code: string }).code).toBe('RATE_LIMITED');
  });
});

describe('password-reset requests per address (2 a minute here)', () => {
  const forgot = (email: string) => t.gql<{ requestPasswordReset: boolean }>(REQUEST_RESET, { email });

  it('answers the 3rd request for an existing and for an unknown address with RATE_LIMITED alike', async () => {
    const u = await seedUser();
    const ghost = uniqueEmail('ghost');
    for (const email of [u.email, ghost]) {
      expect((await forgot(email)).data?.requestPasswordReset).toBe(true);
      expect((await forgot(email)).data?.requestPasswordReset).toBe(true);
    }
    const known = await forgot(u.email);
    const unknown = await forgot(ghost);
    expectRateLimited(known);
    expectRateLimited(unknown);
    expect(known).toEqual(unknown);
  });

  it('keeps a separate budget per address', async () => {
    const a = uniqueEmail('a');
    await forgot(a);
    await forgot(a);
    expectRateLimited(await forgot(a));
    expect((await forgot(uniqueEmail('b'))).data?.requestPasswordReset).toBe(true);
  });
});

describe('verification resends per account (1 a minute here)', () => {
  it('answers the 2nd resend with RATE_LIMITED; another account can still resend', async () => {
    const u = await seedUser();
    const other = await seedUser();
    const first = await t.gql<{ resendVerification: boolean }>(RESEND, {}, u.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.resendVerification).toBe(true);
    expectRateLimited(await t.gql(RESEND, {}, u.token));

    expect((await t.gql<{ resendVerification: boolean }>(RESEND, {}, other.token)).data?.resendVerification).toBe(true);
  });
});
