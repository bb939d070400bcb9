// Every visible string is translated (issue 15 §5): every route of paths.ts is opened in each of the four
// languages, signed in with a user whose pages are full (records, live data, twin) and signed out for the
// guest screens. It fails on
//  - a key that no language has (the app warns "i18n: missing key" through i18next's missingKeyHandler), and
//  - text that looks like a raw key or an internal code: `nav.overview`-like dotted words or snake_case words
//    (`heart_rate`), which is what leaks when a key is built at run time and not looked up, and the portal's own
//    codes (`hp-stress-score`), which are no standard's and mean nothing to a reader.
// English that stays English in another language (a sentence built on the server, a name the server stored, a
// raw token that is a plain word) passes those checks: the last test looks at the places where it did.
// Static completeness of fr/ar/zh against en is the compiler's job (each locale is typed as `Translation`).
// The same walk checks that no text is cut (cut-text.ts), each language at a width of its own: French on a
// phone, where its long labels were cut, and the others as listed in WIDTHS (text-fits.test.ts walks French at
// the other widths).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Language } from '../../client/src/shared/settings/settings.js';
import { allRoutes, userWithData } from '../support/a11y-helpers.js';
import type { Routes } from '../support/a11y-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { browserSuite, navigateToPage, newAppContext } from '../support/browser.js';
import { cutTexts } from '../support/cut-text.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let user: RegisteredUser;
let routes: Routes;
beforeAll(async () => {
  const full = await userWithData(t);
  user = full.user;
  routes = allRoutes(full.params);
});

const LANGUAGES: Language[] = ['en', 'fr', 'ar', 'ch'];
/** The window each language is walked in, for the cut-text check (the translation checks do not depend on it). */
const WIDTHS: Record<Language, { width: number; height: number }> = {
  en: { width: 1280, height: 800 },
  fr: { width: 375, height: 812 },
  ar: { width: 1280, height: 800 },
  ch: { width: 375, height: 812 },
};
const DOTTED_KEY = /^[a-z][a-zA-Z0-9]+(\.[a-zA-Z][a-zA-Z0-9_]+)+$/;
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
const PORTAL_CODE = /^hp-[a-z0-9]+(-[a-z0-9]+)*$/;

/** Words of the visible text that look like keys or internal codes (e-mail addresses and URLs excepted). */
function suspiciousWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => !w.includes('@') && !w.includes('://'))
    .map((w) => w.replace(/^[("'«“]+|[)"'»”:;,.!?]+$/g, ''))
    .filter((w) => DOTTED_KEY.test(w) || SNAKE_CASE.test(w) || PORTAL_CODE.test(w));
}

/** Client-side navigation; waits for the new page's own h1 (the page before had one too), then for its data. */
async function goTo(page: Page, path: string): Promise<void> {
  await navigateToPage(page, path);
  await pageReady(page);
}

async function pageReady(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .waitForFunction(
      () => document.querySelectorAll('.MuiLinearProgress-root, .MuiSkeleton-root').length === 0,
      undefined,
      {
        timeout: 4_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-option-${language}`).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language === 'ch' ? 'zh' : language);
}

/** Walks `paths` in every language in one page (client-side navigation, as a person clicks through). */
async function walk(page: Page, home: string, paths: string[]): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && msg.text().startsWith('i18n: missing key')) warnings.push(msg.text());
  });
  const findings: string[] = [];
  for (const language of LANGUAGES) {
    // The language menu is on `home` (not on every guest screen, e.g. the public 404).
    await page.setViewportSize(WIDTHS[language]);
    await goTo(page, home);
    await chooseLanguage(page, language);
    for (const path of paths) {
      const before = warnings.length;
      await goTo(page, path);
      const words = suspiciousWords(await page.locator('body').innerText());
      for (const w of new Set(words)) findings.push(`${language} ${path}: shows "${w}"`);
      for (const w of warnings.slice(before)) findings.push(`${language} ${path}: ${w}`);
      for (const c of await cutTexts(page))
        findings.push(`${language} ${path} at ${WIDTHS[language].width} px: cut ${c}`);
    }
  }
  return findings;
}

describe('every visible string is translated in en, fr, ar and zh, and none is cut', () => {
  it('the raw-key detector itself finds keys and codes and lets prose, addresses and numbers through', () => {
    expect(suspiciousWords('Heart rate nav.overview (vitals.kind.heart_rate) heart_rate hp-stress-score')).toEqual([
      'nav.overview',
      'vitals.kind.heart_rate',
      'heart_rate',
      'hp-stress-score',
    ]);
    expect(suspiciousWords('Alma alma.access@example.test 98.6 °F e.g. https://x.org/a.b Dr. Smith.')).toEqual([]);
  });

  it('the signed-in pages', async () => {
    const context = await newAppContext(browser, t, { token: user.token });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/overview');
    await pageReady(page);
    expect(await walk(page, '/overview', routes.signedIn)).toEqual([]);
  }, 400_000);

  it('the guest screens', async () => {
    const context = await newAppContext(browser, t);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await pageReady(page);
    expect(await walk(page, '/auth/login', routes.guest)).toEqual([]);
  }, 200_000);

  it('words the server sends as data are in the page language (summary, access log, countries, gadget name)', async () => {
    const context = await newAppContext(browser, t, { token: user.token });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/overview');
    await pageReady(page);
    // The summary was built in English after the import (the account saved no language): French words it anew.
    await chooseLanguage(page, 'fr');
    const summary = page.getByTestId('ai-overall-text');
    await expect.poll(() => summary.textContent()).toMatch(/alerte/);
    expect(await summary.textContent()).not.toMatch(/limits|lab value|out of range|alerts|\(s\)/);
    // The access log names what was read (the overview read the body systems: entity "twin", no id).
    await goTo(page, '/user');
    const what = await page.locator('[data-testid^="access-log-row-"] td:nth-child(4)').allInnerTexts();
    expect(what).toContain('Vue d’ensemble des systèmes du corps');
    expect(what.filter((w) => /^[a-z_]+$/.test(w.trim()))).toEqual([]);
    // Who read it: the assistant's reads (the summary) are named in French, not by its English agent string.
    const rows = page.locator('[data-testid^="access-log-row-"]');
    expect((await rows.allInnerTexts()).join(' ')).toContain('L’assistant, pour vous');
    expect((await rows.allInnerTexts()).join(' ')).not.toMatch(/AI assistant|after import|demo seed/);
    expect(await rows.locator('[title*="AI assistant"], [aria-label*="AI assistant"]').count()).toBe(0);
    await goTo(page, '/gadgets');
    expect(await page.getByTestId('gadget-name').allInnerTexts()).toEqual(['Simulateur intégré']);
    // The key dialogs name the gadget as the row does (rotating the simulator's key asked about "Built-in simulator").
    await page.getByTestId('gadget-rotate').click();
    await expect
      .poll(() => page.locator('#confirm-title').textContent())
      .toBe('Renouveler la clé de Simulateur intégré\u202f?');
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await goTo(page, '/twine/brain');
    expect(await page.locator('body').innerText()).not.toContain('hp-stress-score');
    // Chinese is 'ch' in the app and 'zh' to Intl: the countries are named in Chinese.
    await goTo(page, '/overview');
    await chooseLanguage(page, 'ch');
    await goTo(page, '/personalInfo');
    expect(await page.locator('select option').allTextContents()).toContain('德国');
    await goTo(page, '/overview');
    await expect.poll(() => summary.textContent()).toMatch(/警报/);
  }, 120_000);
});
