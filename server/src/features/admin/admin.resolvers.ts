import type { AdminAuditRow } from '../../../../db/schema/index.js';
import { requireViewer } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../graphql/require-admin.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { isBanActive } from '../../lib/bans.js';
import type { AdminActor } from './admin.service.js';

const actor = (ctx: GraphQLContext): AdminActor => {
  const { user } = requireAdmin(ctx);
  return { id: user.id, email: user.email };
};

export const adminResolvers: Resolvers = {
  Query: {
    adminUsers: async (_p, a, ctx) => {
      requireAdmin(ctx);
      const { total, totalCapped, rows } = await ctx.services.admin.list(a);
      return { total, totalCapped, nodes: rows };
    },
    adminAudit: async (_p, a, ctx) => {
      requireAdmin(ctx);
      const { total, rows } = await ctx.services.admin.audit(a.offset, a.first);
      return { total, nodes: rows };
    },
    myAdminActions: (_p, a, ctx) => ctx.services.admin.actionsAbout(requireViewer(ctx).user.id, a.first),
  },
  Mutation: {
    adminBanUser: (_p, a, ctx) => ctx.services.admin.ban(actor(ctx), a.userId, a.reason, a.until),
    adminUnbanUser: (_p, a, ctx) => ctx.services.admin.unban(actor(ctx), a.userId),
    adminSetAdmin: (_p, a, ctx) => ctx.services.admin.setAdmin(actor(ctx), a.userId, a.admin),
    adminResendVerification: (_p, a, ctx) => ctx.services.admin.resendVerification(actor(ctx), a.userId, ctx.linkBase),
  },
  // Metadata only: these are every field an administrator can read about an account.
  AdminUser: {
    verified: (u) => u.emailVerifiedAt !== null,
    admin: (u) => u.isAdmin,
    banned: (u) => isBanActive(u),
    banReason: (u) => (isBanActive(u) ? u.banReason : null),
    bannedUntil: (u) => (isBanActive(u) ? u.bannedUntil : null),
  },
  AdminAuditEntry: {
    id: (e) => String(e.id),
    actorId: (e) => e.actorUserId,
    targetId: (e) => e.targetUserId,
    invoice: (e) => invoiceOf(e),
  },
  AccountAdminAction: {
    id: (e) => String(e.id),
    invoice: (e) => invoiceOf(e),
  },
};

/** The structured invoice facts of a billing row (db column `details`); null for other actions. */
function invoiceOf(e: AdminAuditRow) {
  const d = e.details;
  if (!d) return null;
  return {
    number: d.invoiceNumber,
    amountMinor: d.amountMinor ?? null,
    currency: d.currency ?? null,
    paymentMethod: d.paymentMethod ?? null,
    paymentReference: d.paymentReference ?? null,
  };
}
