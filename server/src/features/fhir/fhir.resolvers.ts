import { requireActor, requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { SKIP, liveSource } from '../../realtime/live-source.js';
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ImportProgress } from './fhir.types.js';

export const fhirResolvers: Resolvers = {
  Query: {
    exportFhirBundle: async (_p, _a, ctx) => JSON.stringify(await ctx.services.fhirExport.exportBundle(requireActor(ctx))),
  },
  Mutation: {
    importFhirBundle: (_p, a, ctx) => ctx.services.fhirImport.importBundle(requireActor(ctx), a.bundle, a.importId),
  },
  Subscription: {
    fhirImportProgress: {
      subscribe: (_p, a, ctx) => {
        const viewer = requireVerified(ctx);
        // The same rule as the import's own importId: a value no import can have would wait for ever, silently.
        if (!isUuid(a.importId)) throw badInput('importId', 'importId must be a UUID.');
        return liveSource(ctx.services.pubsub, 'fhir:progress', viewer, {
          select: (e) => (e.importId === a.importId ? e : SKIP),
          isLast: (e) => e.phase === 'done' || e.phase === 'failed',
        });
      },
      resolve: (p: ImportProgress) => p,
    },
  },
  FhirImportPhase: { PARSING: 'parsing', STORING: 'storing', DONE: 'done', FAILED: 'failed' },
};
