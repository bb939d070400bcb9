// One source of truth for clinical ranges (issue 15 §1): the same reading has the same status, judged by the
// same reference range, through every GraphQL field that reports one — the recordVitals answer, the live
// subscription, latestVitals, vitalReadingsSince and the twin page that shows the vital.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const RANGE = 'code low high unit context source';
const FIELDS = `id kind value value2 status referenceRange { ${RANGE} } referenceRange2 { ${RANGE} }`;
const RECORD = `mutation R($readings: [VitalReadingInput!]!) { recordVitals(readings: $readings) { ${FIELDS} } }`;
const LATEST = `query L { latestVitals { ${FIELDS} } }`;
const SINCE = `query S($since: DateTime!, $kinds: [VitalKind!]) { vitalReadingsSince(since: $since, kinds: $kinds) { ${FIELDS} } }`;
const LIVE = `subscription V { vitalReadings { ${FIELDS} } }`;
const TWIN = `query T($system: TwinSystem!) { twin(system: $system) {
  indicators { code status latest { value origin } referenceRange { ${RANGE} } } } }`;

interface Range {
  code: string;
  low: number | null;
  high: number | null;
  unit: string;
  context: string;
  source: string;
}
interface Reading {
  id: string;
  kind: string;
  value: number;
  value2: number | null;
  status: string;
  referenceRange: Range;
  referenceRange2: Range | null;
}
interface Indicator {
  code: string;
  status: string;
  latest: { value: number; origin: string } | null;
  referenceRange: Range | null;
}

/** A reading, where its twin indicator lives, and the status the chosen ranges give it. */
const CASES = [
  // CGM time in range 70–180 mg/dL: 150 is in range (a fasting 70–99 would call it high).
  { kind: 'GLUCOSE', value: 150, system: 'BLOOD', code: '99504-3', want: 'NORMAL' },
  { kind: 'GLUCOSE', value: 62, system: 'BLOOD', code: '99504-3', want: 'LOW' },
  { kind: 'GLUCOSE', value: 50, system: 'BLOOD', code: '99504-3', want: 'CRITICAL' },
  // Resting 50–100 /min: 55 is normal (a 60–100 range would call it low).
  { kind: 'HEART_RATE', value: 55, system: 'VASCULAR', code: '8867-4', want: 'NORMAL' },
  { kind: 'HEART_RATE', value: 104, system: 'VASCULAR', code: '8867-4', want: 'HIGH' },
  // AHA 2017: 125 systolic is "elevated", outside normal (< 120); the diastolic 78 is normal.
  { kind: 'BLOOD_PRESSURE', value: 125, value2: 78, system: 'VASCULAR', code: '8480-6', want: 'HIGH' },
  { kind: 'BLOOD_PRESSURE', value: 112, value2: 74, system: 'VASCULAR', code: '8480-6', want: 'NORMAL' },
  { kind: 'SPO2', value: 93, system: 'BLOOD', code: '59408-5', want: 'LOW' },
  { kind: 'STRESS', value: 60, system: 'BRAIN', code: 'hp-stress-score', want: 'NORMAL' },
] as const;

let t: TestApp;
let u: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await verifiedUser(t);
});
afterAll(() => t.close());

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.gql<T>(query, variables, u.token);
  if (!res.data || res.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

describe('one status for one reading', () => {
  it('every field that reports a status agrees, with the same range, for each reading', async () => {
    const sub = t
      .wsClient({ authorization: `Bearer ${u.token}` })
      .iterate<{ vitalReadings: Reading[] }>({ query: LIVE });
    const base = Date.now() - 60 * 60_000;
    // Warm-up readings (an hour and a half ago) until the subscription is certainly live.
    let warm = 0;
    await untilFirstEvent(sub.next(), () =>
      gql(RECORD, { readings: [{ kind: 'STRESS', value: 10, time: new Date(base - 30 * 60_000 + ++warm * 1000) }] }),
    );

    for (const [i, c] of CASES.entries()) {
      const label = `${c.kind} ${c.value}`;
      const input = {
        kind: c.kind,
        value: c.value,
        value2: 'value2' in c ? c.value2 : null,
        time: new Date(base + i * 60_000),
      };
      const [recorded] = (await gql<{ recordVitals: Reading[] }>(RECORD, { readings: [input] })).recordVitals;
      if (!recorded) throw new Error(`${label}: nothing recorded`);
      expect(recorded.status, `${label}: recordVitals`).toBe(c.want);

      const pushed = await pullUntil(sub, (r) => !!r.data?.vitalReadings.some((x) => x.id === recorded.id));
      const live = pushed.at(-1)?.data?.vitalReadings.find((x) => x.id === recorded.id);
      const latest = (await gql<{ latestVitals: Reading[] }>(LATEST)).latestVitals.find((x) => x.kind === c.kind);
      const since = (
        await gql<{ vitalReadingsSince: Reading[] }>(SINCE, { since: new Date(base - 60_000), kinds: [c.kind] })
      ).vitalReadingsSince.find((x) => x.id === recorded.id);
      for (const [field, r] of [
        ['subscription', live],
        ['latestVitals', latest],
        ['vitalReadingsSince', since],
      ] as const) {
        expect(r?.id, `${label}: ${field} has the reading`).toBe(recorded.id);
        expect(r?.status, `${label}: ${field}`).toBe(c.want);
        expect(r?.referenceRange, `${label}: ${field} range`).toEqual(recorded.referenceRange);
      }

      const twin = (await gql<{ twin: { indicators: Indicator[] } }>(TWIN, { system: c.system })).twin;
      const ind = twin.indicators.find((x) => x.code === c.code);
      expect(ind?.latest, `${label}: twin shows the reading`).toEqual({ value: c.value, origin: 'VITALS' });
      expect(ind?.status, `${label}: twin ${c.system} ${c.code}`).toBe(c.want);
      expect(ind?.referenceRange, `${label}: twin range`).toEqual(recorded.referenceRange);
      if (c.kind === 'BLOOD_PRESSURE') {
        const diastolic = twin.indicators.find((x) => x.code === '8462-4');
        expect(diastolic?.referenceRange, `${label}: diastolic range`).toEqual(recorded.referenceRange2);
        expect(diastolic?.status, `${label}: diastolic`).toBe('NORMAL');
      }
    }
    await sub.return?.();
  });

  it('names the context and source of the ranges the live pages show', async () => {
    const latest = (await gql<{ latestVitals: Reading[] }>(LATEST)).latestVitals;
    const byKind = new Map(latest.map((r) => [r.kind, r]));
    expect(byKind.get('GLUCOSE')?.referenceRange).toMatchObject({
      low: 70,
      high: 180,
      unit: 'mg/dL',
      context: 'CGM_TIME_IN_RANGE',
    });
    expect(byKind.get('GLUCOSE')?.referenceRange.source).toMatch(/ADA Standards of Care/);
    expect(byKind.get('HEART_RATE')?.referenceRange).toMatchObject({
      low: 50,
      high: 100,
      unit: '/min',
      context: 'RESTING',
    });
    expect(byKind.get('BLOOD_PRESSURE')?.referenceRange).toMatchObject({ low: 90, high: 119, unit: 'mm[Hg]' });
    expect(byKind.get('BLOOD_PRESSURE')?.referenceRange2).toMatchObject({ low: 60, high: 79, unit: 'mm[Hg]' });
    expect(byKind.get('HEART_RATE')?.referenceRange2).toBeNull();
  });

  it("an alert is critical exactly when its reading's status is", async () => {
    const v = await verifiedUser(t);
    const base = Date.now() - 3 * 60 * 60_000;
    // 20 minutes apart, so the quiet window of one rule does not swallow the next alert.
    const readings = [
      { kind: 'GLUCOSE', value: 62 }, // Low: the < 70 rule fires, a warning
      { kind: 'GLUCOSE', value: 50 }, // Critical (< 54)
      { kind: 'HEART_RATE', value: 130 }, // High
      { kind: 'HEART_RATE', value: 155 }, // Critical (≥ 150)
      { kind: 'HEART_RATE', value: 38 }, // Critical (< 40)
      { kind: 'BLOOD_PRESSURE', value: 150, value2: 121 }, // Critical by the diastolic
    ].map((r, i) => ({ value2: null, ...r, time: new Date(base + i * 20 * 60_000) }));
    const res = await t.gql<{ recordVitals: Reading[] }>(RECORD, { readings }, v.token);
    expect(res.errors).toBeUndefined();
    const status = new Map((res.data?.recordVitals ?? []).map((r) => [`${r.kind} ${r.value}`, r.status]));
    const alerts = await t.gql<{ vitalAlerts: { kind: string; value: number; severity: string }[] }>(
      'query { vitalAlerts { kind value severity } }', {}, v.token);
    const got = (alerts.data?.vitalAlerts ?? []).map((a) => [`${a.kind} ${a.value}`, a.severity, status.get(`${a.kind} ${a.value}`)]);
    expect(got.sort()).toEqual([
      ['BLOOD_PRESSURE 150', 'CRITICAL', 'CRITICAL'],
      ['GLUCOSE 50', 'CRITICAL', 'CRITICAL'],
      ['GLUCOSE 62', 'WARNING', 'LOW'],
      ['HEART_RATE 130', 'WARNING', 'HIGH'],
      ['HEART_RATE 155', 'CRITICAL', 'CRITICAL'],
      ['HEART_RATE 38', 'CRITICAL', 'CRITICAL'],
    ]);
  });
});
