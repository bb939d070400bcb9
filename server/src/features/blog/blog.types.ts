// Shapes the blog resolvers pass around (codegen mappers point here).
import type { BlogCategory, BlogCommentRow, BlogPostRow, BlogStatus } from '../../../../db/schema/index.js';

export interface BlogPersonView {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

export type BlogPostView = BlogPostRow & { commentCount: number; author: BlogPersonView | null };
export type BlogCommentView = BlogCommentRow & { author: BlogPersonView; replies?: BlogCommentView[] };

export const BLOG_SORTS = ['newest', 'oldest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/** A validated BlogPostInput. */
export interface BlogPostFields {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  category: BlogCategory;
  tags: string[];
  status: BlogStatus;
  coverUploadId: string | null;
}

export const BLOG_LIMITS = {
  slugMin: 3,
  slug: 80,
  title: 160,
  excerpt: 300,
  body: 50_000,
  tags: 8,
  tag: 30,
  comment: 2_000,
  page: 50,
} as const;
