// The guest screens' first paint in their page: only on its own path, before #root, with its check, which the
// Content-Security-Policy allows by hash (a mismatch would leave the browser refusing it, and a visitor with other
// settings or a session seeing the wrong picture).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { FIRST_PAINT_FILE, FIRST_PAINT_SCRIPT_HASH, lookFromCookie, withFirstPaint } from './first-paint.js';
import { indexPages } from './page-preloads.js';
import { helmetHeaders, helmetOptions } from './security-headers.js';

const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="root">mark</div></body></html>';
const PICTURE = '<div id="first-paint"><main>Sign in</main></div>';
const CHECK = {
  settings: { language: 'en' },
  settingsKey: 'customizer',
  offIfStored: ['</script>'],
  offIfSessionStored: [],
};
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dist(paints?: { path: string; look: string; html: string; check: unknown }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-first-paint-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ routes: [{ prefix: '/auth/', files: ['/a.js'] }] }),
  );
  if (paints) writeFileSync(path.join(dir, FIRST_PAINT_FILE), JSON.stringify({ paints }));
  return dir;
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
const checkData = (html: string) =>
  /<script type="application\/json" id="first-paint-check">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('first paint in the page', () => {
  it('goes right before #root on its own path only, with the route’s preloads kept', () => {
    const pages = indexPages(dist([{ path: '/auth/login', look: 'en.light', html: PICTURE, check: CHECK }]));
    const login = pages.page('/auth/login').html;
    expect(login.indexOf(PICTURE)).toBeGreaterThan(login.indexOf('<body>'));
    expect(login.indexOf('<div id="root">')).toBeGreaterThan(login.indexOf(PICTURE));
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/a.js">');
    // The check and its data right after the picture, before #root; the data whole, with no "</" to end it early.
    expect(inlineScripts(login)).toHaveLength(1);
    expect(login.indexOf('<script>')).toBeGreaterThan(login.indexOf(PICTURE));
    expect(login.indexOf('<script>')).toBeLessThan(login.indexOf('<div id="root">'));
    expect(JSON.parse(checkData(login) ?? 'null')).toEqual(CHECK);
    expect(checkData(login)).not.toContain('</');
    // The other guest screens share the prefix's page, without it.
    for (const other of ['/auth/login2', '/auth/register', '/auth/', '/overview']) {
      expect(pages.page(other).html).not.toContain('first-paint');
      expect(inlineScripts(pages.page(other).html)).toEqual([]);
    }
  });

  it('is left out when the build wrote none, or the page has no #root', () => {
    expect(indexPages(dist()).page('/auth/login').html).not.toContain('first-paint');
    expect(withFirstPaint('<body></body>', { html: PICTURE, check: CHECK })).toBe('<body></body>');
  });

  it('has its check allowed by the Content-Security-Policy, by the hash of what the page carries', () => {
    const script = inlineScripts(
      indexPages(dist([{ path: '/auth/login', look: 'en.light', html: PICTURE, check: CHECK }])).page('/auth/login')
        .html,
    )[0];
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    expect(FIRST_PAINT_SCRIPT_HASH).toBe(hash);
    for (const isProduction of [false, true]) {
      const csp = helmetHeaders(helmetOptions({ isProduction } as Config))['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    }
  });

  it('comes in the look the browser’s cookie names, else in the default one', () => {
    const pages = indexPages(
      dist([
        { path: '/auth/login', look: 'en.light', html: PICTURE, check: CHECK },
        { path: '/auth/login', look: 'ar.dark', html: '<div id="first-paint" lang="ar">دخول</div>', check: CHECK },
      ]),
    );
    expect(pages.page('/auth/login', 'ar.dark').html).toContain('lang="ar"');
    expect(pages.page('/auth/login', 'fr.dark').html).toContain(PICTURE);
    expect(pages.page('/auth/login').html).toContain(PICTURE);
    // The cookie as a browser sends it, among others; anything else is the default look.
    expect(lookFromCookie('theme=x; hp-look=ar.dark; other=1')).toBe('ar.dark');
    expect(lookFromCookie('hp-look=ch.light')).toBe('ch.light');
    for (const header of [undefined, '', 'hp-look=ar.dark<script>', 'hp-look=arabic.dark', 'xhp-look=ar.dark']) {
      expect(lookFromCookie(header), String(header)).toBe('en.light');
    }
  });
});
