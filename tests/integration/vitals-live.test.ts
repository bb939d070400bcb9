// Live vitals over graphql-ws: each subscriber sees only their own committed readings; threshold alerts are
// raised, listed, acknowledged and pushed live; sleep sessions are pushed as stored.
import { eq, isNull, sql } from 'drizzle-orm';
import type { FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ackedWs,
  codeOf,
  pullUntil,
  registerUser,
  sleep,
  sseSubscribe,
  timedOut,
  untilFirstEvent,
  within,
} from '../support/account-helpers.js';
import { alertThresholds } from '../../db/schema/index.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import {
  ACK_ALERT,
  ALERTS,
  SLEEP_SUB,
  VITAL_ALERT_SUB,
  VITAL_READINGS_SUB,
  addGadget,
  hr,
  ingest,
  minutesAgo,
  verifiedUser,
} from '../support/vitals-helpers.js';
import type { Alert, Reading, VerifiedUser } from '../support/vitals-helpers.js';

type Live = FormattedExecutionResult<{ vitalReadings: Reading[] }, unknown>;
type AlertEvent = FormattedExecutionResult<{ vitalAlert: Alert }, unknown>;

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let annKey: string;
let bobKey: string;
beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
  annKey = (await addGadget(t, ann.token)).key;
  bobKey = (await addGadget(t, bob.token)).key;
});
afterAll(() => t.close());

let seq = 0;
const ping = (key: string) => () => ingest(t, key, { readings: [hr(`ping-${++seq}`, new Date(), 70)] });

describe('vitalReadings subscription', () => {
  it("delivers the subscriber's own committed readings and never another user's", async () => {
    const annSub = t
      .wsClient({ authorization: `Bearer ${ann.token}` })
      .iterate<{ vitalReadings: Reading[] }>({ query: VITAL_READINGS_SUB });
    const bobSub = t
      .wsClient({ authorization: `Bearer ${bob.token}` })
      .iterate<{ vitalReadings: Reading[] }>({ query: VITAL_READINGS_SUB });
    await untilFirstEvent(annSub.next(), ping(annKey));
    await untilFirstEvent(bobSub.next(), ping(bobKey));

    const at = minutesAgo(1);
    const sent = await ingest(t, annKey, {
      readings: [hr('ann-secret', at, 77), { id: 'ann-o2', kind: 'spo2', time: at.toISOString(), value: 96 }],
    });
    expect(sent.body.accepted).toEqual(['ann-secret', 'ann-o2']);
    const seen = await pullUntil<Live>(annSub, (r) => !!r.data?.vitalReadings.some((x) => x.value === 77));
    const batch = seen.at(-1)?.data?.vitalReadings ?? [];
    expect(batch).toHaveLength(2);
    expect(batch.find((x) => x.kind === 'HEART_RATE')).toMatchObject({
      value: 77,
      time: at.toISOString(),
      unit: '/min',
      code: '8867-4',
      source: 'DEVICE',
    });

    // Bob's stream: his own marker arrives, and nothing of Ann's came before it.
    await ingest(t, bobKey, { readings: [hr('bob-marker', new Date(), 66)] });
    const bobSeen = await pullUntil<Live>(bobSub, (r) => !!r.data?.vitalReadings.some((x) => x.value === 66));
    const bobValues = bobSeen.flatMap((r) => r.data?.vitalReadings ?? []).map((x) => x.value);
    expect(bobValues).not.toContain(77);
    expect(bobValues).not.toContain(96);

    // A duplicate is not committed again, so it is not published again.
    await ingest(t, annKey, { readings: [hr('ann-secret', at, 77)] });
    await ingest(t, annKey, { readings: [hr('ann-after', new Date(), 78)] });
    const next = await pullUntil<Live>(annSub, (r) => !!r.data?.vitalReadings.some((x) => x.value === 78));
    expect(next.flatMap((r) => r.data?.vitalReadings ?? []).filter((x) => x.value === 77)).toHaveLength(0);
    await Promise.all([annSub.return?.(), bobSub.return?.()]);
  });

  it('streams over SSE too', async () => {
    const sse = await sseSubscribe(t, VITAL_READINGS_SUB, ann.token);
    expect(sse.status).toBe(200);
    await untilFirstEvent(sse.nth(1), ping(annKey));
    await ingest(t, annKey, { readings: [hr('sse-1', new Date(), 88)] });
    const e = await sse.waitFor((ev) => JSON.stringify(ev).includes('"value":88'));
    expect(e).toMatchObject({ data: { vitalReadings: [{ value: 88, kind: 'HEART_RATE' }] } });
    sse.close();
  });

  it('gives the same payload over WebSocket (pushed, compiled) as over SSE (iterated by the executor)', async () => {
    const ws = t.wsClient({ authorization: `Bearer ${ann.token}` }).iterate<{ vitalReadings: Reading[] }>({
      query: VITAL_READINGS_SUB,
    });
    const sse = await sseSubscribe(t, VITAL_READINGS_SUB, ann.token);
    await untilFirstEvent(ws.next(), ping(annKey));
    await untilFirstEvent(sse.nth(1), ping(annKey));
    const now = new Date();
    await ingest(t, annKey, {
      readings: [
        { id: 'same-bp', kind: 'blood_pressure', time: now.toISOString(), value: 121, value2: 79 },
        { id: 'same-glc', kind: 'glucose', time: now.toISOString(), value: 104 },
      ],
    });
    const has = (r: unknown) => JSON.stringify(r).includes('"value2":79');
    const overWs = (await pullUntil<Live>(ws, has)).find(has);
    const overSse = await sse.waitFor(has);
    expect(overWs?.data?.vitalReadings).toHaveLength(2);
    expect(overWs).toEqual(overSse);
    sse.close();
    await ws.return?.();
  });

  it('answers a subscription id reused before its first use was set up with 4409, and never delivers twice', async () => {
    const ws = await ackedWs(t, ann.token);
    const subscribe = { id: 'dup', type: 'subscribe', payload: { query: VITAL_READINGS_SUB } };
    // One write, so the server reads all three at once: subscribe, complete, subscribe again.
    const raw = ws.socket as unknown as { _socket: { cork(): void; uncork(): void } };
    raw._socket.cork();
    ws.send(subscribe);
    ws.send({ id: 'dup', type: 'complete' });
    ws.send(subscribe);
    raw._socket.uncork();
    const outcome = await Promise.race([ws.closed, sleep(1_500).then(() => null)]);
    if (outcome) {
      expect(outcome.code).toBe(4409);
    } else {
      // The frames were read apart: the first use was completed properly and the second one is live.
      await ingest(t, annKey, { readings: [hr('dup-1', new Date(), 91)] });
      await ws.waitFor((m) => JSON.stringify(m).includes('"value":91'));
      await sleep(300);
      expect(ws.messages.filter((m) => JSON.stringify(m).includes('"value":91'))).toHaveLength(1);
      ws.send({ id: 'dup', type: 'complete' });
      await sleep(200);
      await ingest(t, annKey, { readings: [hr('dup-2', new Date(), 92)] });
      await sleep(500);
      expect(ws.messages.filter((m) => JSON.stringify(m).includes('"value":92'))).toHaveLength(0);
      ws.close();
    }
  });

  it('ends the stream on complete: the id can be used again at once, and only the new use is delivered', async () => {
    const ws = await ackedWs(t, ann.token);
    const subscribe = { id: 'again', type: 'subscribe', payload: { query: VITAL_READINGS_SUB } };
    const delivered = (v: number) => ws.messages.filter((m) => JSON.stringify(m).includes(`"value":${v}`)).length;
    ws.send(subscribe);
    let n = 0;
    await untilFirstEvent(ws.waitFor((m) => JSON.stringify(m).includes('"value":70')), () =>
      ingest(t, annKey, { readings: [hr(`again-ping-${++n}`, new Date(), 70)] }),
    );
    ws.send({ id: 'again', type: 'complete' });
    await sleep(200);
    // The server ended the first stream (the socket's record of it too): the same id is a new operation, not a 4409.
    ws.send(subscribe);
    await untilFirstEvent(ws.waitFor((m) => JSON.stringify(m).includes('"value":71')), () =>
      ingest(t, annKey, { readings: [hr(`again-live-${++n}`, new Date(), 71)] }),
    );
    // One reading now: were the first stream still running under the id, it would arrive twice.
    await ingest(t, annKey, { readings: [hr('again-93', new Date(), 93)] });
    await ws.waitFor((m) => JSON.stringify(m).includes('"value":93'));
    await sleep(300);
    expect(delivered(93)).toBe(1);
    expect(await Promise.race([ws.closed, sleep(100).then(() => 'open')])).toBe('open');
    ws.close();
  });

  it('an id reused in the same read as the complete of its live use: 4409, or a new use that complete stops', async () => {
    // Found from outside (2026-11-27): graphql-ws's first use, ending, dropped the second use's record, so the
    // second one's stream ran on and the client's next complete for the id was ignored.
    const ws = await ackedWs(t, ann.token);
    const subscribe = { id: 'reuse', type: 'subscribe', payload: { query: VITAL_READINGS_SUB } };
    ws.send(subscribe);
    let n = 0;
    await untilFirstEvent(ws.waitFor((m) => JSON.stringify(m).includes('"value":72')), () =>
      ingest(t, annKey, { readings: [hr(`reuse-ping-${++n}`, new Date(), 72)] }),
    );
    const raw = ws.socket as unknown as { _socket: { cork(): void; uncork(): void } };
    raw._socket.cork();
    ws.send({ id: 'reuse', type: 'complete' });
    ws.send(subscribe);
    raw._socket.uncork();
    const outcome = await Promise.race([ws.closed, sleep(1_500).then(() => null)]);
    if (outcome) {
      expect(outcome.code).toBe(4409);
      return;
    }
    ws.send({ id: 'reuse', type: 'complete' });
    await sleep(300);
    await ingest(t, annKey, { readings: [hr('reuse-after', new Date(), 94)] });
    await sleep(700);
    expect(ws.messages.filter((m) => JSON.stringify(m).includes('"value":94'))).toHaveLength(0);
    ws.close();
  });

  it('filters by kinds', async () => {
    const sub = t.wsClient({ authorization: `Bearer ${ann.token}` }).iterate<{ vitalReadings: Reading[] }>({
      query: VITAL_READINGS_SUB,
      variables: { kinds: ['SPO2'] },
    });
    let n = 0;
    const o2Ping = () =>
      ingest(t, annKey, {
        readings: [{ id: `o2-ping-${++n}`, kind: 'spo2', time: new Date().toISOString(), value: 98 }],
      });
    await untilFirstEvent(sub.next(), o2Ping);
    await ingest(t, annKey, {
      readings: [hr('f-hr', new Date(), 81), { id: 'f-o2', kind: 'spo2', time: new Date().toISOString(), value: 94 }],
    });
    const seen = await pullUntil<Live>(sub, (r) => !!r.data?.vitalReadings.some((x) => x.value === 94));
    expect(seen.flatMap((r) => r.data?.vitalReadings ?? []).every((x) => x.kind === 'SPO2')).toBe(true);
    await sub.return?.();
  });

  it('refuses a subscriber whose e-mail address is not verified', async () => {
    const unverified = await registerUser(t);
    const sub = t.wsClient({ authorization: `Bearer ${unverified.token}` }).iterate({ query: VITAL_READINGS_SUB });
    const first = await sub.next();
    expect(first.value).toMatchObject({ errors: [{ extensions: { code: 'EMAIL_NOT_VERIFIED' } }] });
    expect(first.value).not.toHaveProperty('data.vitalReadings');
  });
});

describe('threshold alerts', () => {
  it('raises an alert at ingest, pushes it live, lists it and acknowledges it; no flood', async () => {
    const carl = await verifiedUser(t);
    const key = (await addGadget(t, carl.token)).key;
    const sub = t
      .wsClient({ authorization: `Bearer ${carl.token}` })
      .iterate<{ vitalAlert: Alert }>({ query: VITAL_ALERT_SUB });
    // Each ping is a critically low glucose reading (< 54 mg/dL, level 2) 20 minutes before the previous one, so
    // each raises its own alert.
    let n = 0;
    const lowGlucose = () => {
      n += 1;
      return ingest(t, key, {
        readings: [{ id: `g-${n}`, kind: 'glucose', time: minutesAgo(60 + 20 * n).toISOString(), value: 50 }],
      });
    };
    const first = await untilFirstEvent(sub.next(), lowGlucose);
    if (first.done) throw new Error('alert stream ended');
    expect(first.value.data?.vitalAlert).toMatchObject({
      kind: 'GLUCOSE',
      rule: 'low',
      severity: 'CRITICAL',
      value: 50,
    });

    const at = minutesAgo(30);
    const high = await ingest(t, key, {
      readings: [hr('h1', at, 134), hr('h2', new Date(at.getTime() + 60_000), 150)],
    });
    expect(high.body.accepted).toEqual(['h1', 'h2']);
    const pushed = await pullUntil<AlertEvent>(sub, (r) => r.data?.vitalAlert.kind === 'HEART_RATE');
    expect(pushed.at(-1)?.data?.vitalAlert).toMatchObject({
      kind: 'HEART_RATE',
      rule: 'high',
      severity: 'WARNING',
      value: 134,
      readingTime: at.toISOString(),
      message: 'Heart rate 134 /min: above 120 /min.',
      acknowledgedAt: null,
    });

    // Within 10 minutes of an open alert of the same rule: stored readings, no new alert.
    await ingest(t, key, { readings: [hr('h3', new Date(at.getTime() + 5 * 60_000), 140)] });
    // Blood pressure ≥ 180/120 is critical; 15 minutes later, heart rate alerts again.
    await ingest(t, key, {
      readings: [
        { id: 'bp1', kind: 'blood_pressure', time: at.toISOString(), value: 185, value2: 100 },
        hr('h4', new Date(at.getTime() + 15 * 60_000), 125),
      ],
    });
    const open = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, { acknowledged: false }, carl.token);
    const hrAlerts = open.data?.vitalAlerts.filter((a) => a.kind === 'HEART_RATE') ?? [];
    expect(hrAlerts.map((a) => a.value).sort()).toEqual([125, 134]);
    expect(open.data?.vitalAlerts.find((a) => a.kind === 'BLOOD_PRESSURE')).toMatchObject({
      rule: 'systolic_high',
      severity: 'CRITICAL',
      value: 185,
      value2: 100,
    });

    const target = hrAlerts.find((a) => a.value === 134);
    const acked = await t.gql<{ acknowledgeAlert: Alert }>(ACK_ALERT, { id: target?.id }, carl.token);
    expect(acked.data?.acknowledgeAlert.acknowledgedAt).not.toBeNull();
    const again = await t.gql<{ acknowledgeAlert: Alert }>(ACK_ALERT, { id: target?.id }, carl.token);
    expect(again.data?.acknowledgeAlert.acknowledgedAt).toBe(acked.data?.acknowledgeAlert.acknowledgedAt);
    const done = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, { acknowledged: true }, carl.token);
    expect(done.data?.vitalAlerts.map((a) => a.id)).toEqual([target?.id]);

    expect(codeOf(await t.gql(ACK_ALERT, { id: target?.id }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ACK_ALERT, { id: 'nope' }, ann.token))).toBe('NOT_FOUND');
    const annAlerts = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, ann.token);
    expect(annAlerts.data?.vitalAlerts.map((a) => a.id)).not.toContain(target?.id);
    await sub.return?.();
  });

  it("applies threshold overrides: the user's own over everyone's, and a disabled rule raises nothing", async () => {
    const dora = await verifiedUser(t);
    const key = (await addGadget(t, dora.token)).key;
    // Everyone: the default heart-rate "high" rule (> 120) is switched off. Dora: her own "high" at > 100.
    // A user's row beats everyone's; another user (Erin) keeps everyone's, so 130 raises nothing for her.
    await t.db.db.insert(alertThresholds).values([
      {
        userId: null,
        kind: 'heart_rate',
        name: 'high',
        comparator: 'gt',
        limit: 120,
        severity: 'warning',
        enabled: false,
      },
      // Her row says critical, but 110 /min is only High on every page: the reading decides (a warning).
      { userId: dora.userId, kind: 'heart_rate', name: 'high', comparator: 'gt', limit: 100, severity: 'critical' },
    ]);
    try {
      const at = minutesAgo(40);
      const res = await ingest(t, key, {
        readings: [hr('d1', at, 95), hr('d2', new Date(at.getTime() + 60_000), 110)],
      });
      expect(res.body.accepted).toEqual(['d1', 'd2']);
      const mine = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, dora.token);
      expect(mine.data?.vitalAlerts).toEqual([
        expect.objectContaining({ kind: 'HEART_RATE', rule: 'high', severity: 'WARNING', value: 110 }),
      ]);
      expect(mine.data?.vitalAlerts[0]?.message).toBe('Heart rate 110 /min: above 100 /min.');

      const erin = await verifiedUser(t);
      const erinKey = (await addGadget(t, erin.token)).key;
      expect((await ingest(t, erinKey, { readings: [hr('e1', at, 130)] })).body.accepted).toEqual(['e1']);
      expect((await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, erin.token)).data?.vitalAlerts).toEqual([]);
      // The other default heart-rate rule (low, < 40) is untouched by the overrides.
      await ingest(t, erinKey, { readings: [hr('e2', minutesAgo(20), 35)] });
      const low = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, erin.token);
      expect(low.data?.vitalAlerts.map((a) => a.rule)).toEqual(['low']);
    } finally {
      // Everyone's row would change the other tests' alerts.
      await t.db.db.delete(alertThresholds).where(isNull(alertThresholds.userId));
    }
  });

  it('judges each batch against the thresholds in force when it is stored, not the ones seen before', async () => {
    // A batch with no breach is stored in one statement without a transaction, judged against the overrides the
    // previous batch returned; the statement must refuse when they changed since, or this alert would be lost.
    const fay = await verifiedUser(t);
    const key = (await addGadget(t, fay.token)).key;
    expect((await ingest(t, key, { readings: [hr('f1', minutesAgo(30), 70)] })).body.accepted).toEqual(['f1']);
    expect((await ingest(t, key, { readings: [hr('f2', minutesAgo(29), 71)] })).body.accepted).toEqual(['f2']);
    await t.db.db
      .insert(alertThresholds)
      .values({ userId: fay.userId, kind: 'heart_rate', name: 'high', comparator: 'gt', limit: 65, severity: 'warning' });
    expect((await ingest(t, key, { readings: [hr('f3', minutesAgo(28), 72)] })).body.accepted).toEqual(['f3']);
    const alerts = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, fay.token);
    expect(alerts.data?.vitalAlerts).toEqual([expect.objectContaining({ kind: 'HEART_RATE', rule: 'high', value: 72 })]);
    // Loosened again: the next normal batch is stored and raises nothing more.
    await t.db.db.delete(alertThresholds).where(eq(alertThresholds.userId, fay.userId));
    expect((await ingest(t, key, { readings: [hr('f4', minutesAgo(10), 73)] })).body.accepted).toEqual(['f4']);
    expect((await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, fay.token)).data?.vitalAlerts).toHaveLength(1);
    const stored: unknown = await t.db.db.execute(
      sql`SELECT count(*)::int AS n FROM vital_readings WHERE user_id = ${fay.userId}`,
    );
    expect((stored as { rows: { n: number }[] }).rows[0]?.n).toBe(4);
  });

  it('pushes a stored sleep session on sleepUpdated', async () => {
    const sub = t
      .wsClient({ authorization: `Bearer ${bob.token}` })
      .iterate<{ sleepUpdated: { id: string; deepSeconds: number } }>({ query: SLEEP_SUB });
    let n = 0;
    const night = () => {
      n += 1;
      const start = minutesAgo(600 + n * 1440);
      const mid = new Date(start.getTime() + 3600_000).toISOString();
      const end = new Date(start.getTime() + 7200_000).toISOString();
      return ingest(t, bobKey, {
        sleepSessions: [
          {
            id: `n-${n}`,
            start: start.toISOString(),
            end,
            stages: [
              { stage: 'light', start: start.toISOString(), end: mid },
              { stage: 'deep', start: mid, end },
            ],
          },
        ],
      });
    };
    const first = await untilFirstEvent(sub.next(), night);
    if (first.done) throw new Error('sleep stream ended');
    expect(first.value.data?.sleepUpdated.deepSeconds).toBe(3600);
    const none = await within(
      t
        .wsClient({ authorization: `Bearer ${ann.token}` })
        .iterate({ query: SLEEP_SUB })
        .next(),
      500,
    );
    expect(none).toBe(timedOut);
    await sub.return?.();
  });
});
