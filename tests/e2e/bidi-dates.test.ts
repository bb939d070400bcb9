// A date standing alone reads in its language's own order whatever the page direction (shared/lib/bidi.ts).
// Intl's Arabic dates carry right-to-left marks ("07‏/11‏/2026"): with the customizer's direction switched to
// left-to-right they pulled the month and year after the day ("072026/11/"); a French date in a right-to-left page
// put the day last ("mars 2025 7"). What is compared is the order the characters are drawn in, left to right, read
// from their boxes — the page's against the same Intl string drawn in a box of its language's direction.
import { describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import { CREATE, lab } from '../support/records-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

// Noon UTC: the same day in the browser's zone below.
const MEASURED = '2025-03-07T12:00:00.000Z';

interface Drawn {
  /** The characters as drawn, left to right (zero-width marks left out). */
  visual: string;
  /** The text as written, without the marks and isolates that draw nothing. */
  logical: string;
}

/**
 * How `el` is drawn next to how `reference` would be drawn in a box of direction `dir`: each character's box from
 * a Range, sorted by its left edge. A reference box is added to the page for it, then removed.
 */
async function drawn(el: Locator, reference: string, dir: 'ltr' | 'rtl'): Promise<{ page: Drawn; expected: Drawn }> {
  return el.evaluate(
    (node, [text, direction]) => {
      const order = (root: Node): { visual: string; logical: string } => {
        const boxes: { left: number; ch: string }[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const s = n.textContent ?? '';
          for (let i = 0; i < s.length; i++) {
            const range = document.createRange();
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const rect = range.getClientRects()[0];
            if (rect && rect.width > 0) boxes.push({ left: rect.left, ch: s[i] ?? '' });
          }
        }
        const logical = boxes.map((b) => b.ch).join('');
        return {
          visual: boxes
            .sort((a, b) => a.left - b.left)
            .map((b) => b.ch)
            .join(''),
          logical,
        };
      };
      const ref = document.createElement('span');
      ref.dir = direction;
      ref.style.cssText = 'position:fixed;top:0;left:0;white-space:nowrap;font:inherit';
      ref.textContent = text;
      node.appendChild(ref);
      const expected = order(ref);
      ref.remove();
      return { page: order(node), expected };
    },
    [reference, dir] as const,
  );
}

describe('a date standing alone, against the page direction', () => {
  it.each([
    ['Arabic in a left-to-right page', 'ar', 'ltr', 'rtl'],
    ['Arabic in a right-to-left page', 'ar', 'rtl', 'rtl'],
    ['French in a right-to-left page', 'fr', 'rtl', 'ltr'],
  ] as const)(
    '%s: "Last measured" on /twine/kidney is drawn as Intl writes it',
    async (_, language, activeDir, own) => {
      const u = await verifiedUser(t, { firstName: 'Bidi', lastName: 'Dates' });
      const created = await t.gql(
        CREATE,
        {
          input: lab({
            title: 'Kidney panel',
            date: MEASURED,
            observations: [
              { code: '2160-0', display: 'Creatinine', value: 0.9, unit: 'mg/dL', refLow: 0.6, refHigh: 1.3 },
            ],
          }),
        },
        u.token,
      );
      expect(created.errors).toBeUndefined();
      const context = await newAppContext(browser, t, {
        token: u.token,
        customizer: { language, activeDir },
        timezoneId: 'Europe/Paris',
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/twine/kidney');
      const value = page.getByTestId('twin-summary-last').locator('p').last();
      await value.waitFor();
      const intl = new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
        dateStyle: 'medium',
        timeZone: 'Europe/Paris',
      }).format(Date.parse(MEASURED));
      const { page: shown, expected } = await drawn(value, intl, own);
      // The same characters as Intl's, drawn in the order its own direction draws them.
      expect(shown.logical).toBe(expected.logical);
      expect(shown.visual).toBe(expected.visual);
      if (language === 'ar' && activeDir === 'ltr') await screenshot(page, 'bidi-date-ar-ltr');
    },
  );
});

// The same for a translated sentence (i18n/page-direction.ts): the password hint starts with a number and ends with
// a full stop, which a page laid out the other way put at the wrong ends ("8 ... ." read backwards in Arabic).
describe('a translated sentence, against the page direction', () => {
  it.each([
    ['Arabic in a left-to-right page', 'ar', 'ltr', 'rtl', /أحرف على الأقل/],
    ['English in a right-to-left page', 'en', 'rtl', 'ltr', /characters/],
    ['Arabic in a right-to-left page', 'ar', 'rtl', 'rtl', /أحرف على الأقل/],
  ] as const)('%s: the password hint on /auth/register reads in its own direction', async (_, language, activeDir, own, hint) => {
    const context = await newAppContext(browser, t, { customizer: { language, activeDir } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/auth/register');
    const el = page.getByText(hint).first();
    await el.waitFor();
    const text = (await el.textContent())?.replace(/[\u2066-\u2069]/g, '') ?? '';
    expect(text).toMatch(/8\D.*\.$/);
    const { page: shown, expected } = await drawn(el, text, own);
    expect(shown.logical).toBe(expected.logical);
    expect(shown.visual).toBe(expected.visual);
    if (language === 'ar' && activeDir === 'ltr') await screenshot(page, 'bidi-sentence-ar-ltr');
  });
});
