// Device ingest (POST /api/ingest) and the gadget lifecycle, against a real database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gadgets, users } from '../../db/schema/index.js';
import { codeOf, fieldOf, registerUser } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import {
  GADGETS,
  LATEST,
  RECORD_VITALS,
  REMOVE,
  RENAME,
  REVOKE_KEY,
  ROTATE_KEY,
  SLEEP,
  addGadget,
  hr,
  ingest,
  minutesAgo,
  verifiedUser,
} from '../support/vitals-helpers.js';
import type { Gadget, Reading, VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
});
afterAll(() => t.close());

describe('POST /api/ingest', () => {
  it('stores a valid batch, acknowledges every id, and updates the gadget', async () => {
    const g = await addGadget(t, ann.token, 'WEARABLE', 'Ann watch');
    expect(g.key).toMatch(/^hpd_[A-Za-z0-9_-]{43}$/);
    expect(g.key.startsWith(g.keyPrefix)).toBe(true);
    const at = minutesAgo(3);
    const res = await ingest(t, g.key, {
      readings: [
        hr('a1', at, 72),
        { id: 'a2', kind: 'spo2', time: at.toISOString(), value: 97 },
        { id: 'a3', kind: 'blood_pressure', time: at.getTime(), value: 121, value2: 79 },
        { id: 4, kind: 'GLUCOSE', time: at.toISOString(), value: 104.5 },
        { id: 'a5', kind: 'stress', time: at.toISOString(), value: 35 },
      ],
      battery: 81,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ accepted: ['a1', 'a2', 'a3', '4', 'a5'], duplicates: [], rejected: [] });

    const gadgets = await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, ann.token);
    const mine = gadgets.data?.gadgets.find((x) => x.id === g.id);
    expect(mine).toMatchObject({
      batteryLevel: 81,
      readingsToday: 5,
      online: true,
      keyStatus: 'ACTIVE',
      kind: 'WEARABLE',
    });
    expect(mine?.lastSeenAt).not.toBeNull();

    const latest = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, ann.token);
    const bp = latest.data?.latestVitals.find((r) => r.kind === 'BLOOD_PRESSURE');
    expect(bp).toMatchObject({
      // To the millisecond, as sent (times travel to the database as epoch milliseconds).
      time: at.toISOString(),
      value: 121,
      value2: 79,
      unit: 'mm[Hg]',
      code: '85354-9',
      source: 'DEVICE',
      gadgetId: g.id,
    });
    const glucose = latest.data?.latestVitals.find((r) => r.kind === 'GLUCOSE');
    expect(glucose).toMatchObject({ value: 104.5, unit: 'mg/dL', code: '99504-3' });
  });

  it('reports a reading sent again as a duplicate and stores it once', async () => {
    const g = await addGadget(t, ann.token);
    const at = minutesAgo(2);
    const first = await ingest(t, g.key, { readings: [hr('d1', at, 70), hr('d2', at, 71)] });
    expect(first.body.accepted).toEqual(['d1', 'd2']);
    const again = await ingest(t, g.key, { readings: [hr('d1', at, 70), hr('d3', at, 73), hr('d3', at, 73)] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ accepted: ['d3'], duplicates: ['d1', 'd3'], rejected: [] });
    const gadgets = await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, ann.token);
    expect(gadgets.data?.gadgets.find((x) => x.id === g.id)?.readingsToday).toBe(3);
  });

  it('rejects bad items with a reason and still stores the good ones', async () => {
    const g = await addGadget(t, ann.token);
    const at = minutesAgo(1);
    const res = await ingest(t, g.key, {
      readings: [
        hr('ok1', at, 64),
        hr('hi', at, 251),
        { id: 'kind', kind: 'temperature', time: at.toISOString(), value: 37 },
        { id: 'bp', kind: 'blood_pressure', time: at.toISOString(), value: 80, value2: 90 },
        { id: 'bp2', kind: 'blood_pressure', time: at.toISOString(), value: 120 },
        { id: 'notz', kind: 'heart_rate', time: '2026-01-01T10:00:00', value: 60 },
        { id: 'future', kind: 'heart_rate', time: new Date(Date.now() + 6 * 60_000).toISOString(), value: 60 },
        { id: 'str', kind: 'spo2', time: at.toISOString(), value: '97' },
        { kind: 'heart_rate', time: at.toISOString(), value: 60 },
        'not an object',
        hr('ok2', at, 65),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toEqual(['ok1', 'ok2']);
    expect(res.body.duplicates).toEqual([]);
    const reasons = Object.fromEntries(res.body.rejected.map((r) => [r.id ?? 'null', r.reason]));
    expect(res.body.rejected).toHaveLength(9);
    expect(reasons['hi']).toMatch(/outside the plausible range 20–250/);
    expect(reasons['kind']).toMatch(/kind must be one of/);
    expect(reasons['bp']).toMatch(/greater than diastolic/);
    expect(reasons['bp2']).toMatch(/value2 .*required/);
    expect(reasons['notz']).toMatch(/time zone/);
    expect(reasons['future']).toMatch(/more than 5 minutes in the future/);
    expect(reasons['str']).toMatch(/must be a number/);
    expect(reasons['null']).toBeDefined();
  });

  it('accepts a timestamp up to 5 minutes ahead (clock drift) but not more', async () => {
    const g = await addGadget(t, ann.token);
    const res = await ingest(t, g.key, {
      readings: [hr('soon', new Date(Date.now() + 4 * 60_000), 60), hr('late', new Date(Date.now() + 10 * 60_000), 60)],
    });
    expect(res.body.accepted).toEqual(['soon']);
    expect(res.body.rejected).toEqual([{ id: 'late', reason: 'time is more than 5 minutes in the future.' }]);
  });

  it('answers 401 with { message, code } for a missing, unknown, revoked or removed gadget key', async () => {
    const body = { readings: [hr('x', minutesAgo(1), 60)] };
    const none = await ingest(t, null, body);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const bearer = await fetch(`${t.url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify(body),
    });
    expect(bearer.status).toBe(401);

    const unknown = await ingest(t, 'hpd_not-a-real-key', body);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'This device key is not valid.', code: 'UNAUTHENTICATED' });

    const g = await addGadget(t, ann.token);
    expect((await ingest(t, g.key, body)).status).toBe(200);
    const revoked = await t.gql<{ revokeGadgetKey: Gadget }>(REVOKE_KEY, { id: g.id }, ann.token);
    expect(revoked.data?.revokeGadgetKey.keyStatus).toBe('REVOKED');
    const afterRevoke = await ingest(t, g.key, { readings: [hr('y', minutesAgo(1), 60)] });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body).toEqual({ message: 'This device key has been revoked.', code: 'UNAUTHENTICATED' });

    const g2 = await addGadget(t, ann.token);
    expect((await t.gql(REMOVE, { id: g2.id }, ann.token)).data).toEqual({ removeGadget: true });
    expect((await ingest(t, g2.key, body)).status).toBe(401);
  });

  it('refuses a wrong content type (415), malformed JSON (400) and a bad envelope (400)', async () => {
    const g = await addGadget(t, ann.token);
    const text = await ingest(t, g.key, 'readings=1', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: 'Send the batch as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const none = await fetch(`${t.url}/api/ingest`, { method: 'POST', headers: { authorization: `Device ${g.key}` } });
    expect(none.status).toBe(415);
    const form = await ingest(t, g.key, 'a=1', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const broken = await ingest(t, g.key, '{"readings": [', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/not valid JSON/) as string,
    });
    const arr = await ingest(t, g.key, [1, 2]);
    expect(arr.status).toBe(400);
    expect(arr.body.code).toBe('BAD_REQUEST');
    const notArray = await ingest(t, g.key, { readings: 'many' });
    expect(notArray.status).toBe(400);
    expect(notArray.body.message).toMatch(/readings must be an array/);
    const battery = await ingest(t, g.key, { readings: [], battery: 140 });
    expect(battery.status).toBe(400);
    expect(battery.body.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more than 5,000 items (413) and a body over 2 MiB (413), storing nothing', async () => {
    const g = await addGadget(t, ann.token);
    const at = minutesAgo(30);
    const many = Array.from({ length: 5_001 }, (_, i) => hr(`m${i}`, new Date(at.getTime() + i * 100), 60));
    const tooMany = await ingest(t, g.key, { readings: many });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toEqual({
      message: 'At most 5000 items (readings + sleep sessions) per request.',
      code: 'PAYLOAD_TOO_LARGE',
    });

    const huge = await ingest(t, g.key, { readings: [hr('big', at, 60)], pad: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');

    const exactly = await ingest(t, g.key, { readings: many.slice(0, 5_000) });
    expect(exactly.status).toBe(200);
    expect(exactly.body.accepted).toHaveLength(5_000);
    const gadgets = await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, ann.token);
    expect(gadgets.data?.gadgets.find((x) => x.id === g.id)?.readingsToday).toBe(5_000);
  });

  it('validates sleep sessions: ≤ 24 h, stages inside and in order; duplicates reported', async () => {
    const g = await addGadget(t, ann.token, 'SLEEP_TRACKER', 'Ring');
    const start = minutesAgo(8 * 60);
    const iso = (min: number) => new Date(start.getTime() + min * 60_000).toISOString();
    const good = {
      id: 'night-1',
      start: iso(0),
      end: iso(420),
      stages: [
        { stage: 'awake', start: iso(0), end: iso(10) },
        { stage: 'light', start: iso(10), end: iso(100) },
        { stage: 'deep', start: iso(100), end: iso(160) },
        { stage: 'rem', start: iso(160), end: iso(200) },
        { stage: 'light', start: iso(200), end: iso(420) },
      ],
    };
    const res = await ingest(t, g.key, {
      sleepSessions: [
        good,
        { id: 'long', start: iso(-1100), end: iso(400), stages: [] },
        { id: 'outside', start: iso(0), end: iso(60), stages: [{ stage: 'deep', start: iso(30), end: iso(90) }] },
        {
          id: 'overlap',
          start: iso(0),
          end: iso(60),
          stages: [
            { stage: 'light', start: iso(0), end: iso(30) },
            { stage: 'rem', start: iso(20), end: iso(40) },
          ],
        },
        { id: 'stage', start: iso(0), end: iso(60), stages: [{ stage: 'dreaming', start: iso(0), end: iso(30) }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toEqual([]);
    expect(res.body.sleepSessions?.accepted).toEqual(['night-1']);
    const reasons = Object.fromEntries((res.body.sleepSessions?.rejected ?? []).map((r) => [r.id ?? 'null', r.reason]));
    expect(reasons['long']).toMatch(/at most 24 hours/);
    expect(reasons['outside']).toMatch(/inside the session/);
    expect(reasons['overlap']).toMatch(/overlaps/);
    expect(reasons['stage']).toMatch(/must be one of awake, light, deep, rem/);

    const again = await ingest(t, g.key, { sleepSessions: [good] });
    expect(again.body.sleepSessions).toEqual({ accepted: [], duplicates: ['night-1'], rejected: [] });

    const list = await t.gql<{ sleepSessions: Record<string, unknown>[] }>(
      SLEEP,
      { from: iso(-60), to: iso(600) },
      ann.token,
    );
    expect(list.data?.sleepSessions).toHaveLength(1);
    expect(list.data?.sleepSessions[0]).toMatchObject({
      awakeSeconds: 600,
      lightSeconds: (90 + 220) * 60,
      deepSeconds: 3600,
      remSeconds: 2400,
      asleepSeconds: (90 + 220 + 60 + 40) * 60,
      source: 'DEVICE',
      gadgetId: g.id,
    });
  });
});

describe('gadgets', () => {
  it('refuses a recently used key at once when another instance revoked it or banned its owner', async () => {
    // This process remembers keys it authenticated; the change below reaches only the database (as another
    // instance's would), so only the check inside the storing statement can refuse the batch.
    const readingsOf = async (userId: string) => {
      const res: unknown = await t.db.db.execute(
        sql`SELECT count(*)::int AS n FROM vital_readings WHERE user_id = ${userId}`,
      );
      return (res as { rows: { n: number }[] }).rows[0]?.n;
    };
    const cal = await verifiedUser(t);
    const g = await addGadget(t, cal.token);
    for (const id of ['c1', 'c2']) expect((await ingest(t, g.key, { readings: [hr(id, minutesAgo(5), 60)] })).status).toBe(200);
    await t.db.db.update(gadgets).set({ keyRevokedAt: new Date() }).where(eq(gadgets.id, g.id));
    const revoked = await ingest(t, g.key, { readings: [hr('c3', minutesAgo(4), 61)] });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: 'This device key has been revoked.', code: 'UNAUTHENTICATED' });
    expect(revoked.headers.get('www-authenticate')).toBe('Device');
    expect(await readingsOf(cal.userId)).toBe(2);

    const dan = await verifiedUser(t);
    const d = await addGadget(t, dan.token);
    for (const id of ['d1', 'd2']) expect((await ingest(t, d.key, { readings: [hr(id, minutesAgo(5), 60)] })).status).toBe(200);
    await t.db.db.update(users).set({ bannedAt: new Date(), banReason: 'test' }).where(eq(users.id, dan.userId));
    const banned = await ingest(t, d.key, { readings: [hr('d3', minutesAgo(4), 61)] });
    expect(banned.status).toBe(403);
    expect(banned.body).toMatchObject({ code: 'ACCOUNT_BANNED' });
    expect(await readingsOf(dan.userId)).toBe(2);
    // Lifted: the same key works again.
    await t.db.db.update(users).set({ bannedAt: null, banReason: null }).where(eq(users.id, dan.userId));
    expect((await ingest(t, d.key, { readings: [hr('d4', minutesAgo(3), 62)] })).body.accepted).toEqual(['d4']);
    expect(await readingsOf(dan.userId)).toBe(3);
  });

  it('rotating a key stops the old one at once and the new one works', async () => {
    const g = await addGadget(t, ann.token);
    const rotated = await t.gql<{ rotateGadgetKey: { deviceKey: string; gadget: Gadget } }>(
      ROTATE_KEY,
      { id: g.id },
      ann.token,
    );
    const newKey = rotated.data?.rotateGadgetKey.deviceKey ?? '';
    expect(newKey).not.toBe(g.key);
    expect(rotated.data?.rotateGadgetKey.gadget.keyPrefix).toBe(newKey.slice(0, 10));
    expect((await ingest(t, g.key, { readings: [] })).status).toBe(401);
    expect((await ingest(t, newKey, { readings: [] })).status).toBe(200);
  });

  it('renames, removes (keeping the readings), and validates names', async () => {
    const g = await addGadget(t, ann.token, 'PULSE_OXIMETER', 'Oxi');
    const renamed = await t.gql<{ renameGadget: Gadget }>(RENAME, { id: g.id, name: '  Finger clip ' }, ann.token);
    expect(renamed.data?.renameGadget.name).toBe('Finger clip');
    const empty = await t.gql(RENAME, { id: g.id, name: '   ' }, ann.token);
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(fieldOf(empty)).toBe('name');

    const at = new Date(Date.now() - 30_000);
    await ingest(t, g.key, { readings: [{ id: 'o1', kind: 'spo2', time: at.toISOString(), value: 88 }] });
    await t.gql(REMOVE, { id: g.id }, ann.token);
    const list = await t.gql<{ gadgets: Gadget[] }>(GADGETS, {}, ann.token);
    expect(list.data?.gadgets.map((x) => x.id)).not.toContain(g.id);
    const latest = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, ann.token);
    expect(latest.data?.latestVitals.find((r) => r.kind === 'SPO2')).toMatchObject({ value: 88, gadgetId: g.id });
    const again = await t.gql(REMOVE, { id: g.id }, ann.token);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another user's gadget and a malformed id, and requires a verified user", async () => {
    const g = await addGadget(t, ann.token);
    const bob = await verifiedUser(t);
    for (const op of [REVOKE_KEY, ROTATE_KEY, REMOVE]) {
      expect(codeOf(await t.gql(op, { id: g.id }, bob.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(op, { id: 'not-a-uuid' }, bob.token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.gql(RENAME, { id: g.id, name: 'mine now' }, bob.token))).toBe('NOT_FOUND');
    expect((await ingest(t, g.key, { readings: [] })).status).toBe(200);

    const unverified = await registerUser(t);
    expect(codeOf(await t.gql(GADGETS, {}, unverified.token))).toBe('EMAIL_NOT_VERIFIED');
    expect(codeOf(await t.gql(GADGETS, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('recordVitals (manual entry)', () => {
  it('stores manual readings with their canonical unit and code', async () => {
    const res = await t.gql<{ recordVitals: Reading[] }>(
      RECORD_VITALS,
      {
        readings: [
          { kind: 'GLUCOSE', value: 99, time: minutesAgo(5).toISOString() },
          { kind: 'STRESS', value: 20 },
        ],
      },
      ann.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.recordVitals).toHaveLength(2);
    expect(res.data?.recordVitals.find((r) => r.kind === 'GLUCOSE')).toMatchObject({
      value: 99,
      unit: 'mg/dL',
      code: '99504-3',
      source: 'MANUAL',
      gadgetId: null,
    });
  });

  it('refuses the whole call, naming the field, when one reading is invalid', async () => {
    const cases: [Record<string, unknown>[], string, RegExp][] = [
      [[{ kind: 'HEART_RATE', value: 10 }], 'readings[0].value', /plausible range 20–250/],
      [
        [
          { kind: 'HEART_RATE', value: 70 },
          { kind: 'BLOOD_PRESSURE', value: 120 },
        ],
        'readings[1].value2',
        /required/,
      ],
      [[{ kind: 'SPO2', value: 98, value2: 3 }], 'readings[0].value2', /only allowed/],
      [
        [{ kind: 'HEART_RATE', value: 70, time: new Date(Date.now() + 3600_000).toISOString() }],
        'readings[0].time',
        /future/,
      ],
      [[], 'readings', /at least one/],
    ];
    for (const [readings, field, message] of cases) {
      const res = await t.gql(RECORD_VITALS, { readings }, ann.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
      expect(res.errors?.[0]?.message).toMatch(message);
    }
    const badTime = await t.gql(
      RECORD_VITALS,
      { readings: [{ kind: 'HEART_RATE', value: 70, time: 'yesterday' }] },
      ann.token,
    );
    expect(codeOf(badTime)).toBe('BAD_USER_INPUT');
  });
});
