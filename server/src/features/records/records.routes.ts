// Attachment bytes over REST (GraphQL carries no binary): the owner uploads and downloads; anyone else —
// or an unknown id — gets 404. Authentication runs before the body is read.
//
// POST /api/records/{id}/attachments?filename=report.pdf   body: the raw bytes; Content-Type application/pdf,
//      image/png, image/jpeg or text/plain; ≤ 10 MiB → 201 { id, filename, contentType, size, createdAt, url }
// GET  /api/records/{id}/attachments/{attachmentId}          → the bytes, as a download (never rendered inline)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_TYPES } from '../../../../db/schema/index.js';
import type { AuditActor } from '../../lib/audit.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';
import { MAX_ATTACHMENT_BYTES, attachmentUrl } from './attachment-rules.js';


const actorOf = new WeakMap<FastifyRequest, AuditActor>();

interface Params {
  id: string;
  attachmentId?: string;
}

export function recordsRoutes(app: FastifyInstance, services: Services) {
  // Encapsulated: the content-type parsers below apply to these routes only.
  void app.register((scope, _opts, done) => {
    scope.addContentTypeParser([...ATTACHMENT_TYPES], { parseAs: 'buffer', bodyLimit: MAX_ATTACHMENT_BYTES + 1 }, (_req, body, done) =>
      done(null, body),
    );
    scope.addHook('onRequest', async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        actorOf.set(req, await restActor(services, req));
      } catch (err) {
        return replyError(reply, err);
      }
    });

    scope.post<{ Params: Params; Querystring: { filename?: string } }>(
      '/api/records/:id/attachments',
      { bodyLimit: MAX_ATTACHMENT_BYTES + 1 },
      async (req, reply) => {
        const actor = actorOf.get(req);
        if (!actor) throw new Error('upload without an actor');
        try {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const a = await services.attachments.upload(actor.userId, req.params.id, req.headers['content-type'] ?? '', body, req.query.filename ?? null);
          return await reply.status(201).send({ ...a, url: attachmentUrl(a) });
        } catch (err) {
          return replyError(reply, err);
        }
      },
    );

    scope.get<{ Params: Params }>('/api/records/:id/attachments/:attachmentId', async (req, reply) => {
      const actor = actorOf.get(req);
      if (!actor) throw new Error('download without an actor');
      try {
        const a = await services.attachments.download(actor, req.params.id, req.params.attachmentId ?? '');
        return await reply
          .header('content-type', a.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : a.contentType)
          .header('content-disposition', `attachment; filename="${a.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(a.filename)}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(a.content);
      } catch (err) {
        return replyError(reply, err);
      }
    });
    done();
  });
}
