// GET /api/account/export.zip: the zip is streamed (chunked, no Content-Length, no-store), holds a README, the
// FHIR Bundle (same records as GET /api/fhir/export), every vital reading as RFC 4180 CSV read in keyset
// batches (more rows than one batch, ties on time), a manifest whose counts and checksums match, the download
// is audited, and it needs a verified token and carries nobody else's data.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS } from '../../server/src/features/vitals/vital-definitions.js';
import { CSV_BATCH } from '../../server/src/features/my-data/vitals-csv.js';
import { registerUser } from '../support/account-helpers.js';
import { ACCESS_LOG, SAMPLE_BUNDLE, importBundle, raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';
import { parseCsv, unzip } from '../support/zip-helpers.js';
import type { Unzipped } from '../support/zip-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
const TRICKY_GADGET = '=HYPERLINK("http://x"), Ann\'s "watch"';
const TRICKY_ID = '@SUM(1,2) "q"';
const HR_COUNT = CSV_BATCH + 401; // more than one batch

async function download(token: string | null) {
  const res = await fetch(`${t.url}/api/account/export.zip`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
  const g = await addGadget(t, ann.token, 'WEARABLE', TRICKY_GADGET);
  // Three readings per minute at the same instant, so a batch boundary (2000) falls inside a tie: the keyset
  // cursor must break ties by id (neither lose nor repeat a row).
  const readings = Array.from({ length: HR_COUNT }, (_, i) => ({
    id: i === 0 ? TRICKY_ID : `hr-${i}`,
    kind: 'heart_rate',
    time: minutesAgo(10 + Math.floor(i / 3)).toISOString(),
    value: 60 + (i % 40),
  }));
  readings.push({
    id: 'bp-1',
    kind: 'blood_pressure',
    time: minutesAgo(5).toISOString(),
    value: 121,
    value2: 79,
  } as never);
  readings.push({ id: 'glu-1', kind: 'glucose', time: minutesAgo(5).toISOString(), value: 104.5 });
  const res = await ingest(t, g.key, { readings });
  expect(res.body.accepted).toHaveLength(HR_COUNT + 2);
  expect((await importBundle(t, ann.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
  const bg = await addGadget(t, bob.token, 'WEARABLE', 'Bob band');
  await ingest(t, bg.key, { readings: [{ id: 'bob-1', kind: 'spo2', time: minutesAgo(3).toISOString(), value: 95 }] });
}, 120_000);
afterAll(() => t.close());

describe('the zip of everything', () => {
  let zip: Unzipped;
  let headers: Headers;
  beforeAll(async () => {
    const res = await download(ann.token);
    expect(res.status).toBe(200);
    headers = res.headers;
    zip = unzip(res.bytes);
  });
  afterAll(() => zip.dispose());

  it('is streamed as a no-store attachment: zip type, chunked, no Content-Length', () => {
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-health-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(headers.get('content-length')).toBeNull();
    expect(headers.get('transfer-encoding')).toBe('chunked');
  });

  it('holds README, Bundle, CSV, the data files and manifest, and every CRC checks out with Info-ZIP unzip', () => {
    // Then every other table with rows of Ann's (account-export-data.test.ts), and the manifest last.
    expect(zip.names.slice(0, 3)).toEqual(['README.txt', 'health-record.fhir.json', 'vital-readings.csv']);
    expect(zip.names.slice(3, -1)).toEqual(expect.arrayContaining(['data/users.json', 'data/gadgets.json']));
    expect(zip.names.slice(3, -1).every((n) => n.startsWith('data/'))).toBe(true);
    expect(zip.names.at(-1)).toBe('manifest.json');
    expect(zip.integrity).toMatch(/No errors detected/);
    expect(zip.text('README.txt')).toContain('heart_rate       /min');
  });

  it('carries the same FHIR Bundle as GET /api/fhir/export (Patient + the 20 imported records)', async () => {
    const fromZip = JSON.parse(zip.text('health-record.fhir.json')) as {
      resourceType: string;
      type: string;
      entry: { resource: { resourceType: string; id?: string } }[];
    };
    const direct = (await raw(t, 'GET', '/api/fhir/export', ann.token)).json as { entry: unknown[] };
    expect(fromZip).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fromZip.entry).toHaveLength(direct.entry.length);
    expect(fromZip.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', id: ann.userId });
    expect(fromZip.entry.filter((e) => e.resource.resourceType === 'Observation').length).toBeGreaterThanOrEqual(20);
  });

  it('lists every reading once, in (vital, time, id) order, with ISO UTC times and canonical units', async () => {
    const text = zip.text('vital-readings.csv');
    expect(
      text.startsWith('\uFEFFtime_utc,vital,value,value2,unit,loinc_code,source,gadget,device_reading_id\r\n'),
    ).toBe(true);
    const [, ...rows] = parseCsv(text.slice(1));
    const db = await dbReadings(ann.userId);
    expect(db.length).toBeGreaterThanOrEqual(HR_COUNT + 2);
    expect(rows).toHaveLength(db.length);
    const expected = db.map((r) => [
      new Date(r.time).toISOString(),
      r.kind,
      String(r.value),
      r.value2 === null ? '' : String(r.value2),
      r.unit,
      r.code,
      r.source,
      r.gadget === null ? '' : `'${r.gadget}`.replace(/^'(?![=+\-@])/, ''),
      r.device_reading_id === null ? '' : r.device_reading_id.replace(/^([=+\-@])/, "'$1"),
    ]);
    expect(rows).toEqual(expected);
    for (const r of rows) {
      expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(r[4]).toBe(VITALS[r[1] as keyof typeof VITALS].unit);
    }
    expect(rows.find((r) => r[8] === 'hr-1')?.[2]).toBe('61');
    expect(rows.find((r) => r[1] === 'blood_pressure' && r[8] === 'bp-1')?.slice(2, 5)).toEqual([
      '121',
      '79',
      'mm[Hg]',
    ]);
  });

  it('escapes commas and quotes (RFC 4180) and defuses spreadsheet formulas in gadget names and device ids', () => {
    const text = zip.text('vital-readings.csv');
    expect(text).toContain(`,"'=HYPERLINK(""http://x""), Ann's ""watch""","'@SUM(1,2) ""q"""\r\n`);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it('has a manifest whose counts, sizes and checksums match the files', () => {
    const csv = zip.text('vital-readings.csv');
    const bundle = zip.text('health-record.fhir.json');
    const m = JSON.parse(zip.text('manifest.json')) as {
      files: { name: string; rows?: number; entries?: number; bytes: number; sha256: string }[];
    };
    const [b, c] = m.files;
    expect(b).toMatchObject({ name: 'health-record.fhir.json', bytes: Buffer.byteLength(bundle), sha256: sha(bundle) });
    expect(b?.entries).toBe((JSON.parse(bundle) as { entry: unknown[] }).entry.length);
    expect(c).toMatchObject({
      name: 'vital-readings.csv',
      rows: parseCsv(csv.slice(1)).length - 1,
      bytes: Buffer.byteLength(csv),
      sha256: sha(csv),
    });
  });
});

describe('who may download what', () => {
  it('answers 401 { message, code } without a token and 403 EMAIL_NOT_VERIFIED for an unverified account', async () => {
    const none = await download(null);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.bytes.toString())).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: expect.any(String) as string,
    });
    expect(none.headers.get('cache-control')).toBe('no-store');
    const fresh = await registerUser(t);
    const unverified = await download(fresh.token);
    expect(unverified.status).toBe(403);
    expect(JSON.parse(unverified.bytes.toString())).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it("gives Bob his own reading only and none of Ann's records", async () => {
    const res = await download(bob.token);
    expect(res.status).toBe(200);
    const z = unzip(res.bytes);
    try {
      const rows = parseCsv(z.text('vital-readings.csv').slice(1)).slice(1);
      expect(rows.map((r) => [r[1], r[2], r[7], r[8]])).toEqual([['spo2', '95', 'Bob band', 'bob-1']]);
      const bundle = JSON.parse(z.text('health-record.fhir.json')) as {
        entry: { resource: { resourceType: string; id: string } }[];
      };
      expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Patient']);
      expect(bundle.entry[0]?.resource.id).toBe(bob.userId);
      expect(z.text('health-record.fhir.json')).not.toContain(ann.userId);
    } finally {
      z.dispose();
    }
  });

  it('prepares one export per user at a time (429 RATE_LIMITED for a second), and frees the slot when done', async () => {
    const both = await Promise.all([download(ann.token), download(ann.token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    const refused = both.find((r) => r.status === 429);
    expect(JSON.parse(refused?.bytes.toString() ?? '{}')).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await download(ann.token)).status).toBe(200);
  });

  it('frees the slot when the client goes away mid-download', async () => {
    const abort = new AbortController();
    const res = await fetch(`${t.url}/api/account/export.zip`, {
      headers: { authorization: `Bearer ${ann.token}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    await reader?.read();
    abort.abort();
    await new Promise((r) => setTimeout(r, 200));
    expect((await download(ann.token)).status).toBe(200);
  });

  it('is written to the access log as account.export (and the Bundle read as records.export)', async () => {
    const log = await t.gql<{ myAccessLog: { action: string; self: boolean }[] }>(ACCESS_LOG, { first: 50 }, ann.token);
    const actions = log.data?.myAccessLog.map((e) => e.action) ?? [];
    expect(actions).toContain('account.export');
    expect(actions).toContain('records.export');
  });
});

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

interface DbReading {
  time: string;
  kind: string;
  value: number;
  value2: number | null;
  unit: string;
  code: string;
  source: string;
  gadget: string | null;
  device_reading_id: string | null;
}
async function dbReadings(userId: string): Promise<DbReading[]> {
  const res: unknown = await t.db.db.execute(sql`
    SELECT r.time, r.kind, r.value, r.value2, r.unit, r.code, r.source, g.name AS gadget, r.device_reading_id
    FROM vital_readings r LEFT JOIN gadgets g ON g.id = r.gadget_id WHERE r.user_id = ${userId}
    ORDER BY r.kind, r.time, r.id`);
  return (res as { rows: DbReading[] }).rows;
}
