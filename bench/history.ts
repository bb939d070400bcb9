// History: 30 days of 1 Hz heart rate for one user (≈ 2.6 M readings), loaded in SQL (generate_series into
// vital_readings, then the per-minute rollups built with one INSERT … SELECT date_bin … GROUP BY — exactly what
// ingest maintains), then `vitalSeries(HEART_RATE, 30 days, 500 points)` through GraphQL over HTTP (p50 of 20)
// vs the raw ceiling without rollups: a `date_bin` scan of the raw rows to the same 500 buckets with `pg`.
// Goal: ≤ 0.1× the raw scan time, and under 100 ms.
// Knobs: BENCH_HISTORY_DAYS (30), BENCH_HISTORY_RUNS (20), BENCH_HISTORY_RAW_RUNS (7).
import pg from 'pg';
import { startChild } from './lib/child.js';
import { benchConfig, benchEnv, fmt, freshDatabase, median, printTable, seedUsers, signTokens, verdict } from './lib/setup.js';

const DAYS = Number(process.env['BENCH_HISTORY_DAYS'] ?? 30);
const RUNS = Number(process.env['BENCH_HISTORY_RUNS'] ?? 20);
const RAW_RUNS = Number(process.env['BENCH_HISTORY_RAW_RUNS'] ?? 7);
const POINTS = 500;
const SERIES = `query Series($kind: VitalKind!, $from: DateTime!, $to: DateTime!, $points: Int!) {
  vitalSeries(kind: $kind, from: $from, to: $to, points: $points) {
    bucketSeconds points { time count avg min max } } }`;

interface Point {
  time: string;
  count: number;
  avg: number;
  min: number;
  max: number;
}

export default async function historyBench() {
  console.log(`history: ${DAYS} days of 1 Hz heart rate, vitalSeries to ${POINTS} points vs raw date_bin scan`);
  const db = await freshDatabase('history');
  const env = benchEnv();
  const server = startChild('server-child.ts', { env: { ...env, BENCH_DB_URL: db.url } });
  const c = new pg.Client({ connectionString: db.url });
  try {
    const [user] = await seedUsers(db, 1, 'hist');
    if (!user) throw new Error('no user');
    const [token] = signTokens(benchConfig(env), [user]);
    await c.connect();
    const to = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const from = new Date(to.getTime() - DAYS * 24 * 3600_000);

    let t0 = performance.now();
    // A plausible day: circadian swing, slower at night, a little noise. Ids as a device would send them.
    const loaded = await c.query(
      `INSERT INTO vital_readings (user_id, gadget_id, source, kind, time, value, code, unit, device_reading_id)
       SELECT $1, $2, 'device', 'heart_rate', t,
         round((68 + 12 * sin(extract(epoch FROM t) / 86400 * 2 * pi()) + 6 * random())::numeric, 0),
         '8867-4', '/min', 'h' || (extract(epoch FROM t))::bigint
       FROM generate_series($3::timestamptz, $4::timestamptz - interval '1 second', interval '1 second') AS t`,
      [user.userId, user.gadgetId, from.toISOString(), to.toISOString()],
    );
    const loadSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await c.query(
      `INSERT INTO vital_rollups (user_id, kind, bucket, count, sum, min, max, sum2, min2, max2)
       SELECT user_id, kind, date_bin('1 minute', time, 'epoch'), count(*), sum(value), min(value), max(value),
         sum(value2), min(value2), max(value2)
       FROM vital_readings GROUP BY 1, 2, 3`,
    );
    const rollupSeconds = (performance.now() - t0) / 1000;
    await c.query('VACUUM ANALYZE vital_readings');
    await c.query('VACUUM ANALYZE vital_rollups');
    console.log(
      `loaded ${loaded.rowCount} readings in ${fmt(loadSeconds)} s, rollups in ${fmt(rollupSeconds)} s`,
    );

    // Raw ceiling: the same 500 buckets straight from the raw rows (what the rollups spare us).
    const stepMs = Math.ceil((to.getTime() - from.getTime()) / POINTS / 60_000) * 60_000;
    const rawSql = `SELECT date_bin($1::interval, time, $2::timestamptz) AS t, count(*) AS n, avg(value) AS avg,
        min(value) AS min, max(value) AS max
      FROM vital_readings WHERE user_id = $3 AND kind = 'heart_rate' AND time >= $2::timestamptz AND time < $4::timestamptz
      GROUP BY 1 ORDER BY 1`;
    const rawParams = [`${stepMs} milliseconds`, from.toISOString(), user.userId, to.toISOString()];
    const rawTimes: number[] = [];
    let rawRows: { t: Date; n: string; avg: number; min: number; max: number }[] = [];
    await c.query(rawSql, rawParams); // warm the cache
    for (let i = 0; i < RAW_RUNS; i++) {
      const s = performance.now();
      rawRows = (await c.query<{ t: Date; n: string; avg: number; min: number; max: number }>(rawSql, rawParams)).rows;
      rawTimes.push(performance.now() - s);
    }

    const { port } = await server.next<{ port: number }>('ready');
    const call = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: SERIES,
          variables: { kind: 'HEART_RATE', from: from.toISOString(), to: to.toISOString(), points: POINTS },
        }),
      });
      const body = (await res.json()) as { data?: { vitalSeries: { bucketSeconds: number; points: Point[] } }; errors?: unknown };
      if (!body.data) throw new Error(`vitalSeries failed: ${JSON.stringify(body.errors)}`);
      return body.data.vitalSeries;
    };
    for (let i = 0; i < 3; i++) await call();
    const appTimes: number[] = [];
    let series = await call();
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      series = await call();
      appTimes.push(performance.now() - s);
    }

    // Same answer both ways: bucket count, and each bucket's count/min/max/avg.
    const mismatches = series.points.filter((p, i) => {
      const r = rawRows[i];
      return (
        !r ||
        new Date(r.t).toISOString() !== p.time ||
        Number(r.n) !== p.count ||
        Number(r.min) !== p.min ||
        Number(r.max) !== p.max ||
        Math.abs(Number(r.avg) - p.avg) > 1e-6
      );
    }).length + Math.abs(series.points.length - rawRows.length);

    const rawP50 = median(rawTimes);
    const appP50 = median(appTimes);
    const ratio = appP50 / rawP50;
    printTable(
      `vitalSeries over ${DAYS} days (${loaded.rowCount} readings) to ${POINTS} points, ms`,
      ['path', 'runs', 'p50', 'min', 'max', 'buckets'],
      [
        ['raw date_bin scan of the readings (pg)', RAW_RUNS, fmt(rawP50), fmt(Math.min(...rawTimes)), fmt(Math.max(...rawTimes)), rawRows.length],
        ['vitalSeries via GraphQL (rollups)', RUNS, fmt(appP50), fmt(Math.min(...appTimes)), fmt(Math.max(...appTimes)), series.points.length],
      ],
    );
    console.log(`buckets of ${series.bucketSeconds} s; ${mismatches} buckets differ between the two`);
    verdict(
      'history',
      ratio <= 0.1 && appP50 < 100 && mismatches === 0,
      `p50 ${fmt(appP50)} ms = ${fmt(ratio, 3)}× the raw scan's ${fmt(rawP50)} ms (goal ≤ 0.1× and < 100 ms), ${mismatches} mismatched buckets`,
    );
  } finally {
    await c.end().catch(() => undefined);
    await server.stop();
    await db.drop();
  }
}
