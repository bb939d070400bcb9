// Two-factor sign-in and sessions in a real browser: enrol on /user (QR image allowed by the CSP, first code,
// recovery codes shown once), sign out, sign in again through the code step on both login variants (a TOTP
// code computed here with otplib, then a recovery code), and screenshots in light, dark and Arabic.
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import {
  SCREENSHOT_DIR,
  browserSuite,
  newAppContext,
  screenshot,
  verifiedUser,
  waitForPath,
} from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import { ME } from '../support/account-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import {
  CONFIRM_2FA,
  FIREFOX_WINDOWS,
  SAFARI_IPHONE,
  START_2FA,
  signIn,
  signInWithCode,
  totpAt,
} from '../support/security-helpers.js';
import { actionsOverText } from '../support/row-overlaps.js';
import type { TestApp } from '../support/test-app.js';

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

async function submitPassword(page: Page, u: RegisteredUser, button = 'Sign in') {
  await page.locator('input[name=email]').fill(u.email);
  await page.locator('input[name=password]').fill(u.password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Enrols over GraphQL (for the screenshots), then signs in from two more devices through the second step (turning
 * it on signed out the sessions opened before): one with the next step's code, one with a recovery code.
 */
async function enrolledOverApi(): Promise<RegisteredUser> {
  const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
  const start = await t.gql<{ startTwoFactorEnrollment: { secret: string } }>(START_2FA, {}, u.token);
  const secret = start.data?.startTwoFactorEnrollment.secret ?? '';
  const done = await t.gql<{ confirmTwoFactorEnrollment: { recoveryCodes: string[] } }>(
    CONFIRM_2FA,
    { code: await totpAt(secret, 0) },
    u.token,
  );
  if (!done.data) throw new Error(JSON.stringify(done.errors));
  await signInWithCode(t, u.email, u.password, await totpAt(secret, 1), SAFARI_IPHONE);
  await signInWithCode(
    t,
    u.email,
    u.password,
    done.data.confirmTwoFactorEnrollment.recoveryCodes[0] ?? '',
    FIREFOX_WINDOWS,
  );
  return u;
}

describe('two-factor sign-in in the browser', () => {
  it('enrols on /user, signs out, and signs in with a code on /auth/login, then a recovery code on /auth/login2', async () => {
    const u = await verifiedUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    // Signed in on a phone too, with the password alone: turning two-factor on signs that session out.
    const phone = await signIn(t, u.email, u.password, SAFARI_IPHONE);
    const { page } = await open({ token: u.token });
    await page.goto('/user');
    const card = page.getByTestId('two-factor-card');
    await card.getByRole('button', { name: 'Turn on' }).click();
    const qr = page.getByTestId('two-factor-qr');
    await qr.waitFor();
    // The QR is a data: URL image; the CSP's img-src must let it render.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'security-two-factor-enrol');

    const confirm = page.getByRole('button', { name: 'Confirm and turn on' });
    expect(await confirm.isDisabled()).toBe(true);
    // Too short, sent with Enter: the field says why (it was held back silently before).
    const codeField = page.getByLabel('Code from the app');
    const below = page.locator(`#${await codeField.getAttribute('aria-describedby')}`);
    const hint = await below.textContent();
    await codeField.fill('123');
    await codeField.press('Enter');
    await expect.poll(() => codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await below.textContent()).not.toBe(hint);
    await codeField.fill(await totpAt(secret, 0));
    await confirm.click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.allTextContents())[0] ?? '';
    expect(recovery).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await screenshot(page, 'security-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toMatch(/^On since/);
    await card.getByText('Two-factor sign-in is on. Other sessions signed out: 1.', { exact: false }).waitFor();
    expect((await t.gql(ME, {}, phone)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    await card.getByText('Recovery codes left: 10').waitFor();
    // The sessions card lists this browser's session, flagged.
    const rows = page.getByTestId('sessions-card').getByTestId('session-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(1);
    await page.getByTestId('sessions-card').getByText('This device').waitFor();

    await page.getByTestId('profile-button').click();
    await page.getByTestId('logout-button').click();
    await waitForPath(page, '/auth/login');

    await submitPassword(page, u);
    const step = page.getByTestId('two-factor-step');
    await step.waitFor();
    await step.getByText('Enter your code').waitFor();
    // A wrong code keeps the user on the step with the server's reason.
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await step
      .getByTestId('form-error')
      .or(step.getByText(/not correct/))
      .first()
      .waitFor();
    await page.getByLabel('Authentication code').fill(await totpAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Signed out from /user, so signing in returns there.
    await waitForPath(page, '/user');
    await page.getByTestId('two-factor-state').waitFor();

    // The other login layout, with a recovery code.
    const second = await open();
    await second.page.goto('/auth/login2');
    await submitPassword(second.page, u);
    await second.page.getByTestId('two-factor-step').waitFor();
    await second.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await second.page.getByLabel('Recovery code').fill(recovery);
    await second.page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(second.page, '/overview');
  });

  it('screenshots: /user cards and the code step in light, dark and Arabic', async () => {
    const looks: { name: string; customizer: Record<string, unknown> }[] = [
      { name: 'light', customizer: { activeMode: 'light' } },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar', customizer: { language: 'ar', activeDir: 'rtl' } },
    ];
    const u = await enrolledOverApi();
    for (const look of looks) {
      const { page } = await open({ token: u.token, customizer: look.customizer });
      await page.goto('/user');
      await page.getByTestId('two-factor-state').waitFor();
      await page.getByTestId('sessions-card').getByTestId('session-row').first().waitFor();
      await screenshot(page, `security-user-${look.name}`, true);
      await page.getByTestId('sessions-card').screenshot({
        path: path.join(SCREENSHOT_DIR, `security-sessions-card-${look.name}.png`),
        animations: 'disabled',
      });
      if (look.name === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

      const guest = await open({ customizer: look.customizer });
      await guest.page.goto('/auth/login');
      await submitPassword(guest.page, u, look.name === 'ar' ? 'تسجيل الدخول' : 'Sign in');
      await guest.page.getByTestId('two-factor-step').waitFor();
      await screenshot(guest.page, `security-login-step-${look.name}`);
    }
  });
});

describe('sessions card on a phone', () => {
  // MUI's secondaryAction is placed over the row, which keeps only 48 px free for it: "Déconnecter" (and the
  // Arabic label, on the left) lay over the row's address and dates at 375 px.
  it('at 375 px in French and Arabic, no "Sign out" button lies over its row’s text', async () => {
    const u = await enrolledOverApi();
    for (const customizer of [{ language: 'fr' }, { language: 'ar', activeDir: 'rtl' }]) {
      const { page } = await open({ token: u.token, customizer, viewport: { width: 375, height: 812 } });
      await page.goto('/user');
      const rows = page.getByTestId('sessions-card').getByTestId('session-row');
      await expect.poll(() => rows.locator('button').count()).toBe(2);
      const overlaps = await actionsOverText(rows);
      expect(overlaps, String(customizer.language)).toEqual([]);
    }
  });
});

describe('changing the password in the browser', () => {
  // The server closes the user's sockets (4403) before its answer with the new token reaches the page; the
  // page took that close for its own session ending and signed out — the one session the change keeps.
  it('keeps this browser signed in, after a wrong current password first', async () => {
    const u = await verifiedUser(t, { firstName: 'Pat', lastName: 'Change' });
    const { page } = await open({ token: u.token });
    await page.goto('/user');
    const form = page.getByRole('form', { name: 'Change password' });
    const fill = async (current: string) => {
      await form.locator('#change-current-password').fill(current);
      await form.locator('#change-new-password').fill('a brand new passphrase');
      await form.locator('#change-confirm-password').fill('a brand new passphrase');
      await form.getByRole('button', { name: 'Change password' }).click();
    };
    await fill('not my password');
    await form.getByText('The password is not correct.').waitFor();
    await fill(u.password);
    await page.getByTestId('change-password-done').waitFor();
    // Long enough for a sign-out to land: the page would be on /auth/login by then.
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe('/user');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(u.token);
  });
});
