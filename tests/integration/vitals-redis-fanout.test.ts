// Two app instances on one database and one Redis: readings ingested through instance B's POST /api/ingest,
// and the threshold alert they raise, reach a vitalReadings / vitalAlert subscriber connected to instance A;
// a second user subscribed on A receives nothing of it. Needs a Redis: TEST_REDIS_URL (CI sets it); skipped,
// and says so, without one.
import type { FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullUntil, sleep, timedOut, within } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import {
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

const redisUrl = process.env['TEST_REDIS_URL'];
if (!redisUrl) console.log('[vitals-redis-fanout] TEST_REDIS_URL not set: two-instance vitals fan-out test skipped');

describe.skipIf(!redisUrl)('live vitals across instances via Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let ann: VerifiedUser;
  let bob: VerifiedUser;
  let annKey: string;
  let annGadget: string;
  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    b = await startTestApp({ env: { REDIS_URL: redisUrl ?? '' }, db: a.db });
    [ann, bob] = await Promise.all([verifiedUser(a), verifiedUser(a)]);
    const g = await addGadget(a, ann.token);
    annKey = g.key;
    annGadget = g.id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers readings and alerts committed on instance B to their owner on instance A, and to nobody else', async () => {
    const annReadings = a
      .wsClient({ authorization: `Bearer ${ann.token}` })
      .iterate<{ vitalReadings: Reading[] }>({ query: VITAL_READINGS_SUB });
    const annAlerts = a
      .wsClient({ authorization: `Bearer ${ann.token}` })
      .iterate<{ vitalAlert: Alert }>({ query: VITAL_ALERT_SUB });
    const bobReadings = a
      .wsClient({ authorization: `Bearer ${bob.token}` })
      .iterate<{ vitalReadings: Reading[] }>({ query: VITAL_READINGS_SUB });
    const bobAlerts = a
      .wsClient({ authorization: `Bearer ${bob.token}` })
      .iterate<{ vitalAlert: Alert }>({ query: VITAL_ALERT_SUB });
    const bobNextReading = bobReadings.next();
    const bobNextAlert = bobAlerts.next();
    // Give the subscriptions time to reach Redis before anything is published on the other instance.
    await sleep(500);

    const at = minutesAgo(1);
    const sent = await ingest(b, annKey, {
      readings: [hr('x-1', at, 71), hr('x-2', new Date(at.getTime() + 1_000), 131)],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.accepted).toEqual(['x-1', 'x-2']);

    const seen = await pullUntil<Live>(annReadings, (r) => !!r.data?.vitalReadings.some((x) => x.value === 131));
    const batch = seen.at(-1)?.data?.vitalReadings ?? [];
    expect(batch.map((x) => x.value)).toEqual([71, 131]);
    expect(batch[0]).toMatchObject({
      kind: 'HEART_RATE',
      time: at.toISOString(),
      unit: '/min',
      code: '8867-4',
      source: 'DEVICE',
      gadgetId: annGadget,
    });

    // 131/min is over the default 120 threshold: the alert raised on B is pushed on A.
    const alerts = await pullUntil<AlertEvent>(annAlerts, (r) => r.data?.vitalAlert.kind === 'HEART_RATE');
    expect(alerts.at(-1)?.data?.vitalAlert).toMatchObject({ kind: 'HEART_RATE', rule: 'high', value: 131 });

    // Bob, subscribed on the same instance A, got neither (a second Ann batch has arrived meanwhile too).
    await ingest(b, annKey, { readings: [hr('x-3', new Date(), 72)] });
    await pullUntil<Live>(annReadings, (r) => !!r.data?.vitalReadings.some((x) => x.value === 72));
    expect(await within(bobNextReading, 300)).toBe(timedOut);
    expect(await within(bobNextAlert, 50)).toBe(timedOut);

    await Promise.all([annReadings.return?.(), annAlerts.return?.(), bobReadings.return?.(), bobAlerts.return?.()]);
  });
});
