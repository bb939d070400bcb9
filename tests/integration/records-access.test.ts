// Access control, attachments, audit and twin pages: another user's record is NOT_FOUND on every door;
// uploads are checked and served only to the owner; reads are audited and listed by myAccessLog; twin
// indicators are computed from known data with their status against the ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/account-helpers.js';
import {
  ACCESS_LOG, CREATE, DELETE, RECORD, RECORDS, SAMPLE_BUNDLE, TWIN, UPDATE, importBundle, lab, raw,
} from '../support/records-helpers.js';
import type { Rec } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { RECORD_VITALS, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let mallory: VerifiedUser;
let rec: Rec;
let attUrl: string;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
  mallory = await verifiedUser(t);
  const res = await t.gql<{ createRecord: Rec }>(CREATE, { input: lab() }, ann.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  rec = res.data.createRecord;
  const up = await raw(t, 'POST', `/api/records/${rec.id}/attachments?filename=report.pdf`, ann.token, PDF, 'application/pdf');
  expect(up.status).toBe(201);
  attUrl = String(up.json?.['url']);
});
afterAll(() => t.close());

describe("someone else's record is not found, on every operation", () => {
  it('GraphQL read, update, delete and attachment delete', async () => {
    expect((await t.gql<{ record: Rec | null }>(RECORD, { id: rec.id }, mallory.token)).data?.record).toBeNull();
    expect(codeOf(await t.gql(UPDATE, { id: rec.id, input: lab() }, mallory.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: rec.id }, mallory.token))).toBe('NOT_FOUND');
    const attId = attUrl.split('/').pop();
    expect(codeOf(await t.gql('mutation ($r: ID!, $a: ID!) { deleteAttachment(recordId: $r, id: $a) }', { r: rec.id, a: attId }, mallory.token))).toBe('NOT_FOUND');
    const list = await t.gql<{ records: { totalCount: number } }>(RECORDS, {}, mallory.token);
    expect(list.data?.records.totalCount).toBe(0);
    expect((await t.gql<{ record: Rec }>(RECORD, { id: rec.id }, ann.token)).data?.record.title).toBe('Lipid panel');
  });

  it('malformed and unknown ids are NOT_FOUND too, never a 500', async () => {
    for (const id of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-4000-8000-000000000000']) {
      expect((await t.gql<{ record: Rec | null }>(RECORD, { id }, ann.token)).data?.record).toBeNull();
      expect(codeOf(await t.gql(UPDATE, { id, input: lab() }, ann.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(DELETE, { id }, ann.token))).toBe('NOT_FOUND');
      expect((await raw(t, 'GET', `/api/records/${encodeURIComponent(id)}/attachments/${encodeURIComponent(id)}`, ann.token)).status).toBe(404);
    }
  });

  it('attachment download and upload answer 404 to another user, 401 to nobody', async () => {
    const other = await raw(t, 'GET', attUrl, mallory.token);
    expect([other.status, other.json?.['code']]).toEqual([404, 'NOT_FOUND']);
    const up = await raw(t, 'POST', `/api/records/${rec.id}/attachments`, mallory.token, PDF, 'application/pdf');
    expect(up.status).toBe(404);
    expect((await raw(t, 'GET', attUrl, null)).status).toBe(401);
  });
});

describe('attachments', () => {
  it('serves the owner the bytes as a download, never inline', async () => {
    const got = await raw(t, 'GET', attUrl, ann.token);
    expect(got.status).toBe(200);
    expect(got.buf.equals(PDF)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="report.pdf"/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses other types, content that does not match its type, empty and oversized bodies', async () => {
    const post = (body: Buffer, type: string) => raw(t, 'POST', `/api/records/${rec.id}/attachments`, ann.token, body, type);
    expect((await post(Buffer.from('<html>'), 'text/html')).status).toBe(415);
    const fake = await post(Buffer.from('<html>not a pdf'), 'application/pdf');
    expect([fake.status, fake.json?.['code'], fake.json?.['field']]).toEqual([400, 'BAD_USER_INPUT', 'file']);
    expect((await post(Buffer.alloc(0), 'text/plain')).status).toBe(400);
    const big = await post(Buffer.alloc(10 * 1024 * 1024 + 10, 0x41), 'text/plain');
    expect(big.status).toBe(413);
    const png = await post(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png');
    expect(png.status).toBe(201);
  });
});

describe('audit', () => {
  it('writes an entry for each read and lists them, newest first, in myAccessLog', async () => {
    const carl = await verifiedUser(t);
    const r = await t.gql<{ createRecord: Rec }>(CREATE, { input: lab() }, carl.token);
    await t.gql(RECORD, { id: r.data?.createRecord.id }, carl.token);
    await t.gql(RECORDS, {}, carl.token);
    await t.gql('{ exportFhirBundle }', {}, carl.token);
    await t.gql(TWIN, { system: 'VASCULAR' }, carl.token);
    await t.gql('{ latestVitals { id } }', {}, carl.token);
    const log = await t.gql<{ myAccessLog: { action: string; entityId: string | null; self: boolean; ip: string | null; actorId: string }[] }>(ACCESS_LOG, { first: 10 }, carl.token);
    expect(log.data?.myAccessLog.map((e) => e.action)).toEqual(['vitals.latest', 'twin.read', 'records.export', 'records.list', 'record.read']);
    expect(log.data?.myAccessLog[4]).toMatchObject({ entityId: r.data?.createRecord.id, self: true, actorId: carl.userId });
    expect(log.data?.myAccessLog[0]?.ip).toBeTruthy();
    // Someone else's log is not visible: mallory sees only her own entries.
    const other = await t.gql<{ myAccessLog: { action: string }[] }>(ACCESS_LOG, {}, mallory.token);
    expect(other.data?.myAccessLog.every((e) => e.action !== 'twin.read')).toBe(true);
    expect(codeOf(await t.gql(ACCESS_LOG, { first: 0 }, carl.token))).toBe('BAD_USER_INPUT');
  });
});

interface Indicator {
  code: string;
  latest: { value: number; unit: string | null; time: string; origin: string } | null;
  refLow: number | null;
  refHigh: number | null;
  status: string;
  trend: { time: string; value: number }[];
}
interface Twin {
  summary: { indicatorsOutOfRange: number; indicatorsWithData: number; lastMeasuredAt: string | null };
  indicators: Indicator[];
  conditions: { title: string }[];
  medications: { title: string }[];
  suggestions: string[];
}

describe('twin pages', () => {
  let dan: VerifiedUser;
  const twin = async (system: string) => {
    const res = await t.gql<{ twin: Twin }>(TWIN, { system }, dan.token);
    expect(res.errors).toBeUndefined();
    return res.data?.twin;
  };
  const ind = (tw: Twin | undefined, code: string) => tw?.indicators.find((i) => i.code === code);
  beforeAll(async () => {
    dan = await verifiedUser(t);
    await importBundle(t, dan.token, SAMPLE_BUNDLE);
    const lipids = lab({ date: '2025-03-01T08:00:00Z' });
    await t.gql(CREATE, { input: lipids }, dan.token);
    await t.gql(CREATE, { input: { kind: 'CONDITION', title: 'Essential hypertension', date: '2020-01-01T00:00:00Z' } }, dan.token);
    await t.gql(CREATE, { input: { kind: 'MEDICATION', title: 'Atorvastatin 20 mg', date: '2020-01-01T00:00:00Z' } }, dan.token);
    await t.gql(CREATE, { input: { kind: 'LAB_RESULT', title: 'Kidney', date: '2025-01-01T00:00:00Z', observations: [
      { code: '2160-0', value: 2.6, unit: 'mg/dL' },
      { code: '2947-0', value: 140, unit: 'mmol/L' },
      { code: '6298-4', value: 3.0, unit: 'mmol/L', refLow: 3.5, refHigh: 5.1 },
    ] } }, dan.token);
  });

  it('vascular: imported BP and weight, cholesterol against its range, related condition and medication', async () => {
    const v = await twin('VASCULAR');
    expect(ind(v, '8480-6')).toMatchObject({ latest: { value: 112, unit: 'mm[Hg]', time: '2000-02-05T00:00:00.000Z', origin: 'RECORD' }, status: 'NORMAL', refLow: 90, refHigh: 119 }); // AHA 2017: normal < 120
    expect(ind(v, '8480-6')?.trend.map((p) => p.value)).toEqual([107, 102, 110, 105, 112]);
    expect(ind(v, '8462-4')).toMatchObject({ latest: { value: 93 }, status: 'HIGH' });
    expect(ind(v, '29463-7')?.latest?.value).toBeGreaterThan(0);
    expect(ind(v, '29463-7')?.status).toBe('UNKNOWN');
    expect(ind(v, '2093-3')).toMatchObject({ latest: { value: 230 }, refHigh: 200, status: 'HIGH' });
    expect(ind(v, '2085-9')).toMatchObject({ latest: { value: 55 }, status: 'NORMAL' });
    expect(ind(v, '18262-6')).toMatchObject({ latest: null, status: 'NO_DATA', trend: [] });
    // BMI 35.1 > 24.9 → HIGH; diastolic 93 > 80 → HIGH; cholesterol → HIGH.
    expect(v?.summary).toMatchObject({ indicatorsOutOfRange: 3, lastMeasuredAt: '2025-03-01T08:00:00.000Z' });
    expect(v?.conditions.map((c) => c.title)).toEqual(['Essential hypertension']);
    expect(v?.medications.map((c) => c.title)).toEqual(['Atorvastatin 20 mg']);
    expect(v?.suggestions).toEqual([]);
  });

  it('kidney: default ranges when none is given, the observation range when it is; far outside is HIGH, never a computed CRITICAL', async () => {
    const k = await twin('KIDNEY');
    expect(ind(k, '2160-0')).toMatchObject({ latest: { value: 2.6 }, refLow: 0.6, refHigh: 1.3, status: 'HIGH' });
    expect(ind(k, '2947-0')).toMatchObject({ status: 'NORMAL' });
    expect(ind(k, '6298-4')).toMatchObject({ refLow: 3.5, refHigh: 5.1, status: 'LOW' });
    expect(k?.summary.indicatorsOutOfRange).toBe(2);
  });

  it('live vitals join their system: a newer heart rate reading is the latest', async () => {
    const res = await t.gql(RECORD_VITALS, { readings: [{ kind: 'HEART_RATE', value: 130 }] }, dan.token);
    expect(res.errors).toBeUndefined();
    const hr = ind(await twin('VASCULAR'), '8867-4');
    expect(hr).toMatchObject({ latest: { value: 130, origin: 'VITALS' }, status: 'HIGH' });
  });

  it('an empty page says what would fill it', async () => {
    const e = await twin('EYE');
    expect(e?.summary).toEqual({ indicatorsOutOfRange: 0, indicatorsWithData: 0, lastMeasuredAt: null });
    expect(e?.suggestions).toEqual(['IMPORT_BUNDLE', 'ADD_RECORD']);
    expect((await twin('BRAIN'))?.suggestions).toEqual(['IMPORT_BUNDLE', 'ADD_RECORD', 'PAIR_GADGET']);
  });
});
