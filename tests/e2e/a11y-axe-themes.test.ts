// axe-core (issue 15 §4), continued from a11y-axe.test.ts: every theme preset in both modes on representative
// pages (the guest screens, the shell with a chart, the shell with tables), and those pages 375 px wide with the
// phone menu drawer open. No serious or critical WCAG 2.2 AA violation allowed; counts per page printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { THEME_COLOURS } from '../../client/src/app/theme/palettes.js';
import type { ThemeName } from '../../client/src/shared/settings/settings.js';
import { openRoute, userWithData } from '../support/a11y-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { AxeAudit, MODES, PHONE, REPRESENTATIVE } from '../support/axe-audit.js';
import { browserSuite, reseedStorage, settle } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
const axe = new AxeAudit(() => ({ browser, t }), contexts);
const THEMES = Object.keys(THEME_COLOURS) as ThemeName[];

let user: RegisteredUser;
beforeAll(async () => {
  user = (await userWithData(t)).user;
});

afterAll(() => {
  console.log(axe.summary());
});

describe('axe: no serious or critical WCAG 2.2 AA violation (themes, phone width)', () => {
  // One browser context per test: each look is set up in the origin's storage exactly as a new context seeded
  // with it would be (reseedStorage), then the pages are opened by a full load. A new context per look and
  // sign-in state (four per theme) fetched and compiled the client again each time (~0.7 s each).
  it.each(THEMES.filter((name) => name !== 'BLUE_THEME'))(
    'theme preset %s, light and dark, on representative pages',
    async (theme) => {
      const failures: string[] = [];
      const page = await axe.open(theme, 'light');
      for (const mode of MODES) {
        const customizer = { activeTheme: theme, activeMode: mode };
        if (mode !== 'light') await reseedStorage(page, { customizer });
        failures.push(...(await axe.audit(page, REPRESENTATIVE.guest, theme, mode)));
        await reseedStorage(page, { customizer, token: user.token });
        failures.push(...(await axe.audit(page, REPRESENTATIVE.signedIn, theme, mode)));
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(MODES)(
    '375 px wide, %s mode: representative pages and the open menu drawer',
    async (mode) => {
      const theme: ThemeName = 'BLUE_THEME';
      const page = await axe.open(theme, mode, undefined, PHONE);
      const failures = [...(await axe.audit(page, REPRESENTATIVE.guest, theme, mode, ' @375'))];
      await reseedStorage(page, { customizer: { activeTheme: theme, activeMode: mode }, token: user.token });
      failures.push(...(await axe.audit(page, REPRESENTATIVE.signedIn, theme, mode, ' @375')));
      await openRoute(page, '/overview');
      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByTestId('sidebar').waitFor();
      await settle(page);
      failures.push(...(await axe.auditPage(page, '/overview @375 menu open', theme, mode)));
      expect(failures).toEqual([]);
    },
  );
});
