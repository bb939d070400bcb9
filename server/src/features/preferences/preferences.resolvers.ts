import { requireVerified, requireViewer } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';

export const preferencesResolvers: Resolvers = {
  Query: {
    myPreferences: (_p, _a, ctx) => ctx.services.preferences.get(requireViewer(ctx).user.id),
    alertThresholds: (_p, _a, ctx) => ctx.services.preferences.thresholds(requireVerified(ctx).user.id),
  },
  Mutation: {
    updatePreferences: (_p, args, ctx) => ctx.services.preferences.update(requireViewer(ctx).user.id, args.input),
    setAlertThresholds: (_p, args, ctx) =>
      ctx.services.preferences.setThresholds(requireVerified(ctx).user.id, args.input),
    resetAlertThresholds: (_p, args, ctx) =>
      ctx.services.preferences.resetThresholds(requireVerified(ctx).user.id, args.kind ?? null),
  },
  Subscription: {
    preferencesUpdated: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'preferences:updated', requireViewer(ctx)),
      // The event carries only the id (it may come through Redis): read the committed row.
      resolve: (_event: unknown, _a: unknown, ctx: GraphQLContext) =>
        ctx.services.preferences.get(requireViewer(ctx).user.id),
    },
  },
};
