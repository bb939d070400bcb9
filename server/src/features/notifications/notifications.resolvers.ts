import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    notificationSettings: (_p, _a, ctx) => ctx.services.notifications.settings(requireViewer(ctx).user.id),
  },
  Mutation: {
    updateNotificationSettings: (_p, a, ctx) => ctx.services.notifications.update(requireViewer(ctx).user.id, a.input),
  },
};
