import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const twoFactorResolvers: Resolvers = {
  Query: {
    twoFactorStatus: (_p, _a, ctx) => ctx.services.twoFactor.status(requireViewer(ctx).user.id),
  },
  Mutation: {
    startTwoFactorEnrollment: (_p, _a, ctx) => ctx.services.twoFactor.startEnrolment(requireViewer(ctx).user),
    confirmTwoFactorEnrollment: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      const recoveryCodes = await ctx.services.twoFactor.confirmEnrolment(viewer.user.id, args.code);
      // The other sessions were opened with the password alone: whoever may hold one must now pass the second step.
      const signedOutSessions = await ctx.services.sessions.revokeOthers(viewer);
      return { recoveryCodes, signedOutSessions, status: await ctx.services.twoFactor.status(viewer.user.id) };
    },
    disableTwoFactor: async (_p, args, ctx) => {
      const { id } = requireViewer(ctx).user;
      await ctx.services.twoFactor.disable(id, args.password, args.code);
      return ctx.services.twoFactor.status(id);
    },
    completeTwoFactorLogin: (_p, args, ctx) =>
      ctx.services.account.completeTwoFactorLogin(args.challengeToken, args.code, {
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? null,
      }),
  },
};
