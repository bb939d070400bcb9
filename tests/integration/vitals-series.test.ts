// History queries on known data: vitalSeries buckets (rollups and raw), latest values, readings since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { LATEST, SERIES, SINCE, addGadget, hr, ingest, verifiedUser } from '../support/vitals-helpers.js';
import type { Reading, VerifiedUser } from '../support/vitals-helpers.js';

interface Point {
  time: string;
  count: number;
  avg: number;
  min: number;
  max: number;
  avg2: number | null;
  min2: number | null;
  max2: number | null;
}
interface Series {
  kind: string;
  unit: string;
  code: string;
  from: string;
  to: string;
  bucketSeconds: number;
  points: Point[];
}

let t: TestApp;
let ann: VerifiedUser;
let key: string;
// Two days ago, on the hour: 60 minutes × 3 heart-rate readings (at :00, :20, :40 s), value 60 + minute + s/20.
const base = Math.floor((Date.now() - 2 * 86400_000) / 3600_000) * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (minute: number, second = 0) => base + minute * 60_000 + second * 1000;

beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
  key = (await addGadget(t, ann.token)).key;
  const readings = [];
  for (let m = 0; m < 60; m++)
    for (const s of [0, 20, 40]) readings.push(hr(`k-${m}-${s}`, new Date(at(m, s)), 60 + m + s / 20));
  // Two interleaved batches, so minute buckets are merged by the rollup upsert; then one sent again.
  const even = readings.filter((_, i) => i % 2 === 0);
  const odd = readings.filter((_, i) => i % 2 === 1);
  expect((await ingest(t, key, { readings: even })).body.accepted).toHaveLength(90);
  expect((await ingest(t, key, { readings: odd })).body.accepted).toHaveLength(90);
  expect((await ingest(t, key, { readings: odd })).body.duplicates).toHaveLength(90);
  const bp = [0, 1, 2, 3].map((m) => ({
    id: `bp-${m}`,
    kind: 'blood_pressure',
    time: iso(at(m)),
    value: 120 + m,
    value2: 80 + m,
  }));
  expect((await ingest(t, key, { readings: bp })).body.accepted).toHaveLength(4);
});
afterAll(() => t.close());

const series = (vars: Record<string, unknown>, token = ann.token) =>
  t.gql<{ vitalSeries: Series }>(SERIES, vars, token);

describe('vitalSeries', () => {
  it('buckets an hour into 6 ten-minute points with exact min/avg/max from the rollups', async () => {
    const res = await series({ kind: 'HEART_RATE', from: iso(base), to: iso(at(60)), points: 6 });
    expect(res.errors).toBeUndefined();
    const s = res.data?.vitalSeries;
    expect(s).toMatchObject({ kind: 'HEART_RATE', unit: '/min', code: '8867-4', bucketSeconds: 600, from: iso(base) });
    expect(s?.points).toHaveLength(6);
    s?.points.forEach((p, k) => {
      expect(p).toEqual({
        time: iso(at(10 * k)),
        count: 30,
        min: 60 + 10 * k,
        max: 71 + 10 * k,
        avg: 65.5 + 10 * k,
        avg2: null,
        min2: null,
        max2: null,
      });
    });
  });

  it('never returns more buckets than points, and the buckets add up to every reading', async () => {
    for (const points of [1, 7, 13, 59, 61, 500]) {
      const s = (await series({ kind: 'HEART_RATE', from: iso(base), to: iso(at(60)), points })).data?.vitalSeries;
      expect(s?.points.length).toBeLessThanOrEqual(points);
      expect(s?.points.reduce((n, p) => n + p.count, 0)).toBe(180);
      expect(Math.min(...(s?.points ?? []).map((p) => p.min))).toBe(60);
      expect(Math.max(...(s?.points ?? []).map((p) => p.max))).toBe(121);
    }
  });

  it('floors an unaligned from to the minute when reading rollups', async () => {
    const s = (await series({ kind: 'HEART_RATE', from: iso(at(0, 30)), to: iso(at(60)), points: 6 })).data
      ?.vitalSeries;
    expect(s?.from).toBe(iso(base));
    expect(s?.points).toHaveLength(6);
    expect(s?.points[0]?.count).toBe(30);
  });

  it('uses raw rows for sub-minute buckets', async () => {
    const s = (await series({ kind: 'HEART_RATE', from: iso(base), to: iso(at(2)), points: 8 })).data?.vitalSeries;
    expect(s?.bucketSeconds).toBe(15);
    expect(s?.points.map((p) => [p.time, p.count, p.avg])).toEqual([
      [iso(at(0, 0)), 1, 60],
      [iso(at(0, 15)), 1, 61],
      [iso(at(0, 30)), 1, 62],
      [iso(at(1, 0)), 1, 61],
      [iso(at(1, 15)), 1, 62],
      [iso(at(1, 30)), 1, 63],
    ]);
  });

  it('aggregates systolic and diastolic for blood pressure', async () => {
    const s = (await series({ kind: 'BLOOD_PRESSURE', from: iso(base), to: iso(at(10)), points: 1 })).data?.vitalSeries;
    expect(s?.unit).toBe('mm[Hg]');
    expect(s?.points).toEqual([
      { time: iso(base), count: 4, avg: 121.5, min: 120, max: 123, avg2: 81.5, min2: 80, max2: 83 },
    ]);
  });

  it("validates its arguments and shows nothing of another user's", async () => {
    const bad = await series({ kind: 'HEART_RATE', from: iso(base), to: iso(base), points: 10 });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldOf(bad)).toBe('to');
    const points = await series({ kind: 'HEART_RATE', from: iso(base), to: iso(at(60)), points: 0 });
    expect(fieldOf(points)).toBe('points');
    const noZone = await series({ kind: 'HEART_RATE', from: '2026-01-01T00:00:00', to: iso(at(60)), points: 10 });
    expect(codeOf(noZone)).toBe('BAD_USER_INPUT');
    const bob = await verifiedUser(t);
    expect(
      (await series({ kind: 'HEART_RATE', from: iso(base), to: iso(at(60)), points: 6 }, bob.token)).data?.vitalSeries
        .points,
    ).toEqual([]);
  });
});

describe('latestVitals and vitalReadingsSince', () => {
  it('gives the newest reading per vital and what came after a given instant', async () => {
    const now = Date.now();
    const recent = [
      hr('r1', new Date(now - 50_000), 90),
      hr('r2', new Date(now - 40_000), 91),
      { id: 'r3', kind: 'spo2', time: iso(now - 30_000), value: 95 },
    ];
    expect((await ingest(t, key, { readings: recent })).body.accepted).toHaveLength(3);
    const latest = (await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, ann.token)).data?.latestVitals ?? [];
    expect(latest.map((r) => [r.kind, r.value])).toEqual([
      ['HEART_RATE', 91],
      ['SPO2', 95],
      ['BLOOD_PRESSURE', 123],
    ]);

    const since = await t.gql<{ vitalReadingsSince: Reading[] }>(SINCE, { since: iso(now - 45_000) }, ann.token);
    expect(since.data?.vitalReadingsSince.map((r) => r.value)).toEqual([91, 95]);
    const onlyHr = await t.gql<{ vitalReadingsSince: Reading[] }>(
      SINCE,
      { since: iso(now - 60_000), kinds: ['HEART_RATE'], limit: 1 },
      ann.token,
    );
    expect(onlyHr.data?.vitalReadingsSince.map((r) => r.value)).toEqual([90]);
    const tooOld = await t.gql(SINCE, { since: iso(now - 2 * 86400_000) }, ann.token);
    expect(fieldOf(tooOld)).toBe('since');
  });

  it('refuses a limit outside 1–5000 (readings) and 1–500 (alerts), naming it, where it answered a row or the maximum', async () => {
    const since = iso(Date.now() - 60_000);
    for (const limit of [-5, 0, 5001]) {
      const res = await t.gql(SINCE, { since, limit }, ann.token);
      expect([codeOf(res), fieldOf(res), res.data ?? null], `readings ${limit}`).toEqual([
        'BAD_USER_INPUT',
        'limit',
        null,
      ]);
    }
    const alerts = 'query A($limit: Int) { vitalAlerts(limit: $limit) { id } }';
    for (const limit of [-1, 0, 100_000]) {
      const res = await t.gql(alerts, { limit }, ann.token);
      expect([codeOf(res), fieldOf(res)], `alerts ${limit}`).toEqual(['BAD_USER_INPUT', 'limit']);
    }
    expect((await t.gql(alerts, { limit: 500 }, ann.token)).errors).toBeUndefined();
    expect((await t.gql(SINCE, { since, limit: 5000 }, ann.token)).errors).toBeUndefined();
  });
});
