// The demo account exactly as `npm start` makes it (accounts, the FHIR records, a year of labs, N days of 1 Hz
// history, the simulator running), on a bench database, served with the production client by the app in this
// process, and the demo account's access token. Shared by the browser benches (cold-pages, lighthouse).
import { existsSync } from 'node:fs';
import { DEMO_ACCOUNT, demoSimulatorGadget, seedDemo, seedDemoLabs, seedDemoRecords } from '../../db/seed.js';
import { buildApp } from '../../server/src/app.js';
import { hashPassword } from '../../server/src/features/account/passwords.js';
import { backfillHistory } from '../../server/src/features/vitals/simulator/demo-history.js';
import { benchConfig, benchEnv, fmt, freshDatabase, RAISED_LIMITS } from './setup.js';

// BENCH_CLIENT_DIST: another build of the client (an A/B of two builds in the same hour, each built with
// `vite build --outDir`); the project's own build by default.
const CLIENT_DIST = process.env['BENCH_CLIENT_DIST'] ?? 'client/dist';
const CLIENT_INDEX = `${CLIENT_DIST}/index.html`;

export interface DemoApp {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The demo account's access token, as a sign-in leaves it in localStorage. */
  token: string;
  close(): Promise<void>;
}

export async function startDemoApp(label: string, days: number): Promise<DemoApp> {
  if (!existsSync(CLIENT_INDEX)) throw new Error(`${label} needs the production client: run \`npm run build\` first`);
  const db = await freshDatabase(label);
  const config = benchConfig({ ...benchEnv(), CLIENT_DIST, DEMO_ACCOUNT: 'true', NODE_ENV: 'development' });
  const app = await buildApp({ config, database: db, logger: false, simulator: true, ...RAISED_LIMITS });
  const close = async () => {
    await app.close();
    await db.drop();
  };
  try {
    // What `npm start` seeds for the demo account (server/src/main.ts), in the same order.
    const t0 = performance.now();
    await seedDemo(db.db, hashPassword);
    const importBundle = (userId: string, text: string) => app.services.fhirImport.importBundle({ userId, ip: null, userAgent: 'bench' }, text);
    await seedDemoRecords(db.db, importBundle);
    await seedDemoLabs(db.db, importBundle);
    const gadget = await demoSimulatorGadget(db.db);
    if (!gadget) throw new Error('the demo account has no simulator gadget');
    const history = await backfillHistory({ ingest: app.services.ingest, gadget, utcOffsetMs: 0, days });
    console.log(`demo account ready in ${fmt((performance.now() - t0) / 1000, 1)} s: ${history.daysStored} days, ${history.readings} readings`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
        variables: { e: DEMO_ACCOUNT.email, p: DEMO_ACCOUNT.password },
      }),
    });
    const token = ((await login.json()) as { data?: { login: { accessToken: string } } }).data?.login.accessToken;
    if (!token) throw new Error('demo sign-in failed');
    return { url, token, close };
  } catch (err) {
    await close();
    throw err;
  }
}
