// Nothing a person reads is cut: no field's example wider than its field, no label, button, tab, chip or heading
// ending in an ellipsis, on every signed-in route, in French on a tablet (768 px) and a laptop (1280 px). The
// translation walk (i18n-coverage.test.ts) checks the same in every language at one width each (French on a
// phone, English and Arabic on a laptop, Chinese on a phone), guest screens included. French at three widths:
// of the four languages it has the longest labels (a walk of all four at 375, 768 and 1280 px found cuts on a
// phone and a tablet in French only: the invoices' and messages' search fields, the comment field, the record's
// end-day label); on a laptop the records' search example was cut in English, French and Arabic.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { allRoutes, openRoute, openRouteInApp, userWithData } from '../support/a11y-helpers.js';
import type { Routes } from '../support/a11y-helpers.js';
import { browserSuite, newAppContext, screenshot } from '../support/browser.js';
import { cutTexts } from '../support/cut-text.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let token: string;
let routes: Routes;
beforeAll(async () => {
  const full = await userWithData(t);
  token = full.user.token;
  routes = allRoutes(full.params);
});

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1280, height: 800 };

type Viewport = { width: number; height: number };

async function walk(list: string[], language: string, viewport: Viewport): Promise<string[]> {
  const context = await newAppContext(browser, t, {
    token,
    customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' },
    viewport,
  });
  contexts.push(context);
  const page = await context.newPage();
  const cut: string[] = [];
  for (const [i, route] of list.entries()) {
    // The first by a full load, the others as the menu goes there.
    if (i === 0) await openRoute(page, route);
    else await openRouteInApp(page, route);
    const found = await cutTexts(page);
    if (found.length) await screenshot(page, `cut-text-${language}-${viewport.width}${route.replaceAll('/', '-')}`);
    cut.push(...found.map((f) => `${route}: ${f}`));
  }
  return cut;
}

const WALKS: [string, Viewport][] = [
  ['fr', TABLET],
  ['fr', LAPTOP],
];

describe('text fits', () => {
  it.each(WALKS)('every signed-in route, %s at %o', async (language, viewport) => {
    expect(await walk(routes.signedIn, language, viewport)).toEqual([]);
  });

  // The post composer sits beside the intro card from 1200 px: "Share a health snapshot" stood on three lines
  // at 1280 px (in English too), which the walk above now catches in French; here in every language, phone too.
  const COMPOSER: [string, Viewport][] = ['en', 'fr', 'ar', 'zh'].flatMap((l): [string, Viewport][] => [
    [l, PHONE],
    [l, LAPTOP],
  ]);
  it.each(COMPOSER)('the profile’s post composer, %s at %o', async (language, viewport) => {
    expect(await walk(['/user-profile'], language, viewport)).toEqual([]);
  });
});
