// The raw ceiling for `me`: Fastify + jsonwebtoken (the same KeyObject HS256 check, iss/aud/alg) + one pg
// query for the user row, answering JSON. No GraphQL, no audit, no revocation list. IPC as server-child.ts.
import { meCeiling } from './me-ceiling.js';

async function main() {
  const c = meCeiling();
  c.app.post('/graphql', async (req, reply) => {
    const sub = c.subject(req, reply);
    if (sub === null) return reply;
    return { data: { me: await c.userRow(sub) } };
  });
  await c.serve();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
