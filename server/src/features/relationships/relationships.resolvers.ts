import { requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const relationshipsResolvers: Resolvers = {
  Query: {
    followers: (_p, a, ctx) => ctx.services.relationships.edges(requireVerified(ctx).user.id, a.userId, 'followers', a.first, a.after),
    following: (_p, a, ctx) => ctx.services.relationships.edges(requireVerified(ctx).user.id, a.userId, 'following', a.first, a.after),
    friends: (_p, a, ctx) => ctx.services.relationships.edges(requireVerified(ctx).user.id, a.userId, 'friends', a.first, a.after),
    searchPeople: (_p, a, ctx) => ctx.services.relationships.search(requireVerified(ctx).user.id, a.query, a.first),
    blockedPeople: (_p, _a, ctx) => ctx.services.relationships.blockedPeople(requireVerified(ctx).user.id),
  },
  Mutation: {
    toggleFollow: (_p, a, ctx) => ctx.services.relationships.toggleFollow(requireVerified(ctx).user.id, a.userId),
    blockPerson: (_p, a, ctx) => ctx.services.relationships.block(requireVerified(ctx).user.id, a.userId),
    unblockPerson: (_p, a, ctx) => ctx.services.relationships.unblock(requireVerified(ctx).user.id, a.userId),
  },
  // Avatars are chosen on the profile (profile feature, from the member's gallery).
  Person: {
    avatarUrl: (p, _a, ctx) => ctx.services.profile.avatarUrl(p.id),
  },
};
