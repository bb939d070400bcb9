// Issue 15 §2: the demo account's 30 days of history — every vital, a sleep session each night, through the
// ingest path (rollups feed the history charts), resumable after an interruption and not repeated on restart.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleepSessions, vitalAlerts, vitalReadings } from '../../db/schema/index.js';
import { backfillHistory } from '../../server/src/features/vitals/simulator/demo-history.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { GADGETS, SERIES, addGadget, verifiedUser } from '../support/vitals-helpers.js';
import type { Gadget, VerifiedUser } from '../support/vitals-helpers.js';

const DAY = 86400_000;
let t: TestApp;
let ann: VerifiedUser;
let gadget: { id: string; userId: string };
// Two minutes past an hour: the history's end (an hour earlier, to the minute) moved by one minute lands on
// no 5-minute instant, so exactly one heart-rate reading is new then (see the second test).
// In the first hour of a UTC day, "today's part up to an hour ago" is empty (the history would be one day
// short): the tests then run as if it were two hours earlier, in the day before.
const hourStart = Math.floor(Date.now() / 3600_000) * 3600_000;
const now = (new Date(hourStart).getUTCHours() === 0 ? hourStart - 2 * 3600_000 : hourStart) + 2 * 60_000 + 10_000;

beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
  const g = await addGadget(t, ann.token, 'SIMULATOR', 'Built-in simulator');
  gadget = { id: g.id, userId: ann.userId };
});
afterAll(() => t.close());

const readingsOf = async (kind?: 'heart_rate') =>
  (
    await t.db.db
      .select({ n: count() })
      .from(vitalReadings)
      .where(kind ? and(eq(vitalReadings.gadgetId, gadget.id), eq(vitalReadings.kind, kind)) : eq(vitalReadings.gadgetId, gadget.id))
  )[0]?.n ?? 0;

describe('demo history backfill', () => {
  it('stops between days when asked, then resumes where it stopped', async () => {
    let days = 0;
    const first = await backfillHistory({ ingest: t.app.services.ingest, gadget, now, stopped: () => days++ >= 5 });
    expect(first.daysStored).toBe(5);
    const rest = await backfillHistory({ ingest: t.app.services.ingest, gadget, now });
    expect(rest.daysSkipped).toBe(5);
    // 30 whole days and today's part up to an hour ago.
    expect(rest.daysStored).toBe(26);
  });

  it('stores nothing twice on a later start', async () => {
    const before = await readingsOf();
    const again = await backfillHistory({ ingest: t.app.services.ingest, gadget, now });
    expect(again.daysSkipped).toBe(30);
    expect(again.readings).toBe(0);
    expect(await readingsOf()).toBe(before);
    // A minute later only that minute is new (today's part is redone, and deduplicated by id).
    const later = await backfillHistory({ ingest: t.app.services.ingest, gadget, now: now + 60_000 });
    expect(later.readings).toBe(1);
    expect(await readingsOf()).toBe(before + later.readings);
  });

  it('fills 30 days of every vital: a history chart has data in (almost) every bucket', async () => {
    const to = new Date(now - 3600_000);
    const from = new Date(to.getTime() - 30 * DAY);
    for (const kind of ['HEART_RATE', 'SPO2', 'GLUCOSE', 'BLOOD_PRESSURE', 'STRESS']) {
      const res = await t.gql<{ vitalSeries: { points: { count: number }[] } }>(
        SERIES,
        { kind, from: from.toISOString(), to: to.toISOString(), points: 120 },
        ann.token,
      );
      const points = res.data?.vitalSeries.points ?? [];
      const filled = points.filter((p) => p.count > 0).length;
      expect(filled / 120, kind).toBeGreaterThanOrEqual(0.95);
    }
    expect(await readingsOf('heart_rate')).toBeGreaterThanOrEqual(30 * 1440);
  });

  it('gives each night a sleep session, raises no alerts for the past, and does not count history as today’s', async () => {
    const [nights] = await t.db.db.select({ n: count() }).from(sleepSessions).where(eq(sleepSessions.gadgetId, gadget.id));
    expect(nights?.n).toBeGreaterThanOrEqual(30);
    const [alerts] = await t.db.db.select({ n: count() }).from(vitalAlerts).where(eq(vitalAlerts.userId, gadget.userId));
    expect(alerts?.n).toBe(0);
    const gadgets = await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, ann.token);
    expect(gadgets.data?.gadgets.find((g) => g.id === gadget.id)?.readingsToday).toBe(0);
  });
});
