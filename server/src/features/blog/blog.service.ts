// Blog: administrators write articles; signed-in members read published ones, comment, and delete their own
// comments; administrators moderate (delete any comment). Drafts exist only for administrators (NOT_FOUND for
// anyone else). Views count once per reader per UTC day (blog_post_views' primary key).
import type { Db } from '../../../../db/client.js';
import type { BlogCategory, BlogStatus } from '../../../../db/schema/index.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { isUuid } from '../../lib/ids.js';
import { blogRepository as repo } from './blog.repository.js';
import { BLOG_LIMITS } from './blog.types.js';
import type { BlogCommentView, BlogPostView, BlogSort } from './blog.types.js';
import { parseComment, parsePostInput } from './blog.validation.js';

/** Who is asking: the service decides from the account row read for this request. */
export interface BlogViewer {
  id: string;
  isAdmin: boolean;
}

type PostInput = Parameters<typeof parsePostInput>[0];

const postNotFound = () => notFound('This article does not exist.');
const requireAdmin = (v: BlogViewer) => {
  if (!v.isAdmin) throw forbidden('Only administrators can write articles.');
};
const slugTaken = () =>
  new AppError('BAD_USER_INPUT', 'Another article already uses this slug.', { field: 'slug', reason: 'SLUG_TAKEN' });
const publishedAtFor = (status: BlogStatus, before: Date | null) => (status === 'published' ? (before ?? new Date()) : null);

export class BlogService {
  constructor(private readonly d: { db: Db; uploads: UploadsService; now?: () => Date }) {}

  async list(
    viewer: BlogViewer,
    opts: { sort?: BlogSort | null; category?: BlogCategory | null; includeDrafts?: boolean | null; first?: number | null; offset?: number | null },
  ) {
    if (opts.includeDrafts) requireAdmin(viewer);
    const first = opts.first ?? 20;
    const offset = opts.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > BLOG_LIMITS.page) {
      throw badInput('first', `Ask for 1 to ${BLOG_LIMITS.page} articles.`);
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput('offset', 'The offset cannot be negative.');
    return repo.list(
      this.d.db,
      { category: opts.category ?? null, includeDrafts: Boolean(opts.includeDrafts) },
      opts.sort ?? 'newest',
      offset,
      first,
    );
  }

  /** A published article, or a draft for an administrator; NOT_FOUND otherwise. */
  async visible(viewer: BlogViewer, by: { slug: string } | { id: string }): Promise<BlogPostView> {
    if ('id' in by && !isUuid(by.id)) throw postNotFound();
    if ('slug' in by && by.slug.length > BLOG_LIMITS.slug) throw postNotFound();
    const post = await repo.findBy(this.d.db, by);
    if (!post || (post.status !== 'published' && !viewer.isAdmin)) throw postNotFound();
    return post;
  }

  async create(viewer: BlogViewer, input: PostInput): Promise<BlogPostView> {
    requireAdmin(viewer);
    const fields = parsePostInput(input);
    if (fields.coverUploadId) await this.d.uploads.ownedBy(viewer.id, [fields.coverUploadId]);
    const row = await repo.insert(this.d.db, viewer.id, fields, publishedAtFor(fields.status, null));
    if (!row) throw slugTaken();
    return this.visible(viewer, { id: row.id });
  }

  async update(viewer: BlogViewer, id: string, input: PostInput): Promise<BlogPostView> {
    requireAdmin(viewer);
    const fields = parsePostInput(input);
    const before = await this.visible(viewer, { id });
    // A new cover must be the editor's own upload; keeping the current one (maybe another admin's) is fine.
    if (fields.coverUploadId && fields.coverUploadId !== before.coverUploadId) {
      await this.d.uploads.ownedBy(viewer.id, [fields.coverUploadId]);
    }
    const row = await repo.update(this.d.db, id, fields, publishedAtFor(fields.status, before.publishedAt));
    if (row === 'taken') throw slugTaken();
    if (!row) throw postNotFound();
    return this.visible(viewer, { id });
  }

  async remove(viewer: BlogViewer, id: string): Promise<string> {
    requireAdmin(viewer);
    if (!isUuid(id) || !(await repo.remove(this.d.db, id))) throw postNotFound();
    return id;
  }

  /** Counts a reading of a published article (a draft opened by an administrator does not count). */
  async recordView(viewer: BlogViewer, id: string): Promise<BlogPostView> {
    const post = await this.visible(viewer, { id });
    if (post.status !== 'published') return post;
    const day = (this.d.now?.() ?? new Date()).toISOString().slice(0, 10);
    await repo.recordView(this.d.db, id, viewer.id, day);
    return this.visible(viewer, { id });
  }

  /** The cover as GraphQL shows it, with signed URLs (the caller has checked the article is visible). */
  async cover(post: BlogPostView) {
    if (!post.coverUploadId) return null;
    const [view] = await this.d.uploads.views([post.coverUploadId]);
    return view ? this.d.uploads.toGraphQL(view) : null;
  }

  /** Top-level comments newest first, each with its replies oldest first (a conversation reads downwards). */
  async comments(viewer: BlogViewer, postId: string): Promise<BlogCommentView[]> {
    await this.visible(viewer, { id: postId });
    const all = await repo.comments(this.d.db, postId);
    const replies = new Map<string, BlogCommentView[]>();
    for (const c of [...all].reverse()) {
      if (c.parentId) replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
    }
    return all.filter((c) => !c.parentId).map((c) => ({ ...c, replies: replies.get(c.id) ?? [] }));
  }

  async addComment(viewer: BlogViewer, postId: string, raw: string, parentId: string | null = null): Promise<BlogCommentView> {
    const body = parseComment(raw);
    const post = await this.visible(viewer, { id: postId });
    if (post.status !== 'published') throw badInput('postId', 'Comments open once the article is published.', 'CLOSED');
    let threadId: string | null = null;
    if (parentId !== null) {
      const parent = isUuid(parentId) ? await repo.findComment(this.d.db, parentId) : null;
      if (!parent || parent.postId !== post.id) throw notFound('This comment does not exist.');
      // One level of nesting: a reply to a reply joins its thread.
      threadId = parent.parentId ?? parent.id;
    }
    const row = await repo.insertComment(this.d.db, post.id, viewer.id, body, threadId);
    const mine = await repo.comment(this.d.db, row.id);
    if (!mine) throw postNotFound();
    return { ...mine, replies: [] };
  }

  /**
   * The author deletes their own comment; an administrator any. Comments are public, so for someone else's
   * the honest answer is FORBIDDEN (NOT_FOUND would deny what the page shows).
   */
  async removeComment(viewer: BlogViewer, id: string): Promise<string> {
    const comment = isUuid(id) ? await repo.findComment(this.d.db, id) : null;
    if (!comment) throw notFound('This comment does not exist.');
    if (comment.authorId !== viewer.id && !viewer.isAdmin) throw forbidden('You can only delete your own comments.');
    await repo.removeComment(this.d.db, id);
    return id;
  }
}

/** Reading time at 200 words a minute, at least one minute. */
export const readMinutes = (body: string) => Math.max(1, Math.ceil(body.split(/\s+/).filter(Boolean).length / 200));
