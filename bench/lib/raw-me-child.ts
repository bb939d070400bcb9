// The raw ceiling for `me`: Fastify + jsonwebtoken (the same KeyObject HS256 check, iss/aud/alg) + one pg
// query for the user row, answering JSON. No GraphQL, no audit, no revocation list. IPC as server-child.ts:
//   → { type: 'ready', port }     ← { type: 'stop' }
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

async function main() {
  const pool = new pg.Pool({ connectionString: process.env['BENCH_DB_URL'], max: 10 });
  const key = createSecretKey(Buffer.from(process.env['JWT_SECRET'] ?? '', 'utf8'));
  const app = Fastify({ logger: false });
  app.post('/graphql', async (req, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return reply.status(401).send({ message: 'no token' });
    let sub: string;
    try {
      const p = jwt.verify(token, key, {
        algorithms: ['HS256'],
        issuer: 'health-portal',
        audience: 'health-portal-web',
      });
      if (typeof p === 'string' || !p.sub) throw new Error('bad claims');
      sub = p.sub;
    } catch {
      return reply.status(401).send({ message: 'bad token' });
    }
    const { rows } = await pool.query<Record<string, unknown>>(
      'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE id = $1',
      [sub],
    );
    return { data: { me: rows[0] ?? null } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (m: { type?: string }) => {
    if (m.type === 'stop')
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
