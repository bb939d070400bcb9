import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { tokenFromMail } from '../support/smtp-peer.js';

const REGISTER = `mutation ($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
  register(email: $email, password: $password, firstName: $firstName, lastName: $lastName) {
    accessToken user { id email stpEmailVerified } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('register → mailed link → verified', () => {
  it('sends a verification mail over SMTP whose token verifies the account once', async () => {
    const reg = await t.gql<{ register: { accessToken: string; user: { stpEmailVerified: boolean } } }>(REGISTER, {
      email: 'Ann@Example.com', password: 'a sound passphrase', firstName: 'Ann', lastName: 'Lee',
    });
    expect(reg.errors).toBeUndefined();
    expect(reg.data?.register.user.stpEmailVerified).toBe(false);

    const mail = await t.smtp.waitFor('ann@example.com', /confirm/i);
    const token = tokenFromMail(mail);
    const ok = await t.gql<{ verifyEmail: { stpEmailVerified: boolean } }>(
      'mutation ($t: String!) { verifyEmail(token: $t) { stpEmailVerified } }', { t: token });
    expect(ok.data?.verifyEmail.stpEmailVerified).toBe(true);

    const again = await t.gql('mutation ($t: String!) { verifyEmail(token: $t) { stpEmailVerified } }', { t: token });
    expect(again.errors?.[0]?.extensions?.code).toBe('TOKEN_USED');
  });
});
