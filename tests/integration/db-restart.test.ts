// Issue 15 §7: the database restarts (pg_ctl -m immediate) while devices ingest. The process must survive,
// answer 503 + Retry-After (never 500, never hang past the 5 s connect timeout) while the database is away,
// serve again within 5 s of it being back, lose no acknowledged reading, and let subscriptions and the
// simulator carry on by themselves. Runs on a private cluster so other test files never see the outage.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { ME } from '../support/account-helpers.js';
import { findPgBin, startPrivatePostgres } from '../support/private-postgres.js';
import type { PrivatePostgres } from '../support/private-postgres.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { READING_FIELDS, addGadget, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const bin = findPgBin();
let cluster: PrivatePostgres;
let t: TestApp;
let ann: VerifiedUser;

beforeAll(async () => {
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found; set PG_BIN');
  cluster = await startPrivatePostgres(bin);
  const database = await openDatabase({ url: cluster.url, poolMax: 10, onPoolError: () => undefined });
  await database.migrate();
  t = await startTestApp({ db: { ...database, url: cluster.url, dispose: () => database.close() }, simulator: true });
  ann = await verifiedUser(t);
}, 120_000);

afterAll(async () => {
  // A failed assertion mid-outage must not leave the app closing against a stopped database.
  if (cluster && !cluster.running) cluster.start();
  await t?.close();
  await t?.db.dispose();
  cluster?.destroy();
}, 30_000);

interface Outcome {
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
  at: number;
}

describe('PostgreSQL restart under ingest', () => {
  it('survives, answers 503 while away, serves again within 5 s, loses no acknowledged reading', async () => {
    const gadget = await addGadget(t, ann.token, 'WEARABLE', 'Drill watch');
    const simulator = await addGadget(t, ann.token, 'SIMULATOR', 'Drill simulator');

    // A live subscriber from before the outage must get readings from after it without reconnecting.
    const ws = t.wsClient({ authorization: `Bearer ${ann.token}` });
    const live: string[] = [];
    ws.subscribe(
      { query: `subscription { vitalReadings(kinds: [HEART_RATE]) { ${READING_FIELDS} } }` },
      { next: (m) => void live.push(JSON.stringify(m.data)), error: () => undefined, complete: () => undefined },
    );

    const acked = new Set<string>();
    const outcomes: Outcome[] = [];
    let seq = 0;
    let running = true;
    let recoveredMs: number;
    let back: number;
    const worker = async () => {
      while (running) {
        const id = `r${seq++}`;
        const started = Date.now();
        const res = await fetch(`${t.url}/api/ingest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Device ${gadget.key}` },
          body: JSON.stringify({
            readings: [{ id, kind: 'heart_rate', time: new Date().toISOString(), value: 60 + (seq % 40) }],
          }),
        });
        const body = (await res.json()) as { accepted?: string[]; code?: string };
        outcomes.push({
          status: res.status,
          code: body.code,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
          at: Date.now(),
        });
        if (res.status === 200) for (const a of body.accepted ?? []) acked.add(a);
        else await new Promise((r) => setTimeout(r, 100));
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    try {
      await expect.poll(() => acked.size, { timeout: 10_000 }).toBeGreaterThan(50);

      cluster.stopImmediate();
      await new Promise((r) => setTimeout(r, 1500));
      // While away: GraphQL and REST answer 503 with a code and Retry-After.
      const me = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
        body: JSON.stringify({ query: ME }),
      });
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('5');
      const meBody = (await me.json()) as { errors: { extensions: Record<string, unknown> }[] };
      expect(meBody.errors[0]?.extensions['code']).toBe('SERVICE_UNAVAILABLE');
      const rest = await t.rest('GET', '/api/account/my-account', undefined, ann.token);
      expect({ status: rest.status, body: rest.body }).toMatchObject({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(typeof (rest.body as { message: unknown }).message).toBe('string');
      const login = await t.rest('POST', '/api/account/login', { email: ann.email, password: 'whatever it is' });
      expect(login.status).toBe(503);

      cluster.start();
      back = Date.now();
      const ackedBefore = acked.size;
      await expect.poll(() => acked.size > ackedBefore, { timeout: 5_000, interval: 50 }).toBe(true);
      recoveredMs = Date.now() - back;
      const firstOk = outcomes.find((o) => o.at > back && o.status === 200);
      expect(firstOk).toBeDefined();
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      running = false;
      await Promise.all(workers);
    }

    // Every answer was a success or a well-formed 503; none hung past the connect timeout.
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const o of outcomes.filter((x) => x.status === 503)) {
      expect(o.code).toBe('SERVICE_UNAVAILABLE');
      expect(o.retryAfter).toBe('5');
    }
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(6_500);
    console.info(
      `db-restart drill: ${acked.size} acked, ${outcomes.filter((o) => o.status === 503).length} × 503, serving again ${recoveredMs} ms after the database was ready`,
    );

    // No acknowledged reading was lost.
    const check = new pg.Client({ connectionString: cluster.url });
    check.on('error', () => undefined);
    await check.connect();
    onTestFinished(() => check.end());
    const stored = await check.query<{ id: string }>(
      'SELECT device_reading_id AS id FROM vital_readings WHERE gadget_id = $1',
      [gadget.id],
    );
    const storedIds = new Set(stored.rows.map((r) => r.id));
    expect([...acked].filter((id) => !storedIds.has(id))).toEqual([]);

    // No connection leaked in the outage: more concurrent transactions than the pool holds (10) all go through
    // promptly (a leaked client would make some wait for the 5 s connect timeout).
    const burstStart = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${t.url}/api/ingest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Device ${gadget.key}` },
          body: JSON.stringify({
            readings: [{ id: `burst${i}`, kind: 'heart_rate', time: new Date().toISOString(), value: 70 }],
          }),
        }).then((r) => r.status),
      ),
    );
    expect(burst.every((s) => s === 200)).toBe(true);
    expect(Date.now() - burstStart).toBeLessThan(4_000);

    // The subscription opened before the outage still delivers.
    const liveBefore = live.length;
    const after = await fetch(`${t.url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Device ${gadget.key}` },
      body: JSON.stringify({
        readings: [{ id: 'after-restart', kind: 'heart_rate', time: new Date().toISOString(), value: 77 }],
      }),
    });
    expect(after.status).toBe(200);
    await expect
      .poll(() => live.slice(liveBefore).some((m) => m.includes('"value":77')), { timeout: 5_000 })
      .toBe(true);

    // The simulator loop (every 5 s) stores again on its own.
    await expect
      .poll(
        async () =>
          (
            await check.query<{ n: string }>(
              'SELECT count(*) AS n FROM vital_readings WHERE gadget_id = $1 AND created_at > $2',
              [simulator.id, new Date(back)],
            )
          ).rows[0]?.n,
        { timeout: 15_000, interval: 500 },
      )
      .not.toBe('0');
  }, 90_000);
});
