// A second ceiling for `me`: the raw ceiling (raw-me-child.ts: Fastify + jsonwebtoken + one pg query) plus the
// least a GraphQL server must do — read the body's query, find its parsed and validated document in a cache,
// execute it with graphql-js, serialize the result. No yoga, no plugins, no security hooks, no sessions. What
// it loses against the raw ceiling is the price of answering through GraphQL at all, whatever the server.
// IPC as server-child.ts:  → { type: 'ready', port }     ← { type: 'stop' }
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import { buildSchema, execute, parse, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const schema = buildSchema(`
  type User { id: ID! firstName: String! lastName: String! email: String! }
  type Query { me: User }
`);

async function main() {
  const pool = new pg.Pool({ connectionString: process.env['BENCH_DB_URL'], max: 10 });
  const key = createSecretKey(Buffer.from(process.env['JWT_SECRET'] ?? '', 'utf8'));
  const documents = new Map<string, DocumentNode>();
  const app = Fastify({ logger: false });
  app.post('/graphql', async (req, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return reply.status(401).send({ message: 'no token' });
    let sub: string;
    try {
      const p = jwt.verify(token, key, { algorithms: ['HS256'], issuer: 'health-portal', audience: 'health-portal-web' });
      if (typeof p === 'string' || !p.sub) throw new Error('bad claims');
      sub = p.sub;
    } catch {
      return reply.status(401).send({ message: 'bad token' });
    }
    const query = (req.body as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') return reply.status(400).send({ message: 'no query' });
    let document = documents.get(query);
    if (!document) {
      document = parse(query);
      if (validate(schema, document).length) return reply.status(400).send({ message: 'invalid' });
      documents.set(query, document);
    }
    const { rows } = await pool.query<Record<string, unknown>>(
      'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE id = $1',
      [sub],
    );
    const result = await execute({ schema, document, rootValue: { me: rows[0] ?? null } });
    return reply.header('content-type', 'application/graphql-response+json').send(JSON.stringify(result));
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
