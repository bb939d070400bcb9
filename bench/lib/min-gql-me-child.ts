// A second ceiling for `me`: the raw ceiling (raw-me-child.ts: Fastify + jsonwebtoken + one pg query) plus the
// least a GraphQL server must do — read the body's query, find its parsed and validated document in a cache,
// execute it with graphql-js, serialize the result. No yoga, no plugins, no security hooks, no sessions. What
// it loses against the raw ceiling is the price of answering through GraphQL at all, whatever the server.
// IPC as server-child.ts.
import { buildSchema, execute, parse, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { meCeiling } from './me-ceiling.js';

const schema = buildSchema(`
  type User { id: ID! firstName: String! lastName: String! email: String! }
  type Query { me: User }
`);

async function main() {
  const c = meCeiling();
  const documents = new Map<string, DocumentNode>();
  c.app.post('/graphql', async (req, reply) => {
    const sub = c.subject(req, reply);
    if (sub === null) return reply;
    const query = (req.body as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') return reply.status(400).send({ message: 'no query' });
    let document = documents.get(query);
    if (!document) {
      document = parse(query);
      if (validate(schema, document).length) return reply.status(400).send({ message: 'invalid' });
      documents.set(query, document);
    }
    const result = await execute({ schema, document, rootValue: { me: await c.userRow(sub) } });
    return reply.header('content-type', 'application/graphql-response+json').send(JSON.stringify(result));
  });
  await c.serve();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
