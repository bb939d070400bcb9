import { requireActor, requireVerified, requireViewer } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';
import type { NoteEventView } from './notes.types.js';

export const notesResolvers: Resolvers = {
  Query: {
    notes: (_p, a, ctx) => ctx.services.notes.list(requireActor(ctx), a.search, a.linkedDate),
    note: (_p, a, ctx) => ctx.services.notes.get(requireActor(ctx), a.id),
  },
  Mutation: {
    createNote: (_p, a, ctx) => ctx.services.notes.create(requireVerified(ctx).user.id, a.input),
    updateNote: (_p, a, ctx) =>
      ctx.services.notes.update(requireVerified(ctx).user.id, a.id, a.expectedVersion, a.input),
    deleteNote: (_p, a, ctx) => ctx.services.notes.remove(requireVerified(ctx).user.id, a.id),
  },
  Subscription: {
    notesChanged: {
      subscribe: (_p, _a, ctx) => {
        requireVerified(ctx);
        return liveSource(ctx.services.pubsub, 'notes:changed', requireViewer(ctx));
      },
      // The event carries ids only (it may come through Redis): read the committed note of this viewer.
      resolve: async (event: { noteId: string; deleted: boolean }, _a: unknown, ctx: GraphQLContext): Promise<NoteEventView> => {
        if (event.deleted) return { note: null, deletedId: event.noteId };
        const note = await ctx.services.notes.findOwn(requireViewer(ctx).user.id, event.noteId);
        return note ? { note, deletedId: null } : { note: null, deletedId: event.noteId };
      },
    },
  },
  Note: {
    datef: (n) => n.createdAt,
  },
  NoteColor: { PRIMARY: 'primary', SECONDARY: 'secondary', SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' },
};
