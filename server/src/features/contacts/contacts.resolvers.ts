import { requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const contactsResolvers: Resolvers = {
  Query: {
    contacts: (_p, a, ctx) => ctx.services.contacts.list(requireVerified(ctx).user.id, a),
    contact: (_p, a, ctx) => ctx.services.contacts.get(requireVerified(ctx).user.id, a.id),
    contactDepartments: (_p, _a, ctx) => ctx.services.contacts.departments(requireVerified(ctx).user.id),
  },
  Mutation: {
    addContact: (_p, a, ctx) => ctx.services.contacts.add(requireVerified(ctx).user.id, a.input),
    updateContact: (_p, a, ctx) => ctx.services.contacts.update(requireVerified(ctx).user.id, a.id, a.input),
    setContactStarred: (_p, a, ctx) => ctx.services.contacts.setStarred(requireVerified(ctx).user.id, a.id, a.starred),
    deleteContact: (_p, a, ctx) => ctx.services.contacts.trash(requireVerified(ctx).user.id, a.id),
    restoreContact: (_p, a, ctx) => ctx.services.contacts.restore(requireVerified(ctx).user.id, a.id),
    emptyContactTrash: (_p, _a, ctx) => ctx.services.contacts.emptyTrash(requireVerified(ctx).user.id),
    messageContact: (_p, a, ctx) => ctx.services.contacts.message(requireVerified(ctx).user.id, a.id),
  },
  Contact: {
    deleted: (c) => c.deletedAt !== null,
    // Signed for the owner only: the parent contact came through an owner check.
    image: (c, _a, ctx) => ctx.services.contacts.imageUrl(c),
    // The linked member's name, read only for the owner's own contact (the parent came through an owner check).
    linkedMember: async (c, _a, ctx) => {
      if (!c.linkedUserId) return null;
      const [person] = await ctx.services.chat.personById(c.linkedUserId);
      return person ?? null;
    },
  },
};
