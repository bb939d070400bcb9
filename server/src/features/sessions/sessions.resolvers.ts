import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const sessionsResolvers: Resolvers = {
  Query: {
    mySessions: (_p, _a, ctx) => ctx.services.sessions.list(requireViewer(ctx)),
  },
  Mutation: {
    revokeSession: (_p, args, ctx) => ctx.services.sessions.revoke(requireViewer(ctx), args.id),
    signOutEverywhereElse: (_p, _a, ctx) => ctx.services.sessions.revokeOthers(requireViewer(ctx)),
  },
};
