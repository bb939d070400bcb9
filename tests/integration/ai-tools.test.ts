// The assistant's tools on fixed data, called as the engines call them (the asking user from the context):
// lab values read against the same ranges the record page shows (the lab's own, else the portal's, written in
// the value's unit), sleep, open alerts, personal info (age and sex, no names) and the twin systems' status.
// Each read is audited as the assistant acting for the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleepSessions } from '../../db/schema/index.js';
import { observations } from '../../server/src/features/ai/tools/record-tools.js';
import { openAlerts, personalInfo, sleepSummary, twinStatus } from '../../server/src/features/ai/tools/other-tools.js';
import { ASSISTANT_AGENT, assistantActor } from '../../server/src/features/ai/tools/tool-context.js';
import type { ToolContext } from '../../server/src/features/ai/tools/tool-context.js';
import { ACCESS_LOG, CREATE } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { RECORD_VITALS, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let u: VerifiedUser;
let other: VerifiedUser;
const NOW = new Date();

beforeAll(async () => {
  t = await startTestApp();
  u = await verifiedUser(t);
  other = await verifiedUser(t);
  const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
  const lab = (title: string, date: string, observations: object[]) =>
    t.gql(CREATE, { input: { kind: 'LAB_RESULT', title, date, observations } }, u.token);
  for (const res of [
    // No range from the lab: the portal's fasting glucose range (70–99 mg/dL) applies, shown in mmol/L.
    await lab('Fasting glucose', day(3), [{ code: '1558-6', display: 'Glucose [Mass/volume] fasting', value: 7.2, unit: 'mmol/L' }]),
    // The lab's own range wins over the portal's.
    await lab('Creatinine', day(10), [{ code: '2160-0', display: 'Creatinine', value: 1.5, unit: 'mg/dL', refLow: 0.5, refHigh: 1.6 }]),
    await lab('Creatinine', day(40), [{ code: '2160-0', display: 'Creatinine', value: 150, unit: 'umol/L' }]),
  ]) expect(res.errors).toBeUndefined();
  const vitals = await t.gql(RECORD_VITALS, { readings: [{ kind: 'HEART_RATE', value: 155, time: minutesAgo(20).toISOString() }] }, u.token);
  expect(vitals.errors).toBeUndefined();
  const pi = await t.gql(
    'mutation ($input: PersonalInfoInput!) { updatePersonalInfo(input: $input) { id } }',
    { input: { firstName: 'Tess', lastName: 'Tools', birthDate: '1980-06-15', sexAtBirth: 'FEMALE', heightCm: 168, weightKg: 61 } },
    u.token,
  );
  expect(pi.errors).toBeUndefined();
  const night = (endHoursAgo: number, deep: number) => {
    const end = new Date(NOW.getTime() - endHoursAgo * 3600_000);
    const start = new Date(end.getTime() - 8 * 3600_000);
    return { userId: u.userId, source: 'manual' as const, start, end, stages: [], awakeSeconds: 1800, lightSeconds: 4 * 3600, deepSeconds: deep * 3600, remSeconds: 7200 };
  };
  await t.db.db.insert(sleepSessions).values([night(6, 1.5), night(30, 1)]);
});
afterAll(async () => {
  await t?.close();
});

const ctx = (user: VerifiedUser): ToolContext => ({
  actor: assistantActor({ userId: user.userId, ip: null, userAgent: 'vitest' }),
  services: t.app.services,
  now: NOW,
});

describe('assistant tools on fixed data', () => {
  it('observations: the range the record page shows, in the value unit, and its flag; sources are the records', async () => {
    const glucose = await observations(ctx(u), 'glucose');
    expect(glucose.items).toHaveLength(1);
    // 70–99 mg/dL in mmol/L (÷ 18.016, 4 significant digits); 7.2 mmol/L = 129.7 mg/dL is high.
    expect(glucose.items[0]).toMatchObject({ value: 7.2, unit: 'mmol/L', refLow: 3.885, refHigh: 5.495, refSource: 'portal', flag: 'high' });
    expect(glucose.sources.map((s) => s.href)).toEqual([expect.stringMatching(/^\/mrecord\//)]);

    const creatinine = await observations(ctx(u), '2160-0');
    expect(creatinine.items.map((i) => [i.value, i.unit, i.refLow, i.refHigh, i.refSource, i.flag])).toEqual([
      [1.5, 'mg/dL', 0.5, 1.6, 'lab', 'normal'], // the lab's range: within it, although above the portal's 1.3
      [150, 'umol/L', 53.05, 114.9, 'portal', 'high'], // 0.6–1.3 mg/dL × 88.42; 150 µmol/L = 1.70 mg/dL
    ]);
    // Another user's search finds nothing of these.
    expect((await observations(ctx(other), 'glucose')).items).toEqual([]);
  });

  it('sleep, alerts, personal info and the twin read only the asking user, with their links', async () => {
    const sleep = await sleepSummary(ctx(u));
    expect(sleep).toMatchObject({ nights: 2, avgHours: 7.3, last: { hours: 7.5, deepHours: 1.5, remHours: 2, awakeMinutes: 30 } });
    expect(sleep.sources[0]?.href).toBe('/live/sleep');
    expect((await sleepSummary(ctx(other))).nights).toBe(0);

    const alerts = await openAlerts(ctx(u));
    expect(alerts.open).toEqual([expect.objectContaining({ kind: 'heart_rate', severity: 'critical' })]);
    expect((await openAlerts(ctx(other))).open).toEqual([]);

    const me = await personalInfo(ctx(u));
    const born = new Date(Date.UTC(1980, 5, 15));
    const age = NOW.getUTCFullYear() - 1980 - (NOW < new Date(Date.UTC(NOW.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate())) ? 1 : 0);
    expect(me).toEqual({ age, sexAtBirth: 'female', heightCm: 168, weightKg: 61, sources: [{ kind: 'personal_info', label: 'personal_info', href: '/personalInfo' }] });
    expect(JSON.stringify(me)).not.toMatch(/Tess|Tools/);

    const kidney = await twinStatus(ctx(u), 'kidney');
    expect(kidney.systems).toHaveLength(1);
    expect(kidney.systems[0]?.indicatorsWithData).toBeGreaterThan(0);
    expect(kidney.sources).toEqual([{ kind: 'twin', label: 'kidney', href: '/twine/kidney' }]);
    expect((await twinStatus(ctx(other), 'kidney')).systems[0]?.indicatorsWithData).toBe(0);

    // The reads are in the user's access log as the assistant's.
    const log = await t.gql<{ myAccessLog: { action: string; userAgent: string | null }[] }>(ACCESS_LOG, { first: 50 }, u.token);
    const byAssistant = (log.data?.myAccessLog ?? []).filter((e) => e.userAgent?.startsWith(ASSISTANT_AGENT));
    // (Reads of one kind close together are one entry, as one page view is: the vitals reads here are one.)
    expect(new Set(byAssistant.map((e) => e.action))).toEqual(new Set(['records.list', 'vitals.sleep', 'ai.personalInfo', 'twin.read']));
  });
});
