// Issue 15 §6: the reset page asks whether its link still works before anyone types a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_RESET, RESET_PASSWORD, registerUser } from '../support/account-helpers.js';
import { tokenFromMail } from '../support/smtp-peer.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const STATUS = 'query S($t: String!) { passwordResetLinkStatus(token: $t) }';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statusOf = async (token: string) =>
  (await t.gql<{ passwordResetLinkStatus: string }>(STATUS, { t: token })).data?.passwordResetLinkStatus;

describe('passwordResetLinkStatus', () => {
  it('is VALID for a fresh link, USED after the reset and for an older link, INVALID for garbage', async () => {
    const u = await registerUser(t);
    await t.gql(REQUEST_RESET, { email: u.email });
    const first = tokenFromMail(await t.smtp.waitFor(u.email, /reset/i));
    expect(await statusOf(first)).toBe('VALID');
    expect((await t.gql(RESET_PASSWORD, { token: first, password: 'another fine passphrase 7' })).errors).toBeUndefined();
    expect(await statusOf(first)).toBe('USED');
    expect(await statusOf('not-a-token')).toBe('INVALID');
  });
});
