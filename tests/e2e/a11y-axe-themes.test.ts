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
import { browserSuite, settle } from '../support/browser.js';
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
  it.each(THEMES.filter((name) => name !== 'BLUE_THEME'))(
    'theme preset %s, light and dark, on representative pages',
    async (theme) => {
      const failures: string[] = [];
      for (const mode of MODES) {
        failures.push(...(await axe.audit(await axe.open(theme, mode), REPRESENTATIVE.guest, theme, mode)));
        failures.push(
          ...(await axe.audit(await axe.open(theme, mode, user.token), REPRESENTATIVE.signedIn, theme, mode)),
        );
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each(MODES)(
    '375 px wide, %s mode: representative pages and the open menu drawer',
    async (mode) => {
      const theme: ThemeName = 'BLUE_THEME';
      const failures = [
        ...(await axe.audit(await axe.open(theme, mode, undefined, PHONE), REPRESENTATIVE.guest, theme, mode, ' @375')),
        ...(await axe.audit(
          await axe.open(theme, mode, user.token, PHONE),
          REPRESENTATIVE.signedIn,
          theme,
          mode,
          ' @375',
        )),
      ];
      const page = await axe.open(theme, mode, user.token, PHONE);
      await openRoute(page, '/overview');
      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByTestId('sidebar').waitFor();
      await settle(page);
      failures.push(...(await axe.auditPage(page, '/overview @375 menu open', theme, mode)));
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
