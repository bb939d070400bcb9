// Compression: the built client's pre-compressed .br/.gz siblings are sent as they are, API answers above the
// threshold are compressed and small ones are not, and GraphQL over SSE still streams event by event. The global
// rate limit leaves the client's files out.
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../client/build/precompress.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/src/http/compression.js';
import { IMPORT, SAMPLE_BUNDLE } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, hr, ingest, READING_FIELDS, SINCE, verifiedUser } from '../support/vitals-helpers.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, before any decoding. */
  wire: Buffer;
  /** The body after undoing Content-Encoding. */
  body: Buffer;
}

function decode(wire: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  if (encoding === undefined) return wire;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** node:http rather than fetch: fetch decodes bodies itself and picks its own Accept-Encoding. */
function get(
  t: TestApp,
  p: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${p}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body: decode(wire, encoding) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function postGql(t: TestApp, query: string, variables: Record<string, unknown>, token: string, acceptEncoding: string) {
  return get(
    t,
    '/graphql',
    { 'content-type': 'application/json', 'accept-encoding': acceptEncoding, authorization: `Bearer ${token}` },
    'POST',
    JSON.stringify({ query, variables }),
  );
}

// A stand-in for the client build: an index page and a hashed script, compressed by the same code as `vite build`.
const dist = mkdtempSync(path.join(tmpdir(), 'hp-compression-'));
const script = `export const rows = [${Array.from({ length: 800 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const scriptPath = '/assets/app-abc123.js';
const tiny = 'export const x = 1;\n';

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>x</title>${'<p>portal</p>'.repeat(200)}`);
  writeFileSync(path.join(dist, scriptPath), script);
  writeFileSync(path.join(dist, 'assets/tiny-abc.js'), tiny);
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ routes: [{ prefix: '/auth/', files: ['/assets/auth-1.js'] }] }),
  );
  await precompressDir(dist);
  t = await startTestApp({ env: { CLIENT_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static assets', () => {
  it('writes .br and .gz siblings only where they help', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dist, `${scriptPath}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dist, `${scriptPath}.gz`))).toString()).toBe(script);
    expect(() => readFileSync(path.join(dist, 'assets/tiny-abc.js.br'))).toThrow(/ENOENT/);
  });

  it('sends the brotli file to a client that accepts br', async () => {
    const res = await get(t, scriptPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.wire).toEqual(readFileSync(path.join(dist, `${scriptPath}.br`)));
    expect(res.body.toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get(t, scriptPath, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.wire).toEqual(readFileSync(path.join(dist, `${scriptPath}.gz`)));
    expect(res.body.toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get(t, scriptPath, { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.wire.toString()).toBe(script);
  });

  it('sends the compressed index page for a client-side route', async () => {
    const res = await get(t, '/overview', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<p>portal</p>');
  });

  it("lists a route's chunks in its page, in every encoding", async () => {
    const link = '<link rel="modulepreload" crossorigin href="/assets/auth-1.js">';
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get(t, '/auth/login?next=%2Frecords', {
        'accept-encoding': acceptEncoding,
        accept: 'text/html',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : acceptEncoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toContain(link);
    }
    expect((await get(t, '/overview', { 'accept-encoding': 'gzip' })).body.toString()).not.toContain('modulepreload');
  });
});

describe('API responses', () => {
  it('compresses a large GraphQL answer and leaves a small one alone', async () => {
    const u = await verifiedUser(t);
    const gadget = await addGadget(t, u.token);
    const start = Date.now() - 60 * 60_000;
    const readings = Array.from({ length: 40 }, (_, i) => hr(`c${i}`, new Date(start + i * 60_000), 60 + (i % 20)));
    expect((await ingest(t, gadget.key, { readings })).status).toBe(200);
    const vars = { since: new Date(start - 60_000).toISOString() };

    const large = await postGql(t, SINCE, vars, u.token, 'br, gzip');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(large.wire.length).toBeLessThan(large.body.length / 2);
    const parsed = JSON.parse(large.body.toString()) as { data: { vitalReadingsSince: unknown[] } };
    expect(parsed.data.vitalReadingsSince).toHaveLength(40);

    const gzipped = await postGql(t, SINCE, vars, u.token, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.toString()).toBe(large.body.toString());

    const small = await postGql(t, '{ health }', {}, u.token, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.wire.toString())).toEqual({ data: { health: true } });
  });

  it('compresses a large REST answer and leaves a small one alone', async () => {
    const u = await verifiedUser(t);
    const imported = await t.gql(IMPORT, { bundle: SAMPLE_BUNDLE }, u.token);
    expect(imported.errors).toBeUndefined();
    const auth = { authorization: `Bearer ${u.token}` };

    const large = await get(t, '/api/fhir/export', { ...auth, 'accept-encoding': 'gzip, br' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.wire.length).toBeLessThan(large.body.length / 2);
    expect(JSON.parse(large.body.toString())).toMatchObject({ resourceType: 'Bundle' });

    const small = await get(t, '/api/account/my-account', { ...auth, 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.wire.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.wire.toString())).toMatchObject({ id: u.userId });
  });
});

describe('GraphQL over SSE', () => {
  it('streams each event as it happens to a client that accepts br and gzip', async () => {
    const u = await verifiedUser(t);
    const gadget = await addGadget(t, u.token);
    const received: string[] = [];
    let headers: IncomingHttpHeaders = {};
    const req = request(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        'content-type': 'application/json',
        authorization: `Bearer ${u.token}`,
      },
    });
    const opened = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        resolve();
      });
      req.on('error', reject);
    });
    req.end(JSON.stringify({ query: `subscription { vitalReadings { ${READING_FIELDS} } }` }));
    try {
      await opened;
      expect(headers['content-type']).toMatch(/^text\/event-stream/);
      // yoga marks event streams `Content-Encoding: none` so that proxies do not compress them either.
      expect(headers['content-encoding'] ?? 'none').toBe('none');
      // The subscription is live once the server has written something (yoga opens with a ping/comment);
      // keep ingesting until an event arrives, as the subscriber may register a moment after the headers.
      await expect
        .poll(async () => {
          await ingest(t, gadget.key, { readings: [hr(`s${Date.now()}`, new Date(), 71)] });
          return received.join('');
        })
        .toMatch(/event: next\ndata: .*"vitalReadings".*"value":71/);
    } finally {
      req.destroy();
    }
  });
});

describe('the global rate limit', () => {
  it('does not count the client\'s files: a burst of cold loads still gets its scripts and its API answers', async () => {
    const limited = await startTestApp({ env: { CLIENT_DIST: dist }, globalRateLimit: 5 });
    try {
      // Far more file requests than the limit allows, as a few cold loads from one address would send.
      for (let i = 0; i < 12; i++) expect((await get(limited, scriptPath, { 'accept-encoding': 'br' })).status).toBe(200);
      // The API is still limited, per address: five answers, then 429 with { message, code }.
      const answers: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 7; i++) answers.push(await limited.rest('POST', '/graphql', { query: '{ __typename }' }));
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.slice(5).map((a) => a.status)).toEqual([429, 429]);
      const refused = answers[6]?.body as { message?: unknown; code?: unknown };
      expect([typeof refused.message, typeof refused.code]).toEqual(['string', 'string']);
      // Files keep coming while the API waits out its window.
      expect((await get(limited, scriptPath, {})).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
