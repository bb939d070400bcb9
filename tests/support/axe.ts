// axe-core in the browser tests: loads axe into a page and runs the WCAG 2.0/2.1/2.2 A and AA rules.
// The script comes from the test server's own path (test-app.ts), as a same-origin <script src>, so the app's
// strict CSP (no inline scripts) stays on while the test runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import type { App } from '../../server/src/app.js';
import { settle } from './browser.js';

/**
 * axe-core's script at a path of the test server's own (not the app's: startTestApp adds it for browser files), so
 * a page loads it as it loads its own scripts: same origin (the app's CSP stays on), compiled off the main thread,
 * from the context's cache after the first time. Sending its source through the DevTools protocol with
 * `page.evaluate` instead took 0.5–0.9 s per page load.
 */
const AXE_SCRIPT_PATH = '/__e2e/axe.min.js';
const axeScript = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));

export function serveAxe(app: App): void {
  app.get(AXE_SCRIPT_PATH, (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(axeScript),
  );
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // WCAG 2.5.3 (Label in Name, level A) is "experimental" in axe 4.11, so tags alone do not run it.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** One violated rule on one page, with the first few elements it flagged. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  nodes: number;
  targets: string[];
  summary: string;
}

export const SEVERE: ReadonlySet<string> = new Set(['serious', 'critical']);

export async function runAxe(page: Page): Promise<AxeFinding[]> {
  // What a person reads is the page at rest: mid-transition (a menu fading out as a dialog fades in) its text is
  // drawn at part opacity, and axe measured that as a 1.3:1 contrast (a CI failure). Settling costs ~10–50 ms.
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ url: AXE_SCRIPT_PATH });
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    RUN_OPTIONS,
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
  }));
}

/** Serious and critical findings only: what the WCAG AA goal forbids. */
export const severe = (findings: AxeFinding[]) => findings.filter((f) => f.impact !== null && SEVERE.has(f.impact));

export function describeFinding(f: AxeFinding): string {
  return `${f.rule} (${f.impact ?? '?'}, ${f.nodes} node(s)) ${f.help}: ${f.targets.join(' | ')} — ${f.summary}`;
}
