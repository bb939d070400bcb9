// Ingest throughput: readings/s through POST /api/ingest (batches of 500, 8 gadgets of 8 users sending in
// parallel, each request answered after COMMIT) vs the raw ceiling — the same rows as multi-row INSERTs with
// `pg` into an identical table (same columns, indexes, identity and foreign keys), 8 connections in parallel.
// Goal: ≥ 0.4× the raw rate.
//
// Bodies and raw parameter arrays are built before the clock starts, so the senders cost almost nothing; the
// app runs in its own process. Knobs: BENCH_INGEST_SENDERS (8), BENCH_INGEST_BATCHES (per sender, 40),
// BENCH_INGEST_BATCH (500).
import http from 'node:http';
import pg from 'pg';
import { startChild } from './lib/child.js';
import { postIngest } from './lib/http.js';
import { benchEnv, fmt, freshDatabase, printTable, seedUsers, verdict } from './lib/setup.js';
import type { SeededUser } from './lib/setup.js';

const SENDERS = Number(process.env['BENCH_INGEST_SENDERS'] ?? 8);
const BATCHES = Number(process.env['BENCH_INGEST_BATCHES'] ?? 40);
const BATCH = Number(process.env['BENCH_INGEST_BATCH'] ?? 500);
const WARMUP_BATCHES = 4;
/** Issue 15 §8 raised it from 0.4×: batches at ≥ 0.8× a raw multi-row INSERT. */
const GOAL = 0.8;
/** With BENCH_INGEST_BATCH=1 (one reading per request): ≥ 2,000 requests/s (issue 15 §8). */
const SINGLE_GOAL = 2_000;

interface Reading {
  id: string;
  kind: 'heart_rate';
  time: string;
  value: number;
}

/** 1 Hz heart rate, in the normal range (no alerts), `count` batches back to back ending a minute ago. */
function batchesFor(sender: number, round: string, count: number): Reading[][] {
  const end = Date.now() - 60_000;
  const total = count * BATCH;
  const start = end - total * 1000;
  const out: Reading[][] = [];
  for (let b = 0; b < count; b++) {
    const batch: Reading[] = [];
    for (let i = 0; i < BATCH; i++) {
      const n = b * BATCH + i;
      batch.push({
        id: `${round}-${sender}-${n}`,
        kind: 'heart_rate',
        time: new Date(start + n * 1000).toISOString(),
        value: 60 + ((n * 7 + sender * 13) % 40),
      });
    }
    out.push(batch);
  }
  return out;
}

async function throughApp(port: number, users: SeededUser[], round: string, batches: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const bodies = users.map((_, s) =>
    batchesFor(s, round, batches).map((readings) => Buffer.from(JSON.stringify({ readings }))),
  );
  let accepted = 0;
  const t0 = performance.now();
  await Promise.all(
    users.map(async (u, s) => {
      for (const body of bodies[s] ?? []) {
        const res = await postIngest(agent, port, u.deviceKey, body);
        if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${res.text.slice(0, 200)}`);
        accepted += (JSON.parse(res.text) as { accepted: string[] }).accepted.length;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return { readings: accepted, seconds, rate: accepted / seconds };
}

const RAW_COLUMNS = [
  'user_id',
  'gadget_id',
  'source',
  'kind',
  'time',
  'value',
  'value2',
  'code',
  'unit',
  'device_reading_id',
];

function rawStatement(rows: number) {
  const values: string[] = [];
  for (let r = 0; r < rows; r++) {
    const base = r * RAW_COLUMNS.length;
    values.push(`(${RAW_COLUMNS.map((_, c) => `$${base + c + 1}`).join(',')})`);
  }
  return `INSERT INTO raw_readings (${RAW_COLUMNS.join(',')}) VALUES ${values.join(',')}`;
}

async function throughRawPg(url: string, users: SeededUser[], round: string, batches: number) {
  const clients = await Promise.all(
    users.map(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const text = rawStatement(BATCH);
  const params = users.map((u, s) =>
    batchesFor(s, round, batches).map((readings) =>
      readings.flatMap((r) => [u.userId, u.gadgetId, 'device', r.kind, r.time, r.value, null, '8867-4', '/min', r.id]),
    ),
  );
  let inserted = 0;
  const t0 = performance.now();
  try {
    await Promise.all(
      clients.map(async (c, s) => {
        for (const p of params[s] ?? []) {
          const res = await c.query(text, p);
          inserted += res.rowCount ?? 0;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const seconds = (performance.now() - t0) / 1000;
  return { readings: inserted, seconds, rate: inserted / seconds };
}

export default async function ingestBench() {
  console.log(`ingest: ${SENDERS} senders × ${BATCHES} batches × ${BATCH} readings, app vs raw pg INSERT`);
  const db = await freshDatabase('ingest');
  const server = startChild('server-child.ts', { env: { ...benchEnv(), BENCH_DB_URL: db.url } });
  try {
    const users = await seedUsers(db, SENDERS, 'ingest');
    // The identical table: same columns, defaults, identity, indexes and foreign keys as vital_readings.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('CREATE TABLE raw_readings (LIKE vital_readings INCLUDING ALL)');
    await admin.query(`ALTER TABLE raw_readings
      ADD FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
      ADD FOREIGN KEY (gadget_id) REFERENCES gadgets(id) ON DELETE SET NULL`);
    const { port } = await server.next<{ port: number }>('ready');

    // Warm both paths (JIT, plans, connections), then measure raw, app, raw, app and keep the best of each.
    await throughRawPg(db.url, users, 'warm', WARMUP_BATCHES);
    await throughApp(port, users, 'warm', WARMUP_BATCHES);
    const raws = [];
    const apps = [];
    for (const round of ['r1', 'r2']) {
      raws.push(await throughRawPg(db.url, users, round, BATCHES));
      apps.push(await throughApp(port, users, round, BATCHES));
      await admin.query('VACUUM ANALYZE raw_readings');
      await admin.query('VACUUM ANALYZE vital_readings');
    }
    const counts = await admin.query<{ readings: string; rollups: string }>(
      'SELECT (SELECT count(*) FROM vital_readings) AS readings, (SELECT count(*) FROM vital_rollups) AS rollups',
    );
    await admin.end();
    const best = <T extends { rate: number }>(xs: T[]) => xs.reduce((a, b) => (b.rate > a.rate ? b : a));
    const raw = best(raws);
    const app = best(apps);
    const ratio = app.rate / raw.rate;
    printTable(
      'Ingest throughput (best of 2 rounds each)',
      ['path', 'readings', 'seconds', 'readings/s', 'all rounds (readings/s)'],
      [
        [
          'raw pg multi-row INSERT',
          raw.readings,
          fmt(raw.seconds, 2),
          fmt(raw.rate, 0),
          raws.map((r) => fmt(r.rate, 0)).join(', '),
        ],
        [
          'POST /api/ingest',
          app.readings,
          fmt(app.seconds, 2),
          fmt(app.rate, 0),
          apps.map((r) => fmt(r.rate, 0)).join(', '),
        ],
      ],
    );
    console.log(`stored: ${counts.rows[0]?.readings} readings, ${counts.rows[0]?.rollups} minute rollups`);
    if (BATCH === 1) {
      // One reading per request: judged by requests/s (issue 15 §8), the raw single-row rate for reference.
      verdict(
        'ingest',
        app.rate >= SINGLE_GOAL,
        `${fmt(app.rate, 0)} requests/s of one reading (goal ≥ ${SINGLE_GOAL}; raw single-row INSERTs ${fmt(raw.rate, 0)}/s)`,
      );
    } else verdict('ingest', ratio >= GOAL, `ratio ${fmt(ratio, 2)}× of raw (goal ≥ ${GOAL}×)`);
  } finally {
    await server.stop();
    await db.drop();
  }
}
