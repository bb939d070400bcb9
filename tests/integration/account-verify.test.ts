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

describe('account mails in the language of the page', () => {
  const REGISTER_IN = `mutation R($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {
    register(email: $email, password: $password, firstName: $firstName, lastName: $lastName, language: $language) { accessToken } }`;
  const FORGOT_IN = 'mutation F($email: String!, $language: UiLanguage) { requestPasswordReset(email: $email, language: $language) }';

  it('registering on a French page mails the link in French; over REST in Arabic; without a language, in English', async () => {
    const fr = await t.gql(REGISTER_IN, { email: 'zoe@example.com', password: 'a sound passphrase', firstName: 'Zoé', lastName: 'Roux', language: 'FR' });
    expect(fr.errors).toBeUndefined();
    const frMail = await t.smtp.waitFor('zoe@example.com');
    expect(frMail.subject).toBe('Confirmez votre adresse e-mail');
    expect(frMail.text).toMatch(/^Bonjour Zoé/);
    expect(tokenFromMail(frMail)).toBeTruthy();

    const rest = await t.rest('POST', '/api/account/register', { email: 'amal@example.com', password: 'a sound passphrase', firstName: 'Amal', lastName: 'Haddad', language: 'AR' });
    expect(rest.status).toBe(200);
    expect((await t.smtp.waitFor('amal@example.com')).subject).toBe('أكِّد عنوان بريدك الإلكتروني');
    const wrong = await t.rest('POST', '/api/account/register', { email: 'x@example.com', password: 'a sound passphrase', firstName: 'X', lastName: 'Y', language: 'xx' });
    expect(wrong.status).toBe(400);

    await t.gql(REGISTER_IN, { email: 'eli@example.com', password: 'a sound passphrase', firstName: 'Eli', lastName: 'Ng' });
    expect((await t.smtp.waitFor('eli@example.com')).subject).toBe('Confirm your e-mail address');
  });

  it('a reset asked on a Chinese page is mailed in Chinese', async () => {
    await t.gql(REGISTER_IN, { email: 'li@example.com', password: 'a sound passphrase', firstName: 'Li', lastName: 'Wei' });
    expect((await t.gql(FORGOT_IN, { email: 'li@example.com', language: 'CH' })).data).toEqual({ requestPasswordReset: true });
    const mail = await t.smtp.waitFor('li@example.com', /重置/);
    expect(mail.subject).toBe('重置您的密码');
    expect(tokenFromMail(mail)).toBeTruthy();
  });
});
