// Preferences follow the account (issue 10): language, mode and glucose unit changed in one browser context
// are applied when the same user signs in on a second context, later changes reach that context live, and a
// guest keeps this browser's own settings. Screenshots of /preferences in light, dark and Arabic.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, SCREENSHOT_DIR, verifiedUser, waitForPath } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';
import { PASSWORD } from '../support/account-helpers.js';
import { RECORD_VITALS } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'preferences');
const ENGLISH_LIGHT = { language: 'en', activeDir: 'ltr', activeMode: 'light' };
const MY_PREFS = 'query { myPreferences { appearance { language mode } units { glucose } } }';

/** The select's own combobox: MUI marks it aria-disabled until the account's preferences are loaded. */
const combobox = (page: Page, selectId: string) => page.getByTestId(selectId).getByRole('combobox');

async function choose(page: Page, selectId: string, value: string) {
  await expect.poll(() => combobox(page, selectId).getAttribute('aria-disabled')).toBeNull();
  await combobox(page, selectId).click();
  await page.getByTestId(`${selectId}-${value}`).click();
}

/** Polls the account until `ok` holds (the client saves debounced, after the account was read). */
async function accountReaches(
  token: string,
  ok: (p: { appearance: { language: string; mode: string } | null; units: { glucose: string } }) => boolean,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.gql<{ myPreferences: Parameters<typeof ok>[0] }>(MY_PREFS, {}, token);
    if (res.data && ok(res.data.myPreferences)) return;
    if (Date.now() > deadline) throw new Error(`account never reached the state: ${JSON.stringify(res)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(
      Number,
    );
    return (r + g + b) / 3 < 80;
  });

describe('preferences follow the account', () => {
  it('applies language, mode and glucose unit chosen on one device when signing in on another, and live after', async () => {
    const u = await verifiedUser(t);
    // 108 mg/dL is 6.0 mmol/L.
    const rec = await t.gql(
      RECORD_VITALS,
      { readings: [{ kind: 'GLUCOSE', time: new Date().toISOString(), value: 108 }] },
      u.token,
    );
    expect(rec.errors).toBeUndefined();

    const a = await newAppContext(browser, t, { token: u.token, customizer: ENGLISH_LIGHT });
    contexts.push(a);
    const pageA = await a.newPage();
    await pageA.goto('/preferences');
    await choose(pageA, 'prefs-glucose', 'MMOL_L');
    await choose(pageA, 'prefs-mode', 'dark');
    await choose(pageA, 'prefs-language', 'fr');
    await expect.poll(() => pageA.evaluate(() => document.documentElement.lang)).toBe('fr');
    await accountReaches(
      u.token,
      (p) => p.appearance?.language === 'FR' && p.appearance.mode === 'DARK' && p.units.glucose === 'MMOL_L',
    );

    // Another device: English and light in its own storage, until the account says otherwise at sign-in.
    const b = await newAppContext(browser, t, { customizer: ENGLISH_LIGHT });
    contexts.push(b);
    const pageB = await b.newPage();
    await pageB.goto('/auth/login');
    // The app's theme, once the sign-in screen is drawn (until then the page is the shell: index.html's mark).
    await pageB.locator('input[name=email]').waitFor();
    expect(await pageB.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await isDark(pageB)).toBe(false);
    await pageB.locator('input[name=email]').fill(u.email);
    await pageB.locator('input[name=password]').fill(PASSWORD);
    await pageB.getByRole('button', { name: 'Sign in', exact: true }).click();
    await pageB.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expect.poll(() => pageB.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => isDark(pageB)).toBe(true);

    await pageB.goto('/live/glc');
    await waitForPath(pageB, '/live/glc');
    await expect.poll(() => pageB.getByTestId('live-current-value').textContent()).toBe('6,0');
    await expect.poll(() => pageB.getByText('mmol/L').first().isVisible()).toBe(true);

    // Live: the first device switches to Arabic; the second follows without a reload (right to left).
    await choose(pageA, 'prefs-language', 'ar');
    await expect
      .poll(() => pageB.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(['ar', 'rtl']);
  });

  it('keeps a guest’s own settings: nothing is read from or written to an account before sign-in', async () => {
    const c = await newAppContext(browser, t, { customizer: { language: 'fr', activeDir: 'ltr', activeMode: 'dark' } });
    contexts.push(c);
    const page = await c.newPage();
    await page.goto('/auth/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await isDark(page)).toBe(true);
  });

  it('shows a threshold outside the safe bounds next to its field, saves one inside them, and the live page uses it', async () => {
    const u = await verifiedUser(t);
    const c = await newAppContext(browser, t, { token: u.token, customizer: ENGLISH_LIGHT });
    contexts.push(c);
    const page = await c.newPage();
    await page.goto('/preferences');
    const spo2 = page.getByTestId('threshold-SPO2-low');
    await expect.poll(() => spo2.inputValue()).toBe('90');
    await spo2.fill('75');
    await page.getByTestId('thresholds-save').click();
    await expect.poll(() => page.locator('#threshold-SPO2-low-helper-text').textContent()).toMatch(/80.*95/);
    await spo2.fill('92');
    await page.getByTestId('thresholds-save').click();
    await expect.poll(() => page.getByTestId('thresholds-result').textContent()).toMatch(/Saved/);
    const res = await t.gql<{ alertThresholds: { kind: string; name: string; limit: number }[] }>(
      'query { alertThresholds { kind name limit } }',
      {},
      u.token,
    );
    expect(res.data?.alertThresholds.find((r) => r.kind === 'SPO2')?.limit).toBe(92);

    // The live page states the limit alerts are raised at: the user's own from the moment it is saved.
    const rec = await t.gql(
      RECORD_VITALS,
      { readings: [{ kind: 'SPO2', time: new Date().toISOString(), value: 97 }] },
      u.token,
    );
    expect(rec.errors).toBeUndefined();
    await page.goto('/live/box');
    await expect.poll(() => page.getByTestId('live-alert-limits').textContent()).toBe('Alerts at < 92 %');
  });

  it('screenshots /preferences in light, dark, Arabic and French: one size for the section headings, French punctuation', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const u = await verifiedUser(t);
    for (const [name, customizer] of [
      ['light', ENGLISH_LIGHT],
      ['dark', { ...ENGLISH_LIGHT, activeMode: 'dark' }],
      ['ar', { language: 'ar', activeDir: 'rtl', activeMode: 'light' }],
      ['fr', { ...ENGLISH_LIGHT, language: 'fr' }],
    ] as const) {
      // A fresh account each time: an account's saved look would win over the seeded one.
      const who = name === 'light' ? u : await verifiedUser(t);
      const c = await newAppContext(browser, t, { token: who.token, customizer });
      contexts.push(c);
      const page = await c.newPage();
      await page.goto('/preferences');
      await expect.poll(() => page.getByTestId('threshold-SPO2-low').isVisible()).toBe(true);
      await page.locator('#notify-critical').waitFor();
      // The four sections read as one page: each heading and its hint in the same type (the Notifications one
      // was an h4 with body text under it, larger than the other three).
      const looks = await page.locator('main section[data-testid]').evaluateAll((sections) =>
        sections.map((s) => {
          const h = s.querySelector('h2');
          const hint = h?.nextElementSibling;
          return [s.getAttribute('data-testid'), h && getComputedStyle(h).fontSize, hint && getComputedStyle(hint).fontSize];
        }),
      );
      expect(looks.map(([id]) => id)).toEqual(['prefs-appearance', 'prefs-units', 'prefs-thresholds', 'notification-settings']);
      for (const [id, heading, hint] of looks) expect([id, heading, hint]).toEqual([id, looks[0]?.[1], looks[0]?.[2]]);
      // The form's fields are the same (small) height as the selects of the other sections.
      const height = (sel: string) => page.locator(sel).evaluate((el) => el.closest('.MuiInputBase-root')?.getBoundingClientRect().height);
      expect(await height('#notify-quiet-start')).toBe(await height('#prefs-glucose'));
      // French puts a no-break space before ':' ';' '?' '!', so the sign never starts a line on its own.
      if (name === 'fr') expect((await page.locator('main').innerText()).match(/.{0,20} [:;?!]/g)).toBeNull();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `preferences-${name}.png`), fullPage: true });
    }
  });
});
