// REST doors of "My data":
//
// GET    /api/account/export.zip  → the zip (application/zip, streamed, chunked: no Content-Length), bearer
//        token of a verified account; 401/403 { message, code } otherwise; 429 while one is being prepared.
// DELETE /api/account             body { password, confirmation, code? } → 200 { deleted: true }; 400
//        { message, code: BAD_USER_INPUT, field } for a wrong proof (nothing deleted); 401 without a token.
//        The deleteAccount mutation run in-process (REST facade), so both doors share every check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLServer } from '../../graphql/yoga.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import { replyWith, runOperation } from '../../rest/run-operation.js';
import type { Services } from '../../services.js';

const DELETE_ACCOUNT = `mutation DeleteAccount($password: String!, $confirmation: String!, $code: String) {
  deleteAccount(password: $password, confirmation: $confirmation, code: $code) }`;

function field(req: FastifyRequest, key: string): string {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const v = body[key];
  return typeof v === 'string' ? v : '';
}

export function myDataRoutes(app: FastifyInstance, yoga: GraphQLServer, services: Services) {
  app.get('/api/account/export.zip', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const actor = await restActor(services, req);
      const stream = await services.dataExport.open(actor);
      const day = new Date().toISOString().slice(0, 10);
      return await reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-health-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    } catch (err) {
      return replyError(reply, err);
    }
  });

  app.delete('/api/account', async (req, reply) => {
    const vars = {
      password: field(req, 'password'),
      confirmation: field(req, 'confirmation'),
      code: field(req, 'code') || null,
    };
    return replyWith(reply, await runOperation(yoga, req, DELETE_ACCOUNT, vars), () => ({ deleted: true }));
  });
}
