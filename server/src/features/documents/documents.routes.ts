// REST door of the documents feature (a PDF is binary, so not GraphQL):
//
// GET /api/documents/health-summary.pdf?sections=identity,labs,…&lang=en|fr|ar|zh
//     bearer token of a verified account → 200 application/pdf, streamed (chunked, no Content-Length), as an
//     attachment, never cached; 400 { message, code: BAD_USER_INPUT, field } for an unknown section or
//     language; 401/403 like every REST door. Only ever the caller's own data: there is no user parameter.
import type { FastifyInstance } from 'fastify';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';
import { parseLanguage, parseSections } from './health-summary.service.js';

export function documentsRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { sections?: string; lang?: string } }>('/api/documents/health-summary.pdf', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const actor = await restActor(services, req);
      const sections = parseSections(req.query.sections);
      const language = parseLanguage(req.query.lang);
      const stream = await services.healthSummary.stream(actor, sections, language);
      const day = new Date().toISOString().slice(0, 10);
      return await reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="health-summary-${day}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    } catch (err) {
      return replyError(reply, err);
    }
  });
}
