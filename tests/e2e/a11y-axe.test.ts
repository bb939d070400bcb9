// axe-core on every route of the app (issue 15 §4): WCAG 2.0/2.1/2.2 A and AA rules, no serious or critical
// violation allowed. Every route of paths.ts is walked in the default theme, light and dark (the theme presets
// and the phone width are in a11y-axe-themes.test.ts, a file of their own so the two walks run side by side).
// The counts per page are printed, so a run shows where the minor findings are too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ThemeName } from '../../client/src/shared/settings/settings.js';
import { allRoutes, openRoute, userWithData } from '../support/a11y-helpers.js';
import type { Routes } from '../support/a11y-helpers.js';
import { registerUser } from '../support/account-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { AxeAudit, MODES } from '../support/axe-audit.js';
import { runAxe, severe } from '../support/axe.js';
import { browserSuite } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
const axe = new AxeAudit(() => ({ browser, t }), contexts);

let user: RegisteredUser;
let unverifiedToken: string;
let routes: Routes;

beforeAll(async () => {
  const full = await userWithData(t);
  user = full.user;
  routes = allRoutes(full.params);
  unverifiedToken = (await registerUser(t)).token;
});

afterAll(() => {
  console.log(axe.summary());
});

describe('axe: no serious or critical WCAG 2.2 AA violation', () => {
  // The control for every audit below: axe, loaded into an app page as the walks load it, does report what it
  // should. Without it, an audit that ran no rules would pass every page.
  it('reports an image without a text alternative and a button without a name, put into an app page', async () => {
    const page = await axe.open('BLUE_THEME', 'light');
    await openRoute(page, '/auth/login');
    // Outside the app's root, so no render of the app removes them.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<div><img src="/favicon.svg"><button type="button"></button></div>'),
    );
    const rules = severe(await runAxe(page)).map((f) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  });

  it.each(MODES)(
    'every route in the default theme, %s mode',
    async (mode) => {
      const theme: ThemeName = 'BLUE_THEME';
      const failures = [
        ...(await axe.audit(await axe.open(theme, mode), routes.guest, theme, mode)),
        ...(await axe.audit(await axe.open(theme, mode, unverifiedToken), routes.unverified, theme, mode)),
        ...(await axe.audit(await axe.open(theme, mode, user.token), routes.signedIn, theme, mode)),
      ];
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
