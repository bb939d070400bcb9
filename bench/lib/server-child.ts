// The app under test in its own process (so load generators and clients do not share its event loop):
// buildApp with the simulator off and rate limits raised, on 127.0.0.1, configured from the environment the
// parent passes. Talks to the parent over IPC:
//   → { type: 'ready', port }                         once listening
//   ← { type: 'memory' }  → { type: 'memory', rss, heapUsed, external, arrayBuffers }   after two full GCs
//   ← { type: 'heap-snapshot', file } → { type: 'heap-snapshot', file }   (v8.writeHeapSnapshot, for digging)
//   ← { type: 'commits' } → { type: 'commits', ids, times }   commit (publish) time of every published reading
//   ← { type: 'reset-commits' }  forget the commits traced so far
//   ← { type: 'settle' } → { type: 'settled', gc }   two full GCs (with --expose-gc) before a measured run
//   ← { type: 'publish-run', seconds, users } → { type: 'ran', sent }   (fan-out driver, see bench/fanout.ts)
//       each user gets, once a second, exactly the event IngestService publishes after committing a one-reading
//       batch — the fan-out path (pub/sub → subscription → GraphQL execution → graphql-ws → socket) without
//       the database, like the raw ws server it is compared with.
//   ← { type: 'stop' }    closes the app and the pool, exits
// With BENCH_TRACE_COMMITS=1 the event bus's publish is wrapped to note when each reading was published —
// IngestService publishes right after COMMIT, so that is the commit time seen by the process.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { openDatabase } from '../../db/client.js';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import type { VitalReadingView } from '../../server/src/features/vitals/vitals.types.js';
import { paced } from './pace.js';
import { RAISED_LIMITS, wallNow } from './setup.js';

type ParentMessage =
  | { type: 'memory' }
  | { type: 'heap-snapshot'; file: string }
  | { type: 'commits' }
  | { type: 'reset-commits' }
  | { type: 'settle' }
  | { type: 'publish-run'; seconds: number; users: { userId: string; gadgetId: string }[] }
  | { type: 'stop' };

async function main() {
  const send = (m: object) => process.send?.(m);
  const url = process.env['BENCH_DB_URL'];
  if (!url) throw new Error('BENCH_DB_URL is required');
  const config = loadConfig(process.env);
  const database = await openDatabase({ url, poolMax: Number(process.env['BENCH_POOL_MAX'] ?? 10) });
  const app = await buildApp({ config, database, logger: false, simulator: false, ...RAISED_LIMITS });

  const ids: string[] = [];
  const times: number[] = [];
  if (process.env['BENCH_TRACE_COMMITS'] === '1') {
    const pubsub = app.services.pubsub;
    const publish = pubsub.publish.bind(pubsub) as (...args: unknown[]) => void;
    pubsub.publish = (...args: unknown[]) => {
      if (args[0] === 'vitals:readings') {
        const t = wallNow();
        const payload = args[2] as { readings: { id: string }[] };
        for (const r of payload.readings) {
          ids.push(r.id);
          times.push(t);
        }
      }
      publish(...args);
    };
  }

  // BENCH_FANOUT_DUMP=dir: the app's GC pauses (wall-clock start, duration, kind) next to the latency dump.
  const gcs: string[] = [];
  const dumpDir = process.env['BENCH_FANOUT_DUMP'];
  if (dumpDir) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
        gcs.push(`${(performance.timeOrigin + e.startTime).toFixed(3)}\t${e.duration.toFixed(3)}\t${kind}`);
      }
    }).observe({ entryTypes: ['gc'] });
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let seq = 0;
  // BENCH_ALLOC_PROFILE=file.heapprofile samples every allocation made during a publish run, including the
  // objects that die young (what the scavenger pays for); open it in DevTools' Memory tab.
  const allocFile = process.env['BENCH_ALLOC_PROFILE'];
  const inspector = allocFile ? new Session() : null;
  inspector?.connect();
  const publishRun = async (seconds: number, list: { userId: string; gadgetId: string }[]) => {
    await inspector?.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    let sent = 0;
    await paced(list.length, seconds, (i) => {
      const u = list[i];
      if (!u) return;
      seq++;
      const reading: VitalReadingView = {
        id: `p${seq}`,
        kind: 'heart_rate',
        time: new Date().toISOString(),
        value: 60 + (seq % 40),
        value2: null,
        unit: '/min',
        code: '8867-4',
        source: 'device',
        gadgetId: u.gadgetId,
      };
      app.services.pubsub.publish('vitals:readings', u.userId, { readings: [reading] });
      sent++;
    });
    if (inspector && allocFile) {
      const { profile } = await inspector.post('HeapProfiler.stopSampling');
      writeFileSync(`${allocFile}.${seconds}s.heapprofile`, JSON.stringify(profile));
    }
    send({ type: 'ran', sent });
  };

  process.on('message', (m: ParentMessage) => {
    if (m.type === 'heap-snapshot') {
      (globalThis as { gc?: () => void }).gc?.();
      send({ type: 'heap-snapshot', file: writeHeapSnapshot(m.file) });
      return;
    }
    if (m.type === 'publish-run') {
      void publishRun(m.seconds, m.users);
      return;
    }
    if (m.type === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const u = process.memoryUsage();
      send({
        type: 'memory',
        rss: u.rss,
        heapUsed: u.heapUsed,
        external: u.external,
        arrayBuffers: u.arrayBuffers,
        gc: !!gc,
      });
    } else if (m.type === 'commits') {
      if (dumpDir) writeFileSync(path.join(dumpDir, `app-gc-${process.pid}.tsv`), gcs.join('\n'));
      send({ type: 'commits', ids, times });
    } else if (m.type === 'settle') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      send({ type: 'settled', gc: !!gc });
    } else if (m.type === 'reset-commits') {
      ids.length = 0;
      times.length = 0;
    } else if (m.type === 'stop') {
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
