// The built-in simulator: plausible physiology, the same ingest path as a device, and idempotent across a
// restart (a second app instance on the same database regenerates the same ids and stores nothing twice).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.js';
import { sleepSessions, vitalReadings } from '../../db/schema/index.js';
import { parseReading, parseSleepSession } from '../../server/src/features/vitals/reading-validation.js';
import { isTimeZone, utcOffsetMs } from '../../server/src/features/vitals/simulator/local-time.js';
import { simulatedBatch } from '../../server/src/features/vitals/simulator/simulated-batch.js';
import { VITALS } from '../../server/src/features/vitals/vital-definitions.js';
import { sleep } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ADD_GADGET, GADGETS, LATEST, REVOKE_KEY, SLEEP, addGadget, verifiedUser } from '../support/vitals-helpers.js';
import type { Gadget, Reading } from '../support/vitals-helpers.js';

const DAY = 86400_000;
const GADGET = '5b0c1c4e-7f7e-4c39-9a43-2f7a4f0c9d11';

describe('simulatedBatch (the simulated device)', () => {
  const to = Date.UTC(2026, 4, 12, 9, 0, 0);
  const day = simulatedBatch(GADGET, to - DAY, to);

  it('is deterministic and gives every reading a unique id', () => {
    expect(simulatedBatch(GADGET, to - DAY, to)).toEqual(day);
    expect(new Set(day.readings.map((r) => r.id)).size).toBe(day.readings.length);
    expect(simulatedBatch('another-gadget', to - DAY, to).readings.map((r) => r.value)).not.toEqual(
      day.readings.map((r) => r.value),
    );
  });

  it('produces only readings the ingest validation accepts, at the documented rates', () => {
    for (const r of day.readings) {
      const parsed = parseReading(r, to, true);
      expect(parsed.ok, `${r.id} ${JSON.stringify(parsed)}`).toBe(true);
    }
    const perKind = (k: string) => day.readings.filter((r) => r.kind === k);
    expect(perKind('heart_rate')).toHaveLength(DAY / 5_000);
    expect(perKind('spo2')).toHaveLength(DAY / 30_000);
    expect(perKind('stress')).toHaveLength(DAY / 60_000);
    expect(perKind('glucose')).toHaveLength(DAY / 300_000);
    expect(perKind('blood_pressure')).toHaveLength(48);
    expect(day.sleepSessions).toHaveLength(1);
    expect(parseSleepSession(day.sleepSessions[0], to, true).ok).toBe(true);
    expect(day.battery).toBeGreaterThanOrEqual(0);
    expect(day.battery).toBeLessThanOrEqual(100);
  });

  it('looks like a person: circadian heart rate, activity bouts, meal glucose peaks, a night of stages', () => {
    const values = (k: string) => day.readings.filter((r) => r.kind === k).map((r) => r.value);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const hr = values('heart_rate');
    expect(mean(hr)).toBeGreaterThan(55);
    expect(mean(hr)).toBeLessThan(90);
    expect(Math.max(...hr)).toBeGreaterThan(100);
    expect(Math.min(...hr)).toBeLessThan(62);
    const glucose = values('glucose');
    expect(Math.min(...glucose)).toBeGreaterThan(VITALS.glucose.range.min);
    expect(Math.max(...glucose) - Math.min(...glucose)).toBeGreaterThan(30);
    expect(Math.min(...values('spo2'))).toBeGreaterThanOrEqual(92);
    const session = day.sleepSessions[0];
    const hours = (Date.parse(session?.end ?? '') - Date.parse(session?.start ?? '')) / 3600_000;
    expect(hours).toBeGreaterThan(6.5);
    expect(hours).toBeLessThan(9);
    expect(new Set(session?.stages.map((s) => s.stage))).toEqual(new Set(['awake', 'light', 'deep', 'rem']));
  });
});

describe("the simulated person's time zone", () => {
  it('reads offsets, daylight saving time included, from the platform time-zone database', () => {
    expect(utcOffsetMs('UTC', Date.UTC(2026, 0, 15))).toBe(0);
    expect(utcOffsetMs('Asia/Kolkata', Date.UTC(2026, 0, 15))).toBe(5.5 * 3600_000);
    expect(utcOffsetMs('America/New_York', Date.UTC(2026, 0, 15))).toBe(-5 * 3600_000);
    expect(utcOffsetMs('America/New_York', Date.UTC(2026, 6, 15))).toBe(-4 * 3600_000);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('sleeps at night local time: the same night starts ~9 h earlier in UTC for Tokyo than for London', () => {
    const to = Date.UTC(2026, 0, 15, 12, 0, 0); // winter: London = UTC, Tokyo = UTC+9
    const startHourUtc = (offset: number) => {
      const session = simulatedBatch(GADGET, to - DAY, to, { utcOffsetMs: offset }).sleepSessions[0];
      return new Date(session?.start ?? NaN).getUTCHours() + new Date(session?.start ?? NaN).getUTCMinutes() / 60;
    };
    const london = startHourUtc(utcOffsetMs('Europe/London', to));
    const tokyo = startHourUtc(utcOffsetMs('Asia/Tokyo', to));
    // Nights start between ~22:30 and ~23:45 local time.
    expect(london).toBeGreaterThan(22);
    expect(london).toBeLessThan(24);
    expect(tokyo).toBeGreaterThan(22 - 9);
    expect(tokyo).toBeLessThan(24 - 9);
    // Readings keep UTC grid ids and times whatever the zone.
    const tokyoDay = simulatedBatch(GADGET, to - DAY, to, { utcOffsetMs: 9 * 3600_000 });
    expect(tokyoDay.readings.map((r) => r.id)).toEqual(simulatedBatch(GADGET, to - DAY, to).readings.map((r) => r.id));
  });
});

describe('simulator gadgets in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const stored = async (gadgetId: string) => {
    const [r] = await t.db.db.select({ n: count() }).from(vitalReadings).where(eq(vitalReadings.gadgetId, gadgetId));
    const [s] = await t.db.db
      .select({ n: count() })
      .from(sleepSessions)
      .where(and(eq(sleepSessions.gadgetId, gadgetId)));
    return { readings: r?.n ?? 0, sleep: s?.n ?? 0 };
  };

  it('gives the demo account a simulator gadget on a fresh database', async () => {
    expect(await seedDemo(t.db.db, () => Promise.resolve('not-a-real-hash'))).toBe(true);
    const [demo] = await t.db.db.query.users.findMany({
      where: (u, { eq: is }) => is(u.email, 'demo@health-portal.local'),
    });
    const gadgets = await t.app.services.gadgets.list(demo?.id ?? '');
    expect(gadgets.map((g) => [g.kind, g.name])).toEqual([['simulator', 'Built-in simulator']]);
  });

  it('an account has one built-in simulator: a second is refused (it wrote the simulated history twice)', async () => {
    const u = await verifiedUser(t);
    await addGadget(t, u.token, 'SIMULATOR', 'Sim');
    const again = await t.gql(ADD_GADGET, { name: 'Sim again', kind: 'SIMULATOR' }, u.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kind', reason: 'ALREADY_DONE' });
    // Other gadgets are still added.
    expect((await addGadget(t, u.token, 'WEARABLE', 'Watch')).kind).toBe('WEARABLE');
  });

  it('backfills the last hour through the ingest path and resumes without duplicates after a restart', async () => {
    const u = await verifiedUser(t);
    const g = await addGadget(t, u.token, 'SIMULATOR', 'Sim');
    const now = Date.now();
    const first = await t.app.services.simulator.tick(now);
    const after = await stored(g.id);
    // One hour: 720 heart rate, 120 SpO2, 60 stress, 12 glucose, 2 blood pressure (+ last night's sleep).
    expect(after.readings).toBeGreaterThanOrEqual(912);
    expect(after.readings).toBeLessThanOrEqual(916);
    expect(after.sleep).toBe(1);
    // (The demo account's simulator from the test above is caught up in the same pass.)
    expect(first).toBeGreaterThanOrEqual(after.readings + after.sleep);

    const latest = (await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, u.token)).data?.latestVitals ?? [];
    expect(latest.map((r) => r.kind).sort()).toEqual(['BLOOD_PRESSURE', 'GLUCOSE', 'HEART_RATE', 'SPO2', 'STRESS']);
    for (const r of latest) {
      const def = Object.values(VITALS).find((d) => d.kind === r.kind.toLowerCase());
      expect(r.value).toBeGreaterThanOrEqual(def?.range.min ?? 0);
      expect(r.value).toBeLessThanOrEqual(def?.range.max ?? 0);
      expect(r.gadgetId).toBe(g.id);
    }
    const nights = await t.gql<{ sleepSessions: { asleepSeconds: number }[] }>(
      SLEEP,
      { from: new Date(now - 2 * DAY).toISOString(), to: new Date(now).toISOString() },
      u.token,
    );
    expect(nights.data?.sleepSessions[0]?.asleepSeconds).toBeGreaterThan(5 * 3600);
    const listed = (await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, u.token)).data?.gadgets[0];
    expect(listed).toMatchObject({ kind: 'SIMULATOR', online: true });
    expect(listed?.batteryLevel).not.toBeNull();

    // A second instance on the same database is a restart: it backfills the same hour and stores nothing new.
    const restarted = await startTestApp({ db: t.db });
    try {
      expect(await restarted.app.services.simulator.tick(now)).toBe(0);
      expect(await stored(g.id)).toEqual(after);
      // Five seconds later it carries on: one more heart-rate reading (and maybe SpO2/stress).
      await restarted.app.services.simulator.tick(now + 5_000);
      expect((await stored(g.id)).readings).toBeGreaterThan(after.readings);
    } finally {
      await restarted.close();
    }

    // A revoked simulator stops.
    await t.gql(REVOKE_KEY, { id: g.id }, u.token);
    const frozen = await stored(g.id);
    await t.app.services.simulator.tick(now + 60_000);
    expect(await stored(g.id)).toEqual(frozen);
  });

  it('runs on its own timer once started, and stops', async () => {
    const u = await verifiedUser(t);
    const g = await addGadget(t, u.token, 'SIMULATOR', 'Sim 2');
    t.app.services.simulator.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored(g.id)).readings === 0 && Date.now() < deadline) await sleep(100);
      expect((await stored(g.id)).readings).toBeGreaterThan(0);
    } finally {
      await t.app.services.simulator.stop();
    }
  });
});
