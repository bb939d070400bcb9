// `admin-users`: the admin list with 100,000 accounts — search by a name fragment, first page (25 rows + the
// total), p99 over repeated requests. Measured twice: the two SQL statements the repository runs (page and
// count, in parallel as the service does) and the whole GraphQL request over HTTP (admin token, guard,
// resolvers). Prints EXPLAIN (ANALYZE, BUFFERS) of both statements for one fragment.
// Goal (issue 10): first page p99 < 50 ms. Knobs: BENCH_ADMIN_USERS (100000), BENCH_ADMIN_RUNS (200).
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.js';
import { buildApp } from '../server/src/app.js';
import { adminRepository } from '../server/src/features/admin/admin.repository.js';
import type { ListQuery } from '../server/src/features/admin/admin.repository.js';
import { benchConfig, benchEnv, fmt, freshDatabase, percentile, printTable, signTokens, verdict } from './lib/setup.js';

const USERS = Number(process.env['BENCH_ADMIN_USERS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_ADMIN_RUNS'] ?? 200);
const GOAL_MS = 50;

const FIRST = ['Anna', 'Hannah', 'Joanna', 'Marie', 'Louis', 'Omar', 'Fatima', 'Wei', 'Li', 'Sofia', 'Lucas', 'Noah', 'Emma', 'Olivia', 'Liam', 'Mia', 'Yusuf', 'Aisha', 'Chen', 'Mateo', 'Elena', 'Ivan', 'Nora', 'Ali', 'Sara', 'Jonas', 'Lea', 'Hugo', 'Ines', 'Karim', 'Zoe', 'Paul', 'Julia', 'Adam', 'Lina', 'Tom', 'Eva', 'Max', 'Ida', 'Leo'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'Haddad', 'Nasser', 'Khalil', 'Wang', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Smith', 'Johnson', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Jackson', 'White', 'Harris', 'Clark', 'Lewis', 'Young', 'Walker', 'Hall', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson'];

/** Fragments a person types: common (many matches), rare (a few), an e-mail piece. */
const SEARCHES = ['ann', 'haddad', 'oanna.kha', 'zhang4'];

export default async function run() {
  const db = await freshDatabase('admin_users');
  const started = performance.now();
  try {
    const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
    // Set-based insert: 100k rows in one statement; names cycle with co-prime strides so pairs vary.
    await db.db.execute(
      sql.raw(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, is_admin, created_at, last_active_at)
        SELECT lower(f || '.' || l || i || '@example.org'), 'x', f, l,
               CASE WHEN i % 5 = 0 THEN NULL ELSE now() END, i = 1,
               now() - (i || ' minutes')::interval, CASE WHEN i % 3 = 0 THEN NULL ELSE now() - (i || ' seconds')::interval END
        FROM generate_series(1, ${USERS}) AS i,
             LATERAL (SELECT (${arr(FIRST)})[1 + (i * 7) % ${FIRST.length}] AS f, (${arr(LAST)})[1 + (i * 13) % ${LAST.length}] AS l) n`),
    );
    await db.db.execute(sql`ANALYZE users`);
    console.log(`seeded ${USERS.toLocaleString('en-US')} accounts in ${fmt((performance.now() - started) / 1000)} s`);

    const query = (search: string): ListQuery => ({ search, filter: {}, sort: { field: 'CREATED_AT', direction: 'DESC' }, offset: 0, first: 25 });
    await explain(db.url, adminRepository.listQueries(db.db, query('ann')));

    const rows: (string | number)[][] = [];
    let worst = 0;
    for (const search of SEARCHES) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 20; i++) {
        const t0 = performance.now();
        total = (await adminRepository.list(db.db, query(search))).total;
        if (i >= 20) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      worst = Math.max(worst, percentile(times, 99));
      rows.push(['SQL', search, total, fmt(percentile(times, 50), 2), fmt(percentile(times, 99), 2)]);
    }

    // The whole request: HTTP + token + admin guard + GraphQL + the same two statements.
    const env = benchEnv();
    const config = benchConfig(env);
    const app = await buildApp({ config, database: db, logger: false, simulator: false, globalRateLimit: 1_000_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const [adminRow] = await db.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    const adminId = adminRow?.id ?? '';
    // A token is only as good as its session (sessions feature): the admin signs in once.
    const [session] = await db.db
      .insert(sessions)
      .values({ userId: adminId, device: 'Bench', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: sessions.id });
    const [token] = signTokens(config, [{ userId: adminId, sessionId: session?.id ?? '' }]);
    const body = (search: string) =>
      JSON.stringify({ query: 'query ($s: String) { adminUsers(search: $s, first: 25) { total nodes { id firstName lastName email verified admin banned bannedUntil createdAt lastActiveAt } } }', variables: { s: search } });
    try {
      for (const search of SEARCHES) {
        const times: number[] = [];
        for (let i = 0; i < RUNS + 20; i++) {
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` }, body: body(search) });
          const json = (await res.json()) as { data?: { adminUsers: { total: number } } };
          if (!json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json)}`);
          if (i >= 20) times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        worst = Math.max(worst, percentile(times, 99));
        rows.push(['GraphQL/HTTP', search, '', fmt(percentile(times, 50), 2), fmt(percentile(times, 99), 2)]);
      }
    } finally {
      await app.close();
    }
    printTable(`admin list, ${USERS.toLocaleString('en-US')} accounts, first page of 25, ${RUNS} runs each (ms)`, ['path', 'search', 'total', 'p50', 'p99'], rows);
    verdict('admin-users first page p99', worst < GOAL_MS, `worst p99 ${fmt(worst, 2)} ms (goal < ${GOAL_MS} ms)`);
  } finally {
    await db.drop();
  }
}

async function explain(url: string, q: { page: { toSQL(): { sql: string; params: unknown[] } }; total: { toSQL(): { sql: string; params: unknown[] } } }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, builder] of Object.entries(q)) {
      const { sql: text, params } = builder.toSQL();
      const res = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.log(`\nEXPLAIN ANALYZE (${name}, search 'ann'):\n${text}\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
}
