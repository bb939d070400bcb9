import { requireActor, requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { notFound } from '../../lib/errors.js';
import { liveSource } from '../../realtime/live-source.js';
import type { TicketView } from './tickets.types.js';

const viewer = (ctx: GraphQLContext) => {
  const u = requireVerified(ctx).user;
  return { id: u.id, isAdmin: u.isAdmin };
};

export const ticketsResolvers: Resolvers = {
  Query: {
    tickets: (_p, a, ctx) => ctx.services.tickets.list(viewer(ctx), a),
    ticket: (_p, a, ctx) => ctx.services.tickets.get(viewer(ctx), requireActor(ctx), a.id),
    ticketAssignees: (_p, _a, ctx) => ctx.services.tickets.assignees(viewer(ctx)),
  },
  Mutation: {
    openTicket: (_p, a, ctx) => ctx.services.tickets.open(viewer(ctx).id, a.input),
    replyToTicket: (_p, a, ctx) => ctx.services.tickets.reply(viewer(ctx), a.id, a.body, a.version, a.status),
    assignTicket: (_p, a, ctx) => ctx.services.tickets.assign(viewer(ctx), a.id, a.assigneeId, a.version),
    setTicketStatus: (_p, a, ctx) => ctx.services.tickets.setStatus(viewer(ctx), a.id, a.status, a.version),
    deleteTicket: (_p, a, ctx) => ctx.services.tickets.remove(viewer(ctx), a.id, a.version),
  },
  // Only reached for a ticket the service already let this viewer see.
  Ticket: {
    messages: (p, _a, ctx) => ctx.services.tickets.conversation(p.id),
  },
  Subscription: {
    ticketUpdated: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'tickets:updated', requireVerified(ctx)),
      resolve: async (event: { ticketId: string }, _a: unknown, ctx: GraphQLContext): Promise<TicketView> => {
        const t = await ctx.services.tickets.forOwner(requireVerified(ctx).user.id, event.ticketId);
        if (!t) throw notFound('That ticket was deleted.');
        return t;
      },
    },
  },
};
