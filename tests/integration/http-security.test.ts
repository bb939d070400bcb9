// HTTP hardening: security headers on the page and API doors, no dev outbox when real mail is configured,
// configuration that refuses bad variables by name, production-only behaviour (HSTS, no introspection, no
// field suggestions) and graceful shutdown closing graphql-ws sockets with 1001.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { FIRST_PAINT_SCRIPT_HASH } from '../../server/src/http/first-paint.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ackedWs, codeOf, registerUser } from '../support/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const PORTAL = 'https://portal.example';

const DOORS: [string, string, RequestInit][] = [
  ['GET /', '/', {}],
  ['GET /auth/login (client route)', '/auth/login', {}],
  [
    'POST /graphql',
    '/graphql',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ health }"}' },
  ],
  ['GET /api/account/my-account', '/api/account/my-account', {}],
];

describe('security headers', () => {
  it.each(DOORS)(
    '%s carries the strict CSP, nosniff and a Referrer-Policy, and no HSTS outside production',
    async (_l, path, init) => {
      const res = await fetch(`${t.url}${path}`, init);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values.join(' ')]),
      );
      // Scripts from the portal itself, and one inline script known by its hash: the guest screens' first-paint check.
      expect(directives.get('script-src')).toBe(`'self' ${FIRST_PAINT_SCRIPT_HASH}`);
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // Framing is refused twice over: CSP frame-ancestors 'none' and, for older clients, X-Frame-Options.
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    },
  );

  // helmet's document-only headers go on pages, not on JSON answers (security-headers.ts).
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  const PICTURE = '/api/shop/art/bp_cuff/black/0.svg';
  it.each([...DOORS, ['GET a shop picture (SVG, its own CSP)', PICTURE, {}] as (typeof DOORS)[number]])(
    '%s carries the document-only headers exactly when it is not JSON',
    async (_l, path, init) => {
      const res = await fetch(`${t.url}${path}`, init);
      await res.arrayBuffer();
      const json = /^application\/(.+\+)?json/.test(res.headers.get('content-type') ?? '');
      if (path === PICTURE) {
        expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        // The route's own CSP stands; the profile does not overwrite it.
        expect(res.headers.get('content-security-policy')).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      } else if (path === '/graphql' || path.startsWith('/api/')) expect(json).toBe(true);
      for (const name of DOCUMENT_ONLY) expect(res.headers.has(name), name).toBe(!json);
    },
  );

  it('a route that sets its own CSP keeps it, and a JSON error answer still gets the API profile', async () => {
    const notFound = await fetch(`${t.url}/api/no-such-route`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-type')).toMatch(/^application\/json/);
    expect(notFound.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(notFound.headers.get('x-content-type-options')).toBe('nosniff');
    expect(notFound.headers.has('x-xss-protection')).toBe(false);
  });

  it('marks GraphQL answers no-store', async () => {
    const res = await fetch(`${t.url}/graphql`, DOORS[2]?.[2]);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers no CORS headers to a foreign origin when no allowlist is configured (/graphql and REST)', async () => {
    for (const path of ['/graphql', '/api/account/login']) {
      const preflight = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      await preflight.arrayBuffer();
      expect(preflight.headers.get('access-control-allow-origin'), `preflight ${path}`).toBeNull();
    }
    const post = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: '{"query":"{ health }"}',
    });
    await post.arrayBuffer();
    expect(post.headers.get('access-control-allow-origin'), 'POST /graphql').toBeNull();
  });
});

describe('dev outbox', () => {
  it.each(['/dev/outbox', '/dev/outbox.json'])(
    '%s is not served when mail goes to SMTP → 404 NOT_FOUND',
    async (path) => {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `No route GET ${path}.`, code: 'NOT_FOUND' });
    },
  );
});

describe('loadConfig', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hp-test-data', JWT_SECRET: 'k'.repeat(40) };

  function configError(env: Record<string, string>): ConfigError {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err;
      throw err;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  }

  it('accepts a valid environment (control)', () => {
    const cfg = loadConfig({ ...base, PORT: '4100', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(cfg.port).toBe(4100);
    expect(cfg.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(cfg.jwt.secret).toBe(base.JWT_SECRET);
    expect(loadConfig({ ...base, SIMULATOR_TIME_ZONE: 'Asia/Tokyo' }).simulatorTimeZone).toBe('Asia/Tokyo');
  });

  it.each([
    ['PORT=abc', { PORT: 'abc' }, 'PORT'],
    ['PORT=70000', { PORT: '70000' }, 'PORT'],
    ['DATABASE_URL=mysql://x', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    ['JWT_SECRET shorter than 32 characters', { JWT_SECRET: 'short-secret' }, 'JWT_SECRET'],
    ['NODE_ENV=staging', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['SIMULATOR_TIME_ZONE=Mars/Olympus_Mons', { SIMULATOR_TIME_ZONE: 'Mars/Olympus_Mons' }, 'SIMULATOR_TIME_ZONE'],
  ])('throws a ConfigError naming the variable for %s', (_label, over, name) => {
    const err = configError({ ...base, ...over });
    expect(err.message).toMatch(new RegExp(`^\\s*${name}:`, 'm'));
  });

  it('names every bad variable at once', () => {
    const err = configError({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(err.message).toMatch(/^\s*PORT:/m);
    expect(err.message).toMatch(/^\s*DATABASE_URL:/m);
  });

  it('throws a ConfigError naming JWT_SECRET for NODE_ENV=production without one', () => {
    const err = configError({ NODE_ENV: 'production', DATA_DIR: '/tmp/hp-test-data' });
    expect(err.message).toMatch(/^\s*JWT_SECRET:.*production/m);
  });
});

describe('a production-mode instance (CORS_ORIGINS set)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ env: { NODE_ENV: 'production', CORS_ORIGINS: PORTAL } });
  });
  afterAll(() => prod.close());

  it('sends HSTS in production', async () => {
    const res = await fetch(`${prod.url}/graphql`, DOORS[2]?.[2]);
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('refuses introspection in production (the test-mode instance allows it)', async () => {
    expect((await t.gql('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const res = await prod.gql('{ __schema { queryType { name } } }');
    expect(res.data ?? undefined).toBeUndefined();
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/introspection has been disabled/i);
  });

  it('gives no field suggestions in production (the test-mode instance does)', async () => {
    expect((await t.gql('{ healt }')).errors?.[0]?.message).toMatch(/did you mean "health"/i);
    const res = await prod.gql('{ healt }');
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/^Cannot query field "healt" on type "Query"\./);
    expect(res.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  it('allows the allowlisted origin and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${prod.url}/api/account/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(PORTAL);
    await allowed.arrayBuffer();
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);

    for (const path of ['/api/account/login', '/graphql']) {
      const res = await fetch(`${prod.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      await res.arrayBuffer();
      expect(res.headers.get('access-control-allow-origin'), `preflight ${path}`).not.toBe(EVIL);
    }
    const post = await fetch(`${prod.url}/graphql`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: '{"query":"{ health }"}',
    });
    await post.arrayBuffer();
    expect(post.headers.get('access-control-allow-origin'), 'POST /graphql').not.toBe(EVIL);
  });
});

describe('graceful shutdown (its own instance)', () => {
  let doomed: TestApp;
  beforeAll(async () => {
    doomed = await startTestApp();
  });
  afterAll(() => doomed.close());

  it('closes an open graphql-ws socket with 1001 when the app closes, and stops accepting', async () => {
    const u = await registerUser(doomed);
    const ws = await ackedWs(doomed, u.token);
    await doomed.app.close();
    expect(await ws.closed).toEqual({ code: 1001, reason: expect.any(String) as unknown });
    await expect(fetch(`${doomed.url}/graphql`, DOORS[2]?.[2])).rejects.toThrow();
  });
});
