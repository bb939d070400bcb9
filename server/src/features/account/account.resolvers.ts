import { requireViewer } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';

/** Where a new session signs in from (sessions.start). */
const clientOf = (ctx: GraphQLContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent ?? null });

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => requireViewer(ctx).user,
    passwordResetLinkStatus: (_p, args, ctx) => ctx.services.account.passwordResetLinkStatus(args.token),
  },
  Mutation: {
    register: (_p, args, ctx) => ctx.services.account.register(args, clientOf(ctx), ctx.linkBase),
    login: (_p, args, ctx) => ctx.services.account.login(args.email, args.password, clientOf(ctx)),
    verifyEmail: (_p, args, ctx) => ctx.services.account.verifyEmail(args.token),
    resendVerification: (_p, _a, ctx) => ctx.services.account.resendVerification(requireViewer(ctx), ctx.ip, ctx.linkBase),
    requestPasswordReset: (_p, args, ctx) =>
      ctx.services.account.requestPasswordReset(args.email, ctx.ip, ctx.linkBase, args.language ?? null),
    resetPassword: (_p, args, ctx) => ctx.services.account.resetPassword(args.token, args.password),
    changePassword: (_p, args, ctx) =>
      ctx.services.account.changePassword(requireViewer(ctx), args.currentPassword, args.newPassword, clientOf(ctx)),
    logout: (_p, _a, ctx) => ctx.services.account.logout(requireViewer(ctx)),
  },
  Subscription: {
    accountUpdated: {
      subscribe: (_p, _a, ctx) => {
        return liveSource(ctx.services.pubsub, 'account:updated', requireViewer(ctx));
      },
      // Re-read the row on each event: the payload carries only the id (it may come through Redis).
      resolve: async (_event: unknown, _a: unknown, ctx: GraphQLContext) => {
        const user = await ctx.services.account.findById(requireViewer(ctx).user.id);
        if (!user) throw new Error('account vanished');
        return user;
      },
    },
  },
  User: {
    stpEmailVerified: (u) => u.emailVerifiedAt !== null,
    // The owner goes along: the details (personal-info feature) resolve only for the signed-in owner.
    personalInfo: (u) => ({
      userId: u.id,
      filled: u.personalInfoFilled,
      firstName: u.firstName,
      lastName: u.lastName,
    }),
    ban: (u) => ({ banned: u.bannedAt !== null }),
    ai: (u) => ({ overall: u.aiOverall, overallFacts: u.aiOverallFacts }),
    admin: (u) => u.isAdmin,
  },
};

