// The axe walk shared by the a11y-axe files: open a page in a theme/mode (and viewport), audit what it shows,
// keep the per-page counts for the summary each file prints.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ThemeMode, ThemeName } from '../../client/src/shared/settings/settings.js';
import { openRoute, openRouteInApp } from './a11y-helpers.js';
import { describeFinding, runAxe, severe } from './axe.js';
import type { AxeFinding } from './axe.js';
import { newAppContext } from './browser.js';
import type { TestApp } from './test-app.js';

interface Row {
  route: string;
  theme: ThemeName;
  mode: ThemeMode;
  severe: number;
  other: number;
  rules: string;
}

export const MODES: ThemeMode[] = ['light', 'dark'];
export const PHONE = { width: 375, height: 812 } as const;
/** Both guest layouts, the shell with a live chart, and the shell with the access-log table. */
export const REPRESENTATIVE = {
  guest: ['/auth/login', '/auth/register2'],
  signedIn: ['/overview', '/live/hbr', '/user'],
};

export class AxeAudit {
  private readonly rows: Row[] = [];

  constructor(
    private readonly env: () => { browser: Browser; t: TestApp },
    private readonly contexts: BrowserContext[],
  ) {}

  async open(
    theme: ThemeName,
    mode: ThemeMode,
    token?: string,
    viewport?: { width: number; height: number },
  ): Promise<Page> {
    const { browser, t } = this.env();
    const context = await newAppContext(browser, t, {
      token,
      customizer: { activeTheme: theme, activeMode: mode },
      viewport,
    });
    this.contexts.push(context);
    return context.newPage();
  }

  /** Runs axe on what `page` shows now, records the counts under `label`; returns the serious/critical findings. */
  async auditPage(page: Page, label: string, theme: ThemeName, mode: ThemeMode): Promise<string[]> {
    const findings: AxeFinding[] = await runAxe(page);
    const bad = severe(findings);
    this.rows.push({
      route: label,
      theme,
      mode,
      severe: bad.reduce((n, f) => n + f.nodes, 0),
      other: findings.filter((f) => !bad.includes(f)).reduce((n, f) => n + f.nodes, 0),
      rules: findings.map((f) => `${f.rule}×${f.nodes}`).join(' '),
    });
    return bad.map((f) => `${label} [${theme} ${mode}] ${describeFinding(f)}`);
  }

  /**
   * Opens each route on `page` and audits it: the first by a full load (the app starts from the storage the
   * context was seeded with), the others inside the running app as the menu goes there. A full load per route
   * cost about 0.3 s more each (the app's start, its session check, the socket, axe injected again), for the
   * same page once rendered: what axe looks at is the route's rendered DOM in that theme and mode either way.
   */
  async audit(page: Page, list: string[], theme: ThemeName, mode: ThemeMode, suffix = ''): Promise<string[]> {
    const failures: string[] = [];
    for (const [i, route] of list.entries()) {
      if (i === 0) await openRoute(page, route);
      else await openRouteInApp(page, route);
      failures.push(...(await this.auditPage(page, `${route}${suffix}`, theme, mode)));
    }
    return failures;
  }

  /** The per-page figures the issue asks for; printed even when a test failed. */
  summary(): string {
    return `axe (WCAG 2.2 A+AA) per page: serious+critical / other\n${this.rows
      .map(
        (r) => `${r.route.padEnd(26)} ${r.theme.padEnd(13)} ${r.mode.padEnd(5)} ${r.severe} / ${r.other}  ${r.rules}`,
      )
      .join('\n')}`;
  }
}
