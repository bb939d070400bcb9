// FHIR over REST — the door for real files (GraphQL's 1 MiB body limit suits small bundles only):
//
// POST /api/fhir/import?importId=<uuid>   body: a FHIR R4 Bundle, Content-Type application/fhir+json or
//      application/json, ≤ 20 MiB → 200 FhirImportResult JSON (same as the importFhirBundle mutation); 400
//      { message, code: BAD_USER_INPUT } for not JSON / not a Bundle / not R4; 413 too large; 415 other types.
// GET  /api/fhir/export                    → the Bundle as a download (health-record-YYYY-MM-DD.json).
//
// Both call the FHIR services directly (like /api/ingest): the body is too large to pass through GraphQL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActor } from '../../lib/audit.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';

export const FHIR_BODY_LIMIT = 20 * 1024 * 1024;
const actorOf = new WeakMap<FastifyRequest, AuditActor>();

export function fhirRoutes(app: FastifyInstance, services: Services) {
  // Encapsulated: the content-type parsers below apply to these routes only.
  void app.register((scope, _opts, done) => {
    // The body stays text here: the importer answers "not valid JSON" itself, with a useful message.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      ['application/json', 'application/fhir+json'],
      { parseAs: 'string', bodyLimit: FHIR_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.addHook('onRequest', async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        actorOf.set(req, await restActor(services, req));
      } catch (err) {
        return replyError(reply, err);
      }
    });

    scope.post<{ Querystring: { importId?: string } }>('/api/fhir/import', { bodyLimit: FHIR_BODY_LIMIT }, async (req, reply) => {
      const actor = actorOf.get(req);
      if (!actor) throw new Error('import without an actor');
      try {
        const text = typeof req.body === 'string' ? req.body : '';
        const result = await services.fhirImport.importBundle(actor, text, req.query.importId ?? null);
        // The mutation's shape: a flag as its GraphQL enum value (MISSING_CODE), as records show it; null without.
        const issues = result.issues.map((i) => ({ ...i, flag: i.flag ? i.flag.toUpperCase() : null }));
        return await reply.send({ ...result, issues });
      } catch (err) {
        return replyError(reply, err);
      }
    });

    scope.get('/api/fhir/export', async (req, reply) => {
      const actor = actorOf.get(req);
      if (!actor) throw new Error('export without an actor');
      const bundle = await services.fhirExport.exportBundle(actor);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="health-record-${day}.json"`)
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(bundle));
    });
    done();
  });
}
