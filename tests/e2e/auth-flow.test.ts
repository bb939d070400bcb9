// The account journeys in a real browser on the built client: register → mail → link → overview (moved on
// by the live subscription), sign out and in, server messages on bad input, password reset by mail, and the
// split-layout variants of the guest screens.
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocket as PwWebSocket } from 'playwright-core';
import { LOGIN, PASSWORD, REGISTER, registerUser, waitForNthMail } from '../support/account-helpers.js';
import { browserSuite, newAppContext, screenshot, verifiedUser, waitForPath } from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import { tokenFromMail } from '../support/smtp-peer.js';
import type { TestApp } from '../support/test-app.js';
import { fr } from '../../client/src/i18n/locales/fr.js';
import { ar } from '../../client/src/i18n/locales/ar.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(opts: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newAppContext(browser, t, opts);
  contexts.push(context);
  return { context, page: await context.newPage() };
}

const lowerEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;

async function fillLogin(page: Page, email: string, password: string) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The server's own message for an operation, to compare with what the page shows. */
async function serverMessage(query: string, variables: Record<string, unknown>): Promise<string> {
  const res = await t.gql(query, variables);
  const message = res.errors?.[0]?.message;
  if (!message) throw new Error(`expected an error from the server: ${JSON.stringify(res)}`);
  return message;
}

/** Collects the graphql-ws frames a page sends (dir "out") and receives (dir "in"), as parsed JSON. */
function recordWsFrames(page: Page): Record<string, unknown>[] {
  const frames: Record<string, unknown>[] = [];
  page.on('websocket', (ws: PwWebSocket) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push({ dir: 'in', ...(JSON.parse(payload) as object) });
    });
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string') frames.push({ dir: 'out', ...(JSON.parse(payload) as object) });
    });
  });
  return frames;
}

async function until(check: () => boolean, label: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('register → read the mail → open the link → overview', () => {
  it('moves the waiting page on by itself when the link is opened in a second tab, then signs out and in', async () => {
    const email = lowerEmail('ui.register');
    const { context, page } = await open();
    const frames = recordWsFrames(page);

    await page.goto('/auth/register');
    await page.locator('[data-testid=auth-layout-card]').waitFor();
    await page.locator('input[name=firstName]').fill('Ada');
    await page.locator('input[name=lastName]').fill('Lovelace');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, '/auth/verifyEmail');
    await page.getByText(`We sent a verification link to ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Resend link' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await screenshot(page, 'verify-email-waiting');

    // The waiting page is subscribed to accountUpdated before the link is opened.
    await until(() => frames.some((f) => f['dir'] === 'in' && f['type'] === 'connection_ack'), 'graphql-ws ack');
    await until(
      () =>
        frames.some(
          (f) => f['dir'] === 'out' && f['type'] === 'subscribe' && JSON.stringify(f).includes('accountUpdated'),
        ),
      'accountUpdated subscribe',
    );

    const mail = await t.smtp.waitFor(email, /confirm/i);
    expect(mail.text).toContain('http://127.0.0.1:4000/auth/verifyEmail?token=');
    const token = tokenFromMail(mail);

    const second = await context.newPage();
    await second.goto(`/auth/verifyEmail?token=${token}`);
    // The tab that opened the link confirms, then (signed in and now verified) goes on to the app.
    await waitForPath(second, '/overview');

    // The first tab moves on by itself: the subscription delivered the verified record.
    await waitForPath(page, '/overview');
    expect(
      frames.some(
        (f) =>
          f['dir'] === 'in' &&
          f['type'] === 'next' &&
          /"accountUpdated":\{[^]*"stpEmailVerified":true/.test(JSON.stringify(f)),
      ),
      'an accountUpdated event with stpEmailVerified true reached the waiting tab',
    ).toBe(true);
    await page.locator('[data-testid=page-title]').getByText('Overview').waitFor();
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Ada Lovelace');
    expect(await page.getByTestId('header-user-email').textContent()).toBe(email);
    await second.close();

    // Sign out → /auth/login, token gone.
    await page.getByTestId('profile-button').click();
    await page.getByTestId('logout-button').click();
    await waitForPath(page, '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // Sign in again through the form → /overview.
    await fillLogin(page, email, PASSWORD);
    await waitForPath(page, '/overview');
    expect(await page.getByTestId('header-user-email').textContent()).toBe(email);
  });
});

describe('language before sign-in (issue 15 §6)', () => {
  it('a visitor picks a language on the sign-in screen; it stays through sign-in and on the other guest screens', async () => {
    const u = await verifiedUser(t);
    const { page } = await open();
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-fr').click();
    await page.getByRole('heading', { name: fr.auth.login.title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // The other guest screens (both layouts) offer it too and keep the choice.
    await page.goto('/auth/register2');
    await page.getByRole('heading', { name: fr.auth.register.title }).waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ar').click();
    await page.getByRole('heading', { name: ar.auth.register.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'register2-guest-language-ar');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-fr').click();

    await page.goto('/auth/login');
    await page.locator('input[name=email]').fill(u.email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: fr.auth.login.submit, exact: true }).click();
    await waitForPath(page, '/overview');
    await page.getByTestId('page-title').getByText(fr.nav.overview).waitFor();
  });
});

describe('account mails in the language of the page', () => {
  it('registering on a French page mails the verification link in French (it was always English)', async () => {
    const { page } = await open({ customizer: { language: 'fr' } });
    const email = lowerEmail('mail-fr');
    await page.goto('/auth/register');
    await page.locator('input[name=firstName]').fill('Zoé');
    await page.locator('input[name=lastName]').fill('Roux');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: fr.auth.register.submit, exact: true }).click();
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
  });
});

describe("server refusals in the page's language", () => {
  it('French sign-in with a wrong password, Arabic registration with a taken e-mail: translated, not the server English', async () => {
    const u = await verifiedUser(t);
    const english = await serverMessage(LOGIN, { email: u.email, password: 'not the password at all' });
    const { page } = await open({ customizer: { language: 'fr' } });
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: fr.auth.login.title }).waitFor();
    await page.locator('input[name=email]').fill(u.email);
    await page.locator('input[name=password]').fill('not the password at all');
    await page.getByRole('button', { name: fr.auth.login.submit, exact: true }).click();
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(fr.apiErrors.codes.INVALID_CREDENTIALS);
    expect((await alert.textContent())?.trim()).not.toBe(english);
    await screenshot(page, 'login-wrong-password-fr');

    // Same browser context, the language switched to Arabic on the guest screen.
    const taken = await registerUser(t);
    await page.goto('/auth/register');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ar').click();
    await page.getByRole('heading', { name: ar.auth.register.title }).waitFor();
    await page.locator('input[name=firstName]').fill('Again');
    await page.locator('input[name=lastName]').fill('Taken');
    await page.locator('input[name=email]').fill(taken.email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: ar.auth.register.submit, exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector('input[name=email]')?.getAttribute('aria-invalid') === 'true',
    );
    const helperId = await page.locator('input[name=email]').getAttribute('aria-describedby');
    expect((await page.locator(`[id="${helperId ?? ''}"]`).textContent())?.trim()).toBe(ar.apiErrors.codes.EMAIL_TAKEN);
    await screenshot(page, 'register-email-taken-ar');
  });
});

describe('server messages on the forms', () => {
  it('an e-mail address reads left to right on the Arabic guest screens (the @ stays after the name)', async () => {
    const { page } = await open({ customizer: { language: 'ar', activeDir: 'rtl' } });
    for (const screen of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
      await page.goto(screen);
      const email = page.locator('input[name=email]');
      await email.fill('not-an-email@');
      // Inherited right-to-left, the browser draws "not-an-email@" as "@not-an-email": not what was typed.
      expect([screen, await email.evaluate((el) => getComputedStyle(el).direction)]).toEqual([screen, 'ltr']);
    }
    await screenshot(page, 'forgot-email-ltr-ar');
  });

  it('shows the server message for a wrong password', async () => {
    const u = await verifiedUser(t);
    const expected = await serverMessage(LOGIN, { email: u.email, password: 'not the password at all' });
    const { page } = await open();
    await page.goto('/auth/login');
    await fillLogin(page, u.email, 'not the password at all');
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(expected);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await screenshot(page, 'login-wrong-password');
  });

  it('shows the server message on the e-mail field when the address is taken', async () => {
    const u = await registerUser(t);
    const expected = await serverMessage(REGISTER, {
      email: u.email,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    const { page } = await open();
    await page.goto('/auth/register');
    await page.locator('input[name=firstName]').fill('Again');
    await page.locator('input[name=lastName]').fill('Taken');
    await page.locator('input[name=email]').fill(u.email.toUpperCase());
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    const emailInput = page.locator('input[name=email]');
    await page.waitForFunction(
      () => document.querySelector('input[name=email]')?.getAttribute('aria-invalid') === 'true',
    );
    const helperId = await emailInput.getAttribute('aria-describedby');
    expect(helperId, 'the e-mail field points at its helper text').toBeTruthy();
    expect((await page.locator(`[id="${helperId ?? ''}"]`).textContent())?.trim()).toBe(expected);
    expect(await page.getByTestId('form-error').count(), 'no form-level error: the message is on the field').toBe(0);
    // Focus is on the field the message is about (it was on <body>: the button was disabled while it ran).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // The fields are named by their labels and required (the sign-in screens build them from MUI's parts).
    const byLabel = page.getByRole('textbox', { name: 'E-mail address' });
    expect(await byLabel.getAttribute('name')).toBe('email');
    expect(await byLabel.getAttribute('required')).not.toBeNull();
    const passwordHint = await page.locator('input[name=password]').getAttribute('aria-describedby');
    expect((await page.locator(`[id="${passwordHint ?? ''}"]`).textContent())?.trim()).toBe('At least 8 characters.');
    expect(new URL(page.url()).pathname).toBe('/auth/register');
    await screenshot(page, 'register-email-taken');
  });

  it('flags both overlong names on the same submit, before asking the server', async () => {
    const { page } = await open();
    await page.goto('/auth/register');
    await page.locator('input[name=firstName]').fill('F'.repeat(300));
    await page.locator('input[name=lastName]').fill('L'.repeat(300));
    await page.locator('input[name=email]').fill(`long-names-${Date.now()}@example.com`);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const name of ['firstName', 'lastName']) {
      const input = page.locator(`input[name=${name}]`);
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const helperId = await input.getAttribute('aria-describedby');
      expect((await page.locator(`[id="${helperId ?? ''}"]`).textContent())?.trim()).toBe(
        'Use at most 100 characters.',
      );
    }
    expect(new URL(page.url()).pathname).toBe('/auth/register');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for an unknown address, and the mailed token sets a new password', async () => {
    const u = await verifiedUser(t);
    const { page } = await open();

    await page.goto('/auth/forgot-password');
    await page.locator('[data-testid=auth-layout-card]').waitFor();
    await page.locator('input[name=email]').fill(lowerEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sentUnknown = (await page.getByTestId('forgot-password-sent').textContent())?.trim();
    // The form gave way to its message: focus stays in the page, not on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);

    await page.goto('/auth/forgot-password');
    await page.locator('input[name=email]').fill(u.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sentKnown = (await page.getByTestId('forgot-password-sent').textContent())?.trim();
    expect(sentKnown).toBeTruthy();
    expect(sentUnknown, 'the same confirmation whether or not the address has an account').toBe(sentKnown);

    const mail = await waitForNthMail(t.smtp, u.email, /reset/i, 1);
    expect(mail.text).toContain('http://127.0.0.1:4000/auth/reset-password?token=');
    await page.goto(`/auth/reset-password?token=${tokenFromMail(mail)}`);
    await page.locator('input[name=password]').waitFor();
    const newPassword = 'a brand new passphrase 42';
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=confirmPassword]').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('reset-password-done').waitFor();

    // Opened again, the used link says so at once: no password fields to fill in first (issue 15 §6).
    await page.goto(`/auth/reset-password?token=${tokenFromMail(mail)}`);
    const used = page.getByTestId('reset-password-bad-link');
    await used.waitFor();
    expect(await used.textContent()).toContain('already used');
    expect(await page.locator('input[name=password]').count()).toBe(0);
    await page.goto('/auth/reset-password?token=not-a-real-token');
    expect(await page.getByTestId('reset-password-bad-link').textContent()).toContain('not valid');

    await page.goto('/auth/login');
    await fillLogin(page, u.email, u.password);
    await page.getByTestId('form-error').waitFor();
    await fillLogin(page, u.email, newPassword);
    await waitForPath(page, '/overview');
    expect(await page.getByTestId('header-user-email').textContent()).toBe(u.user.email);
  });
});

describe('split-layout variants', () => {
  it('forgot-password2, register2 and login2 render the split layout and work', async () => {
    const u = await verifiedUser(t, { firstName: 'Split', lastName: 'Screen' });
    const email = lowerEmail('ui.register2');
    const { page } = await open();
    const splitOnly = async () => {
      await page.getByTestId('auth-layout-split').waitFor();
      expect(await page.getByTestId('auth-layout-card').count()).toBe(0);
    };

    await page.goto('/auth/forgot-password2');
    await splitOnly();
    await page.locator('input[name=email]').fill(lowerEmail('nobody2'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').waitFor();

    await page.goto('/auth/register2');
    await splitOnly();
    await page.locator('input[name=firstName]').fill('Grace');
    await page.locator('input[name=lastName]').fill('Hopper');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, '/auth/verifyEmail');
    await page.getByText(`We sent a verification link to ${email}.`).waitFor();
    // "Sign out" on the waiting screen ends the session and goes to sign-in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/auth/login2');
    await splitOnly();
    await fillLogin(page, u.email, u.password);
    await waitForPath(page, '/overview');
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Split Screen');
  });
});
