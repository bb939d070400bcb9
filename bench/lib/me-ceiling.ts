// What the two `me` ceilings (raw-me-child.ts, min-gql-me-child.ts) share: the token check (the same KeyObject
// HS256 check as the app, iss/aud/alg), the user-row query, and the child-process lifecycle (IPC as
// server-child.ts: → { type: 'ready', port }   ← { type: 'stop' }).
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

export interface MeCeiling {
  app: FastifyInstance;
  /** The token's subject, or null once a 401 has been sent. */
  subject(req: FastifyRequest, reply: FastifyReply): string | null;
  /** The 4 columns `{ me { id firstName lastName email } }` asks for. */
  userRow(id: string): Promise<Record<string, unknown> | null>;
  /** Listens, reports ready, and closes on `stop`. */
  serve(): Promise<void>;
}

export function meCeiling(): MeCeiling {
  const pool = new pg.Pool({ connectionString: process.env['BENCH_DB_URL'], max: 10 });
  const key = createSecretKey(Buffer.from(process.env['JWT_SECRET'] ?? '', 'utf8'));
  const app = Fastify({ logger: false });
  return {
    app,
    subject(req, reply) {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) {
        void reply.status(401).send({ message: 'no token' });
        return null;
      }
      try {
        const p = jwt.verify(token, key, { algorithms: ['HS256'], issuer: 'health-portal', audience: 'health-portal-web' });
        if (typeof p === 'string' || !p.sub) throw new Error('bad claims');
        return p.sub;
      } catch {
        void reply.status(401).send({ message: 'bad token' });
        return null;
      }
    },
    async userRow(id) {
      const { rows } = await pool.query<Record<string, unknown>>(
        'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    async serve() {
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
    },
  };
}
