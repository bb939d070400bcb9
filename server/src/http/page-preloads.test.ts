// index.html per route: the route's chunks as modulepreload links, the first matching prefix, the plain page
// elsewhere, a new build picked up, and Accept-Encoding read as RFC 9110 says (q=0 refuses a coding).
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { indexPages, pickEncoding } from './page-preloads.js';

const PAGE = '<!doctype html>\n<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>\n';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dist(routes?: { prefix: string; files: string[] }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-preloads-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  if (routes) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify({ routes }));
  return dir;
}

const links = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('indexPages', () => {
  const routes = [
    { prefix: '/auth/', files: ['/assets/auth-1.js', '/assets/TextField-2.js'] },
    { prefix: '/overview', files: ['/assets/layout-3.js', '/assets/overview-4.js'] },
    { prefix: '/records', files: ['/assets/layout-3.js', '/assets/records-5.js'] },
  ];

  it("lists the route's chunks in the head, in order", () => {
    const pages = indexPages(dist(routes));
    const { html } = pages.page('/auth/login');
    expect(links(html)).toEqual(['/assets/auth-1.js', '/assets/TextField-2.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(links(pages.page('/overview').html)).toEqual(['/assets/layout-3.js', '/assets/overview-4.js']);
    expect(links(pages.page('/records/abc').html)).toEqual(['/assets/layout-3.js', '/assets/records-5.js']);
  });

  it('matches whole path segments and sends the plain page elsewhere', () => {
    const pages = indexPages(dist(routes));
    expect(pages.page('/overviewx').html).toBe(PAGE);
    expect(pages.page('/recordsfoo').html).toBe(PAGE);
    expect(pages.page('/auth').html).toBe(PAGE);
    expect(pages.page('/').html).toBe(PAGE);
    expect(pages.page('/settings').html).toBe(PAGE);
  });

  it('compresses each page once, both ways', () => {
    const page = indexPages(dist(routes)).page('/overview');
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
  });

  it('sends the plain page when the build wrote no route list', () => {
    expect(indexPages(dist()).page('/auth/login').html).toBe(PAGE);
  });

  it('reads a new build of index.html', () => {
    const dir = dist(routes);
    const pages = indexPages(dir);
    expect(pages.page('/overview').html).toContain('overview-4.js');
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({ routes: [{ prefix: '/overview', files: ['/assets/overview-9.js'] }] }),
    );
    writeFileSync(path.join(dir, 'index.html'), PAGE.replace('<title>x</title>', '<title>y</title>'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    const html = pages.page('/overview').html;
    expect(html).toContain('<title>y</title>');
    expect(links(html)).toEqual(['/assets/overview-9.js']);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['gzip;q=0.0, br;q=0', null],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
