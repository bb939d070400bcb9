// Health summary PDF ("Share with my doctor") for one user with 30 days of 1 Hz vitals (heart rate, blood
// pressure, glucose: ≈ 7.8 M readings, loaded in SQL with the per-minute rollups ingest maintains) and 500
// lab observations (50 records × 10), every section, rendered in process through the app's services
// (`services.healthSummary.render`: gather through records/vitals/personal info, lay out, fonts, bidi) —
// English and Arabic — and once over HTTP (GET /api/documents/health-summary.pdf, streamed).
// Reported: p50/max wall time per PDF, and the extra memory (peak rss sampled every 5 ms during the runs
// minus the rss before them, after warm-up). Goal: under 1 s and under 100 MB extra.
// Knobs: BENCH_SUMMARY_DAYS (30), BENCH_SUMMARY_RUNS (10).
import pg from 'pg';
import { buildApp } from '../server/src/app.js';
import type { AuditActor } from '../server/src/lib/audit.js';
import { benchConfig, benchEnv, fmt, freshDatabase, median, printTable, RAISED_LIMITS, seedUsers, signTokens, verdict } from './lib/setup.js';

const DAYS = Number(process.env['BENCH_SUMMARY_DAYS'] ?? 30);
const RUNS = Number(process.env['BENCH_SUMMARY_RUNS'] ?? 10);
const MB = 1024 * 1024;

const KINDS = [
  { kind: 'heart_rate', code: '8867-4', unit: '/min', value: '68 + 12 * sin(extract(epoch FROM t) / 86400 * 2 * pi()) + 6 * random()', value2: 'NULL' },
  { kind: 'blood_pressure', code: '85354-9', unit: 'mm[Hg]', value: '118 + 10 * random()', value2: '76 + 8 * random()' },
  { kind: 'glucose', code: '99504-3', unit: 'mg/dL', value: '110 + 50 * sin(extract(epoch FROM t) / 21600 * 2 * pi()) + 10 * random()', value2: 'NULL' },
];

async function load(c: pg.Client, userId: string, gadgetId: string, from: Date, to: Date) {
  for (const k of KINDS) {
    await c.query(
      `INSERT INTO vital_readings (user_id, gadget_id, source, kind, time, value, value2, code, unit, device_reading_id)
       SELECT $1, $2, 'device', '${k.kind}', t, round((${k.value})::numeric, 0), round((${k.value2})::numeric, 0),
         '${k.code}', '${k.unit}', '${k.kind[0]}' || (extract(epoch FROM t))::bigint
       FROM generate_series($3::timestamptz, $4::timestamptz - interval '1 second', interval '1 second') AS t`,
      [userId, gadgetId, from.toISOString(), to.toISOString()],
    );
  }
  await c.query(
    `INSERT INTO vital_rollups (user_id, kind, bucket, count, sum, min, max, sum2, min2, max2)
     SELECT user_id, kind, date_bin('1 minute', time, 'epoch'), count(*), sum(value), min(value), max(value),
       sum(value2), min(value2), max(value2)
     FROM vital_readings GROUP BY 1, 2, 3`,
  );
  await c.query('VACUUM ANALYZE vital_readings');
  await c.query('VACUUM ANALYZE vital_rollups');
}

/** Peak rss while `work` runs, sampled every 5 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

export default async function healthSummaryBench() {
  console.log(`health summary PDF: ${DAYS} days of 1 Hz vitals × ${KINDS.length} kinds, 500 lab observations, every section`);
  const db = await freshDatabase('summary');
  const env = benchEnv();
  const config = benchConfig(env);
  const c = new pg.Client({ connectionString: db.url });
  const app = await buildApp({ config, database: db, logger: false, simulator: false, ...RAISED_LIMITS });
  try {
    const [user] = await seedUsers(db, 1, 'sum');
    if (!user) throw new Error('no user');
    const [token] = signTokens(config, [user]);
    await c.connect();
    const to = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const from = new Date(to.getTime() - DAYS * 86_400_000);
    let t0 = performance.now();
    await load(c, user.userId, user.gadgetId, from, to);
    const { rows } = await c.query<{ n: string }>('SELECT count(*) AS n FROM vital_readings');
    console.log(`loaded ${rows[0]?.n} readings + rollups in ${fmt((performance.now() - t0) / 1000)} s`);

    const s = app.services;
    await s.personalInfo.update(user.userId, { firstName: 'Bench', lastName: 'Patient', birthDate: '1970-01-01', heightCm: 180, weightKg: 80 });
    for (let r = 0; r < 50; r++) {
      await s.records.create(user.userId, {
        kind: 'lab_result',
        title: `Panel ${r}`,
        date: new Date(to.getTime() - r * 86_400_000),
        observations: Array.from({ length: 10 }, (_, i) => ({ code: `${1000 + i}-${i}`, display: `Analyte ${i}`, value: 50 + r + i, unit: 'mg/dL', refLow: 40, refHigh: 90 })),
      });
    }
    const actor: AuditActor = { userId: user.userId, ip: null, userAgent: 'bench' };
    const render = (lang: 'en' | 'ar') => s.healthSummary.render(actor, ['identity', 'conditions', 'medications', 'allergies', 'labs', 'vitals', 'alerts'], lang);

    // Warm-up: fonts parsed, code paths compiled (the first PDF of a process pays for it; reported apart).
    t0 = performance.now();
    await render('en');
    const first = performance.now() - t0;
    await render('ar');
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;

    const out: (string | number)[][] = [];
    let worstPeak = before;
    let worstP50 = 0;
    for (const lang of ['en', 'ar'] as const) {
      const times: number[] = [];
      let bytes = 0;
      const { peak } = await peakRss(async () => {
        for (let i = 0; i < RUNS; i++) {
          const s0 = performance.now();
          bytes = (await render(lang)).length;
          times.push(performance.now() - s0);
        }
      });
      worstPeak = Math.max(worstPeak, peak);
      worstP50 = Math.max(worstP50, median(times));
      out.push([`render ${lang}`, fmt(median(times), 0), fmt(Math.max(...times), 0), fmt(bytes / 1024, 0), fmt((peak - before) / MB, 1)]);
    }
    const http = await peakRss(async () => {
      const s0 = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/documents/health-summary.pdf?lang=en', headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return { ms: performance.now() - s0, bytes: res.rawPayload.length };
    });
    worstPeak = Math.max(worstPeak, http.peak);
    out.push(['GET …/health-summary.pdf', fmt(http.result.ms, 0), fmt(http.result.ms, 0), fmt(http.result.bytes / 1024, 0), fmt((http.peak - before) / MB, 1)]);
    printTable(`health summary (first PDF of the process: ${fmt(first, 0)} ms)`, ['what', 'p50 ms', 'max ms', 'KB', 'extra rss MB'], out);
    const extra = (worstPeak - before) / MB;
    verdict('health summary PDF', worstP50 < 1000 && extra < 100, `p50 ${fmt(worstP50, 0)} ms (goal < 1000), extra memory ${fmt(extra, 1)} MB (goal < 100)`);
  } finally {
    await c.end().catch(() => undefined);
    await app.close();
    await db.drop();
  }
}
