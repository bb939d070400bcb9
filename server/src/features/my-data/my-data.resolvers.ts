import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const myDataResolvers: Resolvers = {
  Query: {
    accountDeletionInfo: (_p, _a, ctx) => ctx.services.accountDeletion.info(requireViewer(ctx)),
  },
  Mutation: {
    // Any signed-in account may delete itself, verified or not: erasure must not wait for a mailbox.
    deleteAccount: (_p, args, ctx) => ctx.services.accountDeletion.deleteAccount(requireViewer(ctx), args, ctx.ip),
  },
};
