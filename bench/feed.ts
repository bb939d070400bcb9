// `feed`: the first page of a member's feed (own + followed members' posts, newest first) when they follow 500
// members and the posts table holds 100,000 posts by 2,000 authors. Measured twice: the feed SQL alone (one
// index probe per followed author, merged — posts.repository.ts) and the whole service call the GraphQL
// resolver and GET /api/data/postData make (follows + blocks lookups, the SQL, then likes, first comments and
// replies, authors, images: the page as shown). Prints EXPLAIN (ANALYZE, BUFFERS) of the feed SQL.
// Goal (issue 13): first page p99 < 30 ms. Knobs: BENCH_FEED_POSTS (100000), BENCH_FEED_RUNS (300).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../server/src/app.js';
import { FEED_SQL_FOR_EXPLAIN, postsRepository } from '../server/src/features/posts/posts.repository.js';
import { benchConfig, benchEnv, fmt, freshDatabase, percentile, printTable, verdict } from './lib/setup.js';

const POSTS = Number(process.env['BENCH_FEED_POSTS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_FEED_RUNS'] ?? 300);
const AUTHORS = 2_000;
const FOLLOWED = 500;
const GOAL_MS = 30;

export default async function run() {
  const db = await freshDatabase('feed');
  const started = performance.now();
  try {
    // Members 1..2000 and the viewer (member 0); the viewer follows every 4th member (500).
    await db.db.execute(
      sql.raw(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
        SELECT 'm' || i || '@example.org', 'x', 'Member', 'No' || i, now() FROM generate_series(0, ${AUTHORS}) AS i`),
    );
    await db.db.execute(
      sql.raw(`INSERT INTO follows (follower_id, followee_id)
        SELECT v.id, u.id FROM users v, users u
        WHERE v.email = 'm0@example.org' AND u.email <> v.email AND (substring(u.email from 2 for 6)::text ~ '^[0-9]+')
          AND (regexp_replace(u.email, '\\D', '', 'g'))::int % 4 = 0
        LIMIT ${FOLLOWED}`),
    );
    // 100k posts over the last year, round-robin over the authors; some followers-only; some with likes/comments.
    await db.db.execute(
      sql.raw(`INSERT INTO posts (author_id, body, visibility, like_count, comment_count, created_at)
        SELECT a.id, 'Post number ' || i, CASE WHEN i % 5 = 0 THEN 'followers'::post_visibility ELSE 'members' END, 0, 0,
               now() - (i * 315 || ' seconds')::interval
        FROM generate_series(1, ${POSTS}) AS i
        JOIN LATERAL (SELECT id FROM users WHERE email = 'm' || (1 + (i * 7919) % ${AUTHORS}) || '@example.org') a ON true`),
    );
    await db.db.execute(
      sql.raw(`INSERT INTO post_comments (post_id, author_id, body, created_at)
        SELECT p.id, p.author_id, 'A comment', p.created_at + interval '1 minute' FROM posts p WHERE p.body LIKE '%7'`),
    );
    await db.db.execute(sql`ANALYZE`);
    const found: unknown = await db.db.execute(sql`SELECT id FROM users WHERE email = 'm0@example.org'`);
    const [viewer] = (found as { rows: { id: string }[] }).rows;
    const viewerId = viewer?.id ?? '';
    const env = benchEnv();
    const app = await buildApp({ config: benchConfig(env), database: db, logger: false, simulator: false });
    const following = await app.services.relationships.followingIds(viewerId);
    console.log(
      `seeded ${POSTS.toLocaleString('en-US')} posts by ${AUTHORS} authors; the viewer follows ${following.length} in ${fmt((performance.now() - started) / 1000)} s`,
    );

    await explain(db.url, [viewerId, ...following]);
    const rows: (string | number)[][] = [];
    let serviceP99 = 0;
    const measure = async (name: string, f: () => Promise<number>) => {
      const times: number[] = [];
      let n = 0;
      for (let i = 0; i < RUNS + 20; i++) {
        const t0 = performance.now();
        n = await f();
        if (i >= 20) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push([name, n, fmt(percentile(times, 50), 2), fmt(percentile(times, 99), 2)]);
      return percentile(times, 99);
    };
    try {
      await measure('feed SQL (authors given)', async () => (await postsRepository.feed(db.db, [viewerId, ...following], null, 11)).length);
      serviceP99 = await measure('posts.feed (whole first page)', async () => (await app.services.posts.feed(viewerId, 10)).nodes.length);
      const page1 = await app.services.posts.feed(viewerId, 10);
      await measure('posts.feed (second page)', async () => (await app.services.posts.feed(viewerId, 10, page1.endCursor)).nodes.length);
    } finally {
      await app.close();
    }
    printTable(`feed, ${POSTS.toLocaleString('en-US')} posts, viewer follows ${following.length}, ${RUNS} runs each (ms)`, ['path', 'rows', 'p50', 'p99'], rows);
    verdict('feed first page p99', serviceP99 < GOAL_MS, `p99 ${fmt(serviceP99, 2)} ms (goal < ${GOAL_MS} ms)`);
  } finally {
    await db.drop();
  }
}

async function explain(url: string, authorIds: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, build] of Object.entries(FEED_SQL_FOR_EXPLAIN)) {
      const { sql: text, params } = new PgDialect().sqlToQuery(build(authorIds, null, 11));
      const res = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      // The author array is long: show the plan, not the literal.
      const plan = res.rows.map((r) => r['QUERY PLAN'].replace(/'\{[^}]*\}'/g, "'{…501 ids…}'")).join('\n');
      console.log(`\nEXPLAIN ANALYZE (feed ${name}, first page, ${authorIds.length} authors):\n${text}\n${plan}`);
    }
  } finally {
    await client.end();
  }
}
