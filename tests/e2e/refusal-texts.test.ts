// A server refusal the form cannot foresee reads as the same specific rule in every language: the gadgets page
// does not count gadgets, the server refuses the 51st with BAD_USER_INPUT + reason TOO_MANY + max 50, and a
// French or Arabic page says "at most 50" in its own words (client/src/shared/api/error-text.ts) where it used
// to say only "this value is not valid".
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RegisteredUser } from '../support/account-helpers.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { MOBILE, browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
let u: RegisteredUser;

beforeAll(async () => {
  u = await verifiedUser(t);
  // The server's limit (gadgets.service.ts MAX_GADGETS_PER_USER): the page is one short of a refusal.
  for (let i = 0; i < 50; i++) await addGadget(t, u.token, 'WEARABLE', `Watch ${String(i + 1)}`);
});

async function open(customizer: Record<string, unknown>, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newAppContext(browser, t, { token: u.token, customizer, ...(viewport ? { viewport } : {}) });
  contexts.push(context);
  return context.newPage();
}

/** Tries to add one more gadget; answers the text of the form's error. */
async function addOneMore(page: Page): Promise<string> {
  await page.goto('/gadgets');
  await page.getByTestId('add-gadget-button').click();
  const dialog = page.getByTestId('add-gadget-dialog');
  await dialog.getByTestId('add-gadget-name').fill('Chest strap');
  await dialog.getByTestId('add-gadget-submit').click();
  const error = dialog.getByTestId('form-error');
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

describe('a refusal the form does not foresee', () => {
  it('reads as the rule with its limit in French and in Arabic (right to left), not "not valid"', async () => {
    const fr = await open({ language: 'fr' });
    expect(await addOneMore(fr)).toBe('Limite atteinte\u202f: 50 au maximum.');
    await screenshot(fr, 'refusal-too-many-fr');
    expect(severe(await runAxe(fr)).map(describeFinding)).toEqual([]);

    const ar = await open(
      { language: 'ar', activeDir: 'rtl', activeMode: 'dark' },
      { width: 375, height: MOBILE.height },
    );
    expect(await addOneMore(ar)).toBe('الحد الأقصى المسموح به: 50.');
    expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(ar, 'refusal-too-many-ar-375-dark');
    expect(severe(await runAxe(ar)).map(describeFinding)).toEqual([]);

    // English keeps the server's own sentence, which names what is counted.
    const en = await open({ language: 'en' });
    expect(await addOneMore(en)).toBe('At most 50 gadgets per account.');
  });
});
