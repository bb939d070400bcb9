// Nothing a person reads is cut: no field's example wider than its field, no label, button, tab, chip or heading
// ending in an ellipsis, on every route. French on a phone (375 px), a tablet (768 px) and a laptop (1280 px):
// of the four languages it has the longest labels (a walk of all four at each width found, on a phone and a
// tablet, cuts in French only: the invoices' and messages' search fields, the comment field, the record's end-day
// label). Arabic on a laptop, where the records' search example was cut in English, French and Arabic (Arabic's
// the longest). Chinese, the shortest, found nothing anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { allRoutes, openRoute, openRouteInApp, userWithData } from '../support/a11y-helpers.js';
import type { Routes } from '../support/a11y-helpers.js';
import { PHONE } from '../support/axe-audit.js';
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

const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1280, height: 800 };

type Viewport = { width: number; height: number };

async function walk(list: string[], signedIn: boolean, language: string, viewport: Viewport): Promise<string[]> {
  const context = await newAppContext(browser, t, {
    ...(signedIn ? { token } : {}),
    customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' },
    viewport,
  });
  contexts.push(context);
  const page = await context.newPage();
  const cut: string[] = [];
  for (const [i, route] of list.entries()) {
    // Guest screens each by a full load (some send a signed-in visitor on); the signed-in area as its menu goes.
    if (i === 0 || !signedIn) await openRoute(page, route);
    else await openRouteInApp(page, route);
    const found = await cutTexts(page);
    if (found.length) await screenshot(page, `cut-text-${language}-${viewport.width}${route.replaceAll('/', '-')}`);
    cut.push(...found.map((f) => `${route}: ${f}`));
  }
  return cut;
}

const WALKS: [string, Viewport][] = [
  ['fr', PHONE],
  ['fr', TABLET],
  ['fr', LAPTOP],
  ['ar', LAPTOP],
];

describe('text fits', () => {
  it('the guest screens, French at 375 px', async () => {
    expect(await walk(routes.guest, false, 'fr', PHONE)).toEqual([]);
  });

  it.each(WALKS)('every signed-in route, %s at %o', async (language, viewport) => {
    expect(await walk(routes.signedIn, true, language, viewport)).toEqual([]);
  });
});
