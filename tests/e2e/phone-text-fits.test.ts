// Nothing a person reads is cut on a phone (375 px): no field's example wider than its field, no label, button,
// tab, chip or heading ending in an ellipsis, on every route. Walked in French: of the four languages it has the
// longest words and labels (a walk of all four found cuts in French only: the invoices' and messages' search
// fields, the comment field), so it is the one that shows a label too long for a phone.
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

async function walk(list: string[], signedIn: boolean): Promise<string[]> {
  const context = await newAppContext(browser, t, {
    ...(signedIn ? { token } : {}),
    customizer: { language: 'fr' },
    viewport: PHONE,
  });
  contexts.push(context);
  const page = await context.newPage();
  const cut: string[] = [];
  for (const [i, route] of list.entries()) {
    // Guest screens each by a full load (some send a signed-in visitor on); the signed-in area as its menu goes.
    if (i === 0 || !signedIn) await openRoute(page, route);
    else await openRouteInApp(page, route);
    const found = await cutTexts(page);
    if (found.length) await screenshot(page, `cut-text-fr${route.replaceAll('/', '-')}`);
    cut.push(...found.map((f) => `${route}: ${f}`));
  }
  return cut;
}

describe('text fits at 375 px (French)', () => {
  it('the guest screens', async () => {
    expect(await walk(routes.guest, false)).toEqual([]);
  });

  it('every signed-in route', async () => {
    expect(await walk(routes.signedIn, true)).toEqual([]);
  }, 240_000);
});
