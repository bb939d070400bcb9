// GET /api/shop/art/:category/:colour/:view.svg — the drawn product pictures (public: no user data in them).
import type { FastifyInstance } from 'fastify';
import { ART_VIEWS, drawArt, isCategory, isColour } from './shop-art.js';

export function shopRoutes(app: FastifyInstance): void {
  app.get<{ Params: { category: string; colour: string; view: string } }>(
    '/api/shop/art/:category/:colour/:view',
    (req, reply) => {
      const { category, colour } = req.params;
      const m = /^(\d)\.svg$/.exec(req.params.view);
      const view = m ? Number(m[1]) : -1;
      if (!isCategory(category) || !isColour(colour) || view < 0 || view >= ART_VIEWS) {
        return reply.status(404).send({ message: 'No such picture.', code: 'NOT_FOUND' });
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        // Opened on its own, the document may run nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(drawArt(category, colour, view));
    },
  );
}
