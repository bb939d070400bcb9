// The upload and file doors (GraphQL carries no binary).
//
// POST /api/uploads?kind=image|file&filename=photo.jpg   bearer token; body: the raw bytes, any Content-Type
//      (the content decides what it is) → 201 { id, filename, mime, size, width, height, createdAt, url, thumbUrl }
//      400/413/415 { message, code, field }.
// GET  /api/files/{id}/{full|thumb}?exp=…&sig=…            a signed URL given out by a feature after its own
//      access check → the bytes; anything else (unsigned, expired, altered, deleted) → 404.
import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS } from '../../../../db/schema/index.js';
import type { UploadKind } from '../../../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';
import { MAX_UPLOAD_BYTES } from './upload-rules.js';
import { URL_TTL_SECONDS } from './url-signer.js';

const notFoundBody = { message: 'No such file, or its link has expired.', code: 'NOT_FOUND' };

export function uploadsRoutes(app: FastifyInstance, services: Services) {
  void app.register((scope, _opts, done) => {
    // Every media type is read as bytes here (also application/json: a .json "file" is not parsed).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1 }, (_req, body, next) => next(null, body));

    scope.post<{ Querystring: { kind?: string; filename?: string } }>(
      '/api/uploads',
      { bodyLimit: MAX_UPLOAD_BYTES + 1 },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        try {
          const actor = await restActor(services, req);
          const kind = req.query.kind ?? 'file';
          if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) throw badInput('kind', 'kind must be "image" or "file".');
          const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const stored = await services.uploads.store(actor.userId, {
            bytes,
            filename: req.query.filename ?? null,
            kind: kind as UploadKind,
          });
          return await reply.status(201).send(services.uploads.toGraphQL(stored));
        } catch (err) {
          return replyError(reply, err);
        }
      },
    );

    scope.get<{ Params: { id: string; variant: string }; Querystring: { exp?: string; sig?: string } }>(
      '/api/files/:id/:variant',
      async (req, reply) => {
        const variant = req.params.variant;
        if (variant !== 'full' && variant !== 'thumb') return reply.status(404).send(notFoundBody);
        const file = await services.uploads.open(req.params.id, variant, req.query.exp, req.query.sig);
        if (!file) return reply.header('cache-control', 'no-store').status(404).send(notFoundBody);
        const inline = file.mime.startsWith('image/');
        const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_');
        return reply
          .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
          // The URL is personal and short-lived: browsers may cache it, shared caches may not.
          .header('cache-control', `private, max-age=${URL_TTL_SECONDS}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          )
          .send(file.data);
      },
    );
    done();
  });
}
