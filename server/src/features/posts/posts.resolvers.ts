import { requireAdmin } from '../../graphql/require-admin.js';
import { requireActor, requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { snapshotRange, snapshotRange2, snapshotStatus } from './health-snapshot.js';
import { postActivitySource } from './post-activity.js';
import { PREVIEW } from './post-views.js';
import type { ActivityEvent, CommentView, PostView } from './posts.types.js';

const isPreview = (a: { first?: number | null; after?: string | null }) =>
  !a.after && (a.first ?? PREVIEW.comments) === PREVIEW.comments;

const me = (ctx: GraphQLContext) => requireVerified(ctx).user.id;

export const postsResolvers: Resolvers = {
  Query: {
    feed: (_p, a, ctx) => ctx.services.posts.feed(me(ctx), a.first, a.after),
    userPosts: (_p, a, ctx) => ctx.services.posts.byAuthor(me(ctx), a.userId, a.first, a.after),
    post: (_p, a, ctx) => ctx.services.posts.post(me(ctx), a.id),
    commentReplies: (_p, a, ctx) => ctx.services.posts.replies(me(ctx), a.commentId, a.first, a.after),
    healthSnapshotPreview: (_p, _a, ctx) => ctx.services.posts.snapshotPreview(requireActor(ctx)),
  },
  Mutation: {
    createPost: (_p, a, ctx) => ctx.services.posts.create(requireActor(ctx), a.input),
    deletePost: (_p, a, ctx) => ctx.services.posts.delete(me(ctx), a.id),
    togglePostLike: (_p, a, ctx) => ctx.services.posts.toggleLike(me(ctx), a.postId),
    addPostComment: (_p, a, ctx) => ctx.services.posts.comment(me(ctx), a.postId, a.body),
    addPostReply: (_p, a, ctx) => ctx.services.posts.reply(me(ctx), a.postId, a.commentId, a.body),
    deletePostComment: (_p, a, ctx) => ctx.services.posts.deleteComment(me(ctx), a.id),
    adminRemovePost: (_p, a, ctx) => ctx.services.posts.adminRemovePost(requireAdmin(ctx).user, a.id, a.reason),
    adminRemovePostComment: (_p, a, ctx) =>
      ctx.services.posts.adminRemoveComment(requireAdmin(ctx).user, a.id, a.reason),
  },
  Subscription: {
    postActivity: {
      subscribe: async (_p, a, ctx) => {
        const viewer = requireVerified(ctx);
        const ids = await ctx.services.posts.assertVisible(viewer.user.id, a.postIds);
        return postActivitySource(ctx.services.pubsub, viewer, ids);
      },
      // The event carries ids only: each subscriber gets the post as they may see it now.
      resolve: (e: ActivityEvent, _a: unknown, ctx: GraphQLContext) => ctx.services.posts.activityFor(me(ctx), e),
    },
  },
  // The first page (the SDL default size) was loaded with the post in a few batched queries; other pages are
  // read on demand.
  Post: {
    comments: (p: PostView, a, ctx) =>
      isPreview(a) ? p.comments : ctx.services.posts.comments(me(ctx), { postId: p.id }, a.first, a.after),
  },
  // Judged when shown, from the one table of ranges, like a live reading.
  HealthSnapshotItem: {
    status: (i) => snapshotStatus(i),
    referenceRange: (i) => snapshotRange(i.kind),
    referenceRange2: (i) => snapshotRange2(i.kind),
  },
  HealthSnapshotKind: {
    HEART_RATE: 'heart_rate',
    SPO2: 'spo2',
    GLUCOSE: 'glucose',
    BLOOD_PRESSURE: 'blood_pressure',
    STRESS: 'stress',
    SLEEP: 'sleep',
  },
  PostComment: {
    replies: (c: CommentView, a, ctx) =>
      c.parentId || isPreview(a) ? c.replies : ctx.services.posts.comments(me(ctx), { parentId: c.id }, a.first, a.after),
  },
};
