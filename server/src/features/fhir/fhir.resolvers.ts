import { Repeater } from 'graphql-yoga';
import { requireActor, requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { untilRevoked } from '../../realtime/until-revoked.js';
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
        const events = ctx.services.pubsub.subscribe('fhir:progress', viewer.user.id);
        return Repeater.race([
          untilRevoked(ctx.services.pubsub, viewer),
          new Repeater<ImportProgress>(async (push, stop) => {
            void stop.then(() => events.return?.());
            for await (const e of events) {
              if (e.importId !== a.importId) continue;
              await push(e);
              if (e.phase === 'done' || e.phase === 'failed') break;
            }
            stop();
          }),
        ]);
      },
      resolve: (p: ImportProgress) => p,
    },
  },
  FhirImportPhase: { PARSING: 'parsing', STORING: 'storing', DONE: 'done', FAILED: 'failed' },
};
