// Inputs an outside audit sent that the portal answered with a 500, a silent change or the wrong shape
// (2026-11-27): a query parameter sent twice, dates that do not exist (year 0000, 30 February), a FHIR file
// nested thousands deep, a code system that is not a URI, an admin lookup of an unknown user, router-level
// errors, and API-looking paths that got the app's page. Each now answers a clear error in the documented shape.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ackedWs } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let admin: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp({ withClient: true });
  ann = await verifiedUser(t);
  admin = await verifiedUser(t);
  await t.app.services.admin.setAdmin(null, admin.userId, true);
});
afterAll(() => t.close());

async function get(path: string, token = ann.token) {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

const codeOf = (r: { errors?: { extensions?: { code?: string; field?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;

describe('a query parameter sent twice', () => {
  it.each([
    ['/api/invoices.csv?sort=a&sort=b', 'sort'],
    ['/api/invoices.csv?from=2025-01-01&from=2025-02-01', 'from'],
    ['/api/documents/health-summary.pdf?lang=en&lang=fr', 'lang'],
    ['/api/documents/health-summary.pdf?sections=labs&sections=vitals', 'sections'],
  ])('%s is 400 BAD_USER_INPUT naming it', async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      message: expect.stringContaining(field) as string,
      code: 'BAD_USER_INPUT',
      field,
    });
  });

  it('on an upload too, and nothing is stored', async () => {
    const res = await fetch(`${t.url}/api/uploads?kind=file&filename=a.txt&filename=b.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filename' });
  });

  it("a parameter sent once still works, and a route may declare one repeatable (the CSV's states)", async () => {
    const res = await get('/api/invoices.csv?sort=issued_desc&from=2025-01-01');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/csv');
    const states = await get('/api/invoices.csv?state=PAID&state=OVERDUE');
    expect(states.status).toBe(200);
    expect(states.type).toContain('text/csv');
  });
});

describe('dates that do not exist are refused, never stored as another day or sent on to PostgreSQL', () => {
  const RECORDS = `query R($from: DateTime, $to: DateTime) { records(from: $from, to: $to) { totalCount } }`;
  const CREATE = `mutation C($input: RecordInput!) { createRecord(input: $input) { id date observations { effectiveAt } } }`;

  it.each([
    '0000-01-01T00:00:00Z',
    '2025-02-30T00:00:00Z',
    '2025-04-31T10:00:00+02:00',
    '2025-01-01T24:00:00Z',
    '2025-01-01T10:60:00Z',
  ])('DateTime %s is BAD_USER_INPUT, as a variable and as a literal', async (value) => {
    expect(codeOf(await t.gql(RECORDS, { from: value }, ann.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(RECORDS, { to: value }, ann.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(`{ records(from: "${value}") { totalCount } }`, {}, ann.token))).toBe('BAD_USER_INPUT');
  });

  it('real edge days are still accepted: 29 February of a leap year, year 0001, an offset', async () => {
    for (const value of ['2024-02-29T23:59:59Z', '0001-01-01T00:00:00Z', '2025-04-30T10:00:00+14:00']) {
      const res = await t.gql<{ records: { totalCount: number } }>(RECORDS, { from: value }, ann.token);
      expect(res.errors, value).toBeUndefined();
    }
  });

  it('a record dated 30 February, or with an observation in year 0000, is refused and not created', async () => {
    const base = { kind: 'CONDITION', title: 'Edge' };
    expect(codeOf(await t.gql(CREATE, { input: { ...base, date: '2025-02-30T00:00:00Z' } }, ann.token))).toBe(
      'BAD_USER_INPUT',
    );
    const lab = { kind: 'LAB_RESULT', title: 'Edge lab', date: '2025-01-01T00:00:00Z' };
    const obs = { code: '8480-6', value: 1, effectiveAt: '0000-01-01T00:00:00Z' };
    expect(codeOf(await t.gql(CREATE, { input: { ...lab, observations: [obs] } }, ann.token))).toBe('BAD_USER_INPUT');
    const list = await t.gql<{ records: { totalCount: number } }>(RECORDS, {}, ann.token);
    expect(list.data?.records.totalCount).toBe(0);
  });

  it('invoice day filters: GraphQL and the CSV refuse year 0000 and 30 February', async () => {
    const q = `query I($from: String) { invoices(filter: { from: $from }) { totalCount } }`;
    for (const from of ['0000-01-01', '2025-02-30']) {
      const res = await t.gql(q, { from }, ann.token);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
      const csv = await get(`/api/invoices.csv?from=${from}`);
      expect(csv.status).toBe(400);
      expect(JSON.parse(csv.text)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    }
  });

  it('a device reading at 30 February is refused by ingest, the others in the batch are stored', async () => {
    const gadget = await addGadget(t, ann.token);
    const good = new Date(Date.now() - 60_000).toISOString();
    const res = await ingest(t, gadget.key, {
      readings: [
        { id: 'bad-day', kind: 'heart_rate', time: '2025-02-30T00:00:00Z', value: 70 },
        { id: 'good', kind: 'heart_rate', time: good, value: 71 },
      ],
    });
    expect(res.status).toBeLessThan(300);
    expect(res.body.accepted).toEqual(['good']);
    expect(res.body.rejected).toEqual([{ id: 'bad-day', reason: expect.stringContaining('time') as string }]);
  });

  it('a FHIR import with an impossible onset date flags the date as missing instead of moving it', async () => {
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        { resource: { resourceType: 'Condition', id: 'c1', code: { text: 'Year zero' }, onsetDateTime: '0000-01-01' } },
        {
          resource: {
            resourceType: 'Condition',
            id: 'c2',
            code: { text: 'Thirtieth of February' },
            onsetDateTime: '2025-02-30',
          },
        },
      ],
    };
    const res = await t.rest('POST', '/api/fhir/import', bundle, ann.token);
    expect(res.status).toBe(200);
    const R = `{ records(search: "Year zero") { items { title date flags } } }`;
    const one = await t.gql<{ records: { items: { title: string; date: string; flags: string[] }[] } }>(
      R,
      {},
      ann.token,
    );
    expect(one.data?.records.items[0]?.flags).toContain('MISSING_DATE');
    const S = `{ records(search: "Thirtieth") { items { title date flags } } }`;
    const two = await t.gql<{ records: { items: { title: string; date: string; flags: string[] }[] } }>(
      S,
      {},
      ann.token,
    );
    expect(two.data?.records.items[0]?.flags).toContain('MISSING_DATE');
    expect(two.data?.records.items[0]?.date.startsWith('2025-03-02')).toBe(false);
  });
});

describe('other hostile inputs', () => {
  it('a FHIR Bundle nested thousands of levels deep is 400 BAD_USER_INPUT, not a stack overflow', async () => {
    let ext = '"x"';
    for (let i = 0; i < 3_000; i++) ext = `[${ext}]`;
    const text = `{"resourceType":"Bundle","type":"collection","entry":[{"resource":{"resourceType":"Observation","status":"final","code":{"text":"deep"},"extension":${ext}}}]}`;
    const res = await t.rest('POST', '/api/fhir/import', text, ann.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('levels deep') as string,
    });
  });

  it('a code system that is not a URI is refused (the FHIR export must stay valid R4)', async () => {
    const CREATE = `mutation C($input: RecordInput!) { createRecord(input: $input) { id } }`;
    const input = {
      kind: 'LAB_RESULT',
      title: 'Pressure',
      date: '2025-01-01T00:00:00Z',
      observations: [{ code: '8480-6', system: 'not a uri', value: 1 }],
    };
    const res = await t.gql(CREATE, { input }, ann.token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'observations[0].system' });
    const uri = await t.gql(
      CREATE,
      { input: { ...input, observations: [{ ...input.observations[0], system: 'http://loinc.org' }] } },
      ann.token,
    );
    expect(uri.errors).toBeUndefined();
    const bad = await t.gql(
      CREATE,
      { input: { kind: 'CONDITION', title: 'X', date: '2025-01-01T00:00:00Z', codeSystem: 'SNOMED CT' } },
      ann.token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'codeSystem' });
  });

  it("an administrator's lookup of an unknown user's invoices is NOT_FOUND, as a malformed id is", async () => {
    const q = `query A($u: ID!) { adminUserInvoices(userId: $u) { id } }`;
    expect(codeOf(await t.gql(q, { u: '00000000-0000-4000-8000-000000000001' }, admin.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(q, { u: 'garbage' }, admin.token))).toBe('NOT_FOUND');
    const own = await t.gql(q, { u: ann.userId }, admin.token);
    expect(own.errors).toBeUndefined();
  });

  it('GET /api/admin/users?verified=maybe is 400, not an unfiltered list', async () => {
    const res = await get('/api/admin/users?verified=maybe', admin.token);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'verified' });
    // Named as the caller sent them, in the request's terms rather than GraphQL's (no variable or type names).
    for (const [query, field] of [['sort=foo', 'sort'], ['sort=NAME&direction=UP', 'direction'], ['first=abc', 'first']]) {
      const bad = await get(`/api/admin/users?${query}`, admin.token);
      const body = JSON.parse(bad.text) as { message: string; code: string; field: string };
      expect([bad.status, body.code, body.field], query).toEqual([400, 'BAD_USER_INPUT', field]);
      expect(body.message).not.toMatch(/\$|Variable|AdminUser/);
    }
    expect(JSON.parse((await get('/api/admin/users?sort=foo', admin.token)).text)).toMatchObject({ reason: 'NOT_IN_LIST' });
    expect((await get('/api/admin/users?verified=true', admin.token)).status).toBe(200);
  });
});

describe('the FHIR round trip adds nothing that was not there', () => {
  it('an observation named only by text is exported with that text, not with a Coding of a display alone', async () => {
    const bob = await verifiedUser(t);
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            id: 'hb',
            status: 'final',
            code: { text: 'Hemoglobin' },
            effectiveDateTime: '2025-03-01T08:00:00Z',
            valueQuantity: { value: 13.5, unit: 'g/dL' },
          },
        },
      ],
    };
    expect((await t.rest('POST', '/api/fhir/import', bundle, bob.token)).status).toBe(200);
    const res = await t.gql<{ exportFhirBundle: string }>('query { exportFhirBundle }', {}, bob.token);
    const exported = JSON.parse(res.data?.exportFhirBundle ?? '{}') as {
      entry: { resource: Record<string, unknown> }[];
    };
    const obs = exported.entry.map((e) => e.resource).find((r) => r['resourceType'] === 'Observation');
    expect(obs?.['code']).toEqual({ text: 'Hemoglobin' });
  });
});

describe('router-level errors and API-looking paths answer JSON { message, code }', () => {
  it('a path parameter longer than any id is 404 NOT_FOUND', async () => {
    const res = await get(`/api/invoices/${'x'.repeat(5_000)}.pdf`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: expect.any(String) as string, code: 'NOT_FOUND' });
  });

  it('broken percent-encoding is 400 BAD_REQUEST', async () => {
    const res = await get('/api/account/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ message: expect.any(String) as string, code: 'BAD_REQUEST' });
  });

  it.each(['/api', '//api/account/my-account', '/API/account/my-account', '/Api/nothing'])(
    '%s is a JSON 404, not the page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.text)).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  // After a new build, a page opened before it asks for chunks that no longer exist: a 404 lets the client see a
  // chunk that failed to load; the page's HTML in its place failed as "not a JavaScript module" instead.
  it.each(['/assets/app-0ld0ld00.js', '/assets/nothing.css', '/Assets/x.js'])(
    'a missing asset %s is a JSON 404, not the page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.text)).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('the app page is still served for its own routes', async () => {
    const res = await get('/overview');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
  });
});

/** Sends raw bytes on a new connection and reads everything until the server closes it. */
function rawHttp(url: string, bytes: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8').on('data', (d: string) => (text += d)).on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '', body });
    });
  });
}

describe("requests Node's HTTP parser refuses answer JSON { message, code } too", () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['a header line without a colon', 'GET /api/account/my-account HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n', 400],
    ['Content-Length and Transfer-Encoding both', 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
    ['headers over the size limit', `GET /api/account/my-account HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s', async (_what, bytes, status) => {
    const res = await rawHttp(t.url, bytes);
    expect(res.status).toBe(status);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) as string, code: 'BAD_REQUEST' });
  });
});

describe('an import progress subscription for an id no import can have', () => {
  it('is refused at once with BAD_USER_INPUT on importId (it waited for ever before), as the import itself refuses it', async () => {
    const ws = await ackedWs(t, ann.token);
    try {
      ws.send({ id: 'p1', type: 'subscribe', payload: { query: 'subscription ($i: ID!) { fhirImportProgress(importId: $i) { phase } }', variables: { i: 'not-a-uuid' } } });
      const answer = await ws.waitFor((m) => m['id'] === 'p1' && (m['type'] === 'next' || m['type'] === 'error'), 'an answer to p1');
      const errors = (answer['payload'] as { errors?: { extensions?: { code?: string; field?: string } }[] }).errors ?? (answer['payload'] as { extensions?: { code?: string; field?: string } }[]);
      expect(errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'importId' });
    } finally {
      ws.close();
    }
  });
});
