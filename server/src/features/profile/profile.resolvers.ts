import { requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import type { ProfileActivityView } from './profile.service.js';

const me = (ctx: GraphQLContext) => requireVerified(ctx).user.id;

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_p, a, ctx) => ctx.services.profile.profile(me(ctx), a.userId),
    gallery: (_p, a, ctx) => ctx.services.profile.gallery(me(ctx), a.userId, a.search, a.first, a.after),
  },
  Mutation: {
    addGalleryImage: (_p, a, ctx) => ctx.services.profile.addImage(me(ctx), a.uploadId, a.title),
    deleteGalleryImage: (_p, a, ctx) => ctx.services.profile.deleteImage(me(ctx), a.id),
    setProfileImage: (_p, a, ctx) => ctx.services.profile.setImage(me(ctx), a.slot, a.galleryImageId),
  },
  Subscription: {
    profileActivity: {
      subscribe: (_p, a, ctx) => ctx.services.profile.live(requireVerified(ctx), a.userId),
      // Each event was read for this viewer before it reached the stream (profile-activity.ts).
      resolve: (e: ProfileActivityView) => e,
    },
  },
};
