import { requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import type { BlogViewer } from './blog.service.js';
import { readMinutes } from './blog.service.js';

/** Blog readers are signed-in members with a confirmed address. */
const reader = (ctx: GraphQLContext): BlogViewer => {
  const { user } = requireVerified(ctx);
  return { id: user.id, isAdmin: user.isAdmin };
};

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_p, a, ctx) => ctx.services.blog.list(reader(ctx), a),
    blogPost: (_p, a, ctx) => ctx.services.blog.visible(reader(ctx), { slug: a.slug }),
    blogComments: (_p, a, ctx) => ctx.services.blog.comments(reader(ctx), a.postId),
  },
  Mutation: {
    createBlogPost: (_p, a, ctx) => ctx.services.blog.create(reader(ctx), a.input),
    updateBlogPost: (_p, a, ctx) => ctx.services.blog.update(reader(ctx), a.id, a.input),
    deleteBlogPost: (_p, a, ctx) => ctx.services.blog.remove(reader(ctx), a.id),
    recordBlogView: (_p, a, ctx) => ctx.services.blog.recordView(reader(ctx), a.id),
    addBlogComment: (_p, a, ctx) => ctx.services.blog.addComment(reader(ctx), a.postId, a.body, a.parentId ?? null),
    deleteBlogComment: (_p, a, ctx) => ctx.services.blog.removeComment(reader(ctx), a.id),
  },
  BlogPost: {
    readMinutes: (p) => readMinutes(p.body),
    // Every BlogPost reaching here passed the service's visibility check.
    cover: (p, _a, ctx) => ctx.services.blog.cover(p),
  },
  BlogComment: {
    replies: (c) => c.replies ?? [],
    canDelete: (c, _a, ctx) => {
      const v = ctx.viewer?.user;
      return Boolean(v && (v.id === c.authorId || v.isAdmin));
    },
  },
  BlogCategory: {
    HEART: 'heart',
    SLEEP: 'sleep',
    DIABETES: 'diabetes',
    NUTRITION: 'nutrition',
    FITNESS: 'fitness',
    MENTAL_HEALTH: 'mental_health',
  },
  BlogStatus: { DRAFT: 'draft', PUBLISHED: 'published' },
  BlogSort: { NEWEST: 'newest', OLDEST: 'oldest', POPULAR: 'popular' },
};
