// axe-core on every route of the app (issue 15 §4): WCAG 2.0/2.1/2.2 A and AA rules, no serious or critical
// violation allowed. Every route of paths.ts is walked in the default theme, light and dark; every theme
// preset in both modes on representative pages (the guest screen, the shell with a chart, the shell with
// tables), and those pages 375 px wide with the phone menu drawer. The counts per page are printed, so a run shows where the minor findings are too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { THEME_COLOURS } from '../../client/src/app/theme/palettes.js';
import type { ThemeMode, ThemeName } from '../../client/src/shared/settings/settings.js';
import { allRoutes, openRoute, userWithData } from '../support/a11y-helpers.js';
import type { Routes } from '../support/a11y-helpers.js';
import { registerUser } from '../support/account-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { AxeFinding } from '../support/axe.js';
import { browserSuite, newAppContext, settle } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let user: RegisteredUser;
let unverifiedToken: string;
let routes: Routes;

beforeAll(async () => {
  const full = await userWithData(t);
  user = full.user;
  routes = allRoutes(full.recordId);
  unverifiedToken = (await registerUser(t)).token;
});

interface Row {
  route: string;
  theme: ThemeName;
  mode: ThemeMode;
  severe: number;
  other: number;
  rules: string;
}
const rows: Row[] = [];

afterAll(() => {
  // The per-page figures the issue asks for; printed even when a test failed.
  console.log(
    `axe (WCAG 2.2 A+AA) per page: serious+critical / other\n${rows
      .map(
        (r) => `${r.route.padEnd(26)} ${r.theme.padEnd(13)} ${r.mode.padEnd(5)} ${r.severe} / ${r.other}  ${r.rules}`,
      )
      .join('\n')}`,
  );
});

async function open(
  theme: ThemeName,
  mode: ThemeMode,
  token?: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const customizer = { activeTheme: theme, activeMode: mode };
  const context = await newAppContext(browser, t, { token, customizer, viewport });
  contexts.push(context);
  return context.newPage();
}

/** Runs axe on what `page` shows now, records the counts under `label`; returns the serious/critical findings. */
async function auditPage(page: Page, label: string, theme: ThemeName, mode: ThemeMode): Promise<string[]> {
  const findings: AxeFinding[] = await runAxe(page);
  const bad = severe(findings);
  rows.push({
    route: label,
    theme,
    mode,
    severe: bad.reduce((n, f) => n + f.nodes, 0),
    other: findings.filter((f) => !bad.includes(f)).reduce((n, f) => n + f.nodes, 0),
    rules: findings.map((f) => `${f.rule}×${f.nodes}`).join(' '),
  });
  return bad.map((f) => `${label} [${theme} ${mode}] ${describeFinding(f)}`);
}

/** Opens each route on `page` and audits it. */
async function audit(page: Page, list: string[], theme: ThemeName, mode: ThemeMode, suffix = ''): Promise<string[]> {
  const failures: string[] = [];
  for (const route of list) {
    await openRoute(page, route);
    failures.push(...(await auditPage(page, `${route}${suffix}`, theme, mode)));
  }
  return failures;
}

const MODES: ThemeMode[] = ['light', 'dark'];
const THEMES = Object.keys(THEME_COLOURS) as ThemeName[];
const PHONE = { width: 375, height: 812 } as const;
/** Both guest layouts, the shell with a live chart, and the shell with the access-log table. */
const REPRESENTATIVE = { guest: ['/auth/login', '/auth/register2'], signedIn: ['/overview', '/live/hbr', '/user'] };

describe('axe: no serious or critical WCAG 2.2 AA violation', () => {
  it.each(MODES)(
    'every route in the default theme, %s mode',
    async (mode) => {
      const theme: ThemeName = 'BLUE_THEME';
      const failures = [
        ...(await audit(await open(theme, mode), routes.guest, theme, mode)),
        ...(await audit(await open(theme, mode, unverifiedToken), routes.unverified, theme, mode)),
        ...(await audit(await open(theme, mode, user.token), routes.signedIn, theme, mode)),
      ];
      expect(failures).toEqual([]);
    },
    300_000,
  );

  it.each(THEMES.filter((name) => name !== 'BLUE_THEME'))(
    'theme preset %s, light and dark, on representative pages',
    async (theme) => {
      const failures: string[] = [];
      for (const mode of MODES) {
        failures.push(...(await audit(await open(theme, mode), REPRESENTATIVE.guest, theme, mode)));
        failures.push(...(await audit(await open(theme, mode, user.token), REPRESENTATIVE.signedIn, theme, mode)));
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
        ...(await audit(await open(theme, mode, undefined, PHONE), REPRESENTATIVE.guest, theme, mode, ' @375')),
        ...(await audit(await open(theme, mode, user.token, PHONE), REPRESENTATIVE.signedIn, theme, mode, ' @375')),
      ];
      const page = await open(theme, mode, user.token, PHONE);
      await openRoute(page, '/overview');
      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByTestId('sidebar').waitFor();
      await settle(page);
      failures.push(...(await auditPage(page, '/overview @375 menu open', theme, mode)));
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
