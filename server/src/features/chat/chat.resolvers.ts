import { requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';

export const chatResolvers: Resolvers = {
  Query: {
    conversations: (_p, a, ctx) => ctx.services.chat.list(requireVerified(ctx).user.id, a.search),
    conversation: (_p, a, ctx) => ctx.services.chat.get(requireVerified(ctx).user.id, a.id),
    chatMessages: (_p, a, ctx) => ctx.services.chat.messages(requireVerified(ctx).user.id, a.conversationId, a),
    chatPeople: (_p, a, ctx) => ctx.services.chat.people(requireVerified(ctx).user.id, a.search),
  },
  Mutation: {
    startConversation: (_p, a, ctx) => ctx.services.chat.start(requireVerified(ctx).user.id, a.userId),
    sendMessage: (_p, a, ctx) =>
      ctx.services.chat.send(requireVerified(ctx).user.id, a.conversationId, {
        msg: a.msg,
        attachmentIds: a.attachmentIds,
      }),
    markConversationRead: (_p, a, ctx) =>
      ctx.services.chat.markRead(requireVerified(ctx).user.id, a.conversationId, a.messageId),
    setTyping: (_p, a, ctx) => ctx.services.chat.typing(requireVerified(ctx).user.id, a.conversationId, a.typing),
  },
  Subscription: {
    chatEvents: {
      // Events are addressed by member id when published, so the stream carries only the viewer's own.
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'chat:event', requireVerified(ctx)),
      resolve: (event: unknown) => event as never,
    },
  },
  ChatEvent: {
    message: (e) => (e.kind === 'MESSAGE' ? e.message : null),
    userId: (e) => (e.kind === 'MESSAGE' ? null : e.userId),
    readAt: (e) => (e.kind === 'READ' ? e.readAt : null),
    typing: (e) => (e.kind === 'TYPING' ? e.typing : null),
  },
  ChatMessage: {
    // A message reaches a resolver only after a membership check (queries) or addressed to a member (events),
    // so signing its uploads' URLs here is the access check the uploads feature asks for.
    attachments: async (m, _a, ctx) => {
      if (!m.attachmentIds.length) return [];
      const views = await ctx.services.uploads.views(m.attachmentIds);
      const byId = new Map(views.map((v) => [v.id, v]));
      return m.attachmentIds.flatMap((id) => {
        const v = byId.get(id);
        return v ? [ctx.services.uploads.toGraphQL(v)] : [];
      });
    },
  },
  ChatMessageType: { TEXT: 'text', FILE: 'file' },
};
