import { requireActor, requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { notFound } from '../../lib/errors.js';
import { liveSource } from '../../realtime/live-source.js';
import type { MailEntryView } from './messages.types.js';

const me = (ctx: GraphQLContext) => requireVerified(ctx).user;

export const messagesResolvers: Resolvers = {
  Query: {
    mailbox: (_p, a, ctx) => ctx.services.messages.list(me(ctx).id, a),
    mailEntry: (_p, a, ctx) => ctx.services.messages.get(requireActor(ctx), a.id),
    mailCounts: (_p, _a, ctx) => ctx.services.messages.counts(me(ctx).id),
    mailRecipients: (_p, a, ctx) => ctx.services.messages.recipients(me(ctx).id, me(ctx).isAdmin, a.search),
    messagingSettings: (_p, _a, ctx) => ctx.services.messages.settings(me(ctx).id),
  },
  Mutation: {
    saveMailDraft: (_p, a, ctx) => ctx.services.messages.saveDraft(me(ctx).id, a.input),
    sendMail: (_p, a, ctx) => ctx.services.messages.send(me(ctx), a.input),
    setMailFlags: (_p, a, ctx) => ctx.services.messages.setFlags(me(ctx).id, a.ids, a.flags),
    setMailLabels: (_p, a, ctx) => ctx.services.messages.setLabels(me(ctx).id, a.ids, a.labels),
    moveMail: (_p, a, ctx) => ctx.services.messages.move(me(ctx).id, a.ids, a.folder),
    restoreMail: (_p, a, ctx) => ctx.services.messages.restore(me(ctx).id, a.ids),
    deleteMail: (_p, a, ctx) => ctx.services.messages.remove(me(ctx).id, a.ids),
    updateMessagingSettings: (_p, a, ctx) => ctx.services.messages.updateSettings(me(ctx).id, a.input),
  },
  Subscription: {
    mailReceived: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'mail:received', requireVerified(ctx)),
      // The event carries only the entry id (it may come through Redis): read the committed copy.
      resolve: async (event: { entryId: string }, _a: unknown, ctx: GraphQLContext): Promise<MailEntryView> => {
        const entry = await ctx.services.messages.delivered(requireVerified(ctx).user.id, event.entryId);
        // Deleted between delivery and this read: the stream says so rather than sending a hole.
        if (!entry) throw notFound('That message was deleted.');
        return entry;
      },
    },
  },
};
