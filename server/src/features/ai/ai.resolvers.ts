import { requireActor, requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';

export const aiResolvers: Resolvers = {
  Query: {
    aiChat: (_p, _a, ctx) => ctx.services.ai.list(requireActor(ctx), requireVerified(ctx).user.createdAt),
    aiUserState: (_p, _a, ctx) => ctx.services.ai.state(requireVerified(ctx).user.id),
  },
  Mutation: {
    aiRequestAccess: (_p, _a, ctx) => ctx.services.ai.requestAccess(requireVerified(ctx).user.id),
    aiWithdrawAccess: (_p, _a, ctx) => ctx.services.ai.withdrawAccess(requireVerified(ctx).user.id),
    aiSend: (_p, a, ctx) => ctx.services.ai.send(requireActor(ctx), a.msg, a.language ?? undefined),
    aiStop: (_p, _a, ctx) => ctx.services.ai.stop(requireVerified(ctx).user.id),
    aiRetry: (_p, a, ctx) => ctx.services.ai.retry(requireActor(ctx), a.language ?? undefined),
    aiClearChat: (_p, _a, ctx) => ctx.services.ai.clear(requireVerified(ctx).user.id),
    aiRefreshOverall: async (_p, a, ctx) => {
      const actor = requireActor(ctx);
      await ctx.services.ai.refreshOverall(actor, a.language ?? undefined);
      const user = await ctx.services.account.findById(actor.userId);
      if (!user) throw new Error('account vanished');
      return user;
    },
  },
  Subscription: {
    aiChatEvents: {
      // Keyed by the subscriber's own id: another user's chat cannot be named, let alone streamed.
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'ai:chat', requireVerified(ctx)),
      resolve: (event: unknown, _a: unknown, _ctx: GraphQLContext) => event as never,
    },
  },
  AiSender: { USER: 'user', AI: 'ai' },
  AiMessageStatus: { PENDING: 'pending', ANSWERED: 'answered', DONE: 'done', STOPPED: 'stopped', FAILED: 'failed' },
};
