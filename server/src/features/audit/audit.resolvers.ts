import { requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const auditResolvers: Resolvers = {
  Query: {
    myAccessLog: (_p, a, ctx) => ctx.services.audit.accessLog(requireVerified(ctx).user.id, a.first),
  },
  AccessLogEntry: {
    id: (e) => String(e.id),
    actorId: (e) => e.actorUserId,
    self: (e) => e.actorUserId === e.subjectUserId,
  },
};
