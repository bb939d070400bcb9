// Builds PostViews for one viewer from a page of rows in a fixed number of queries (images, likes, first
// comments, their first replies, authors, signed upload URLs, shared health snapshots), whatever the page size.
// Comments and replies by members across a block with the viewer are left out (a block hides each from the
// other, on third members' posts too); a hidden comment's replies go with it, and the counts the viewer is
// shown (commentCount, replyCount) leave them out too.
import type { DbOrTx } from '../../../../db/client.js';
import type { PostCommentRow, PostRow } from '../../../../db/schema/index.js';
import { toPage } from './cursor.js';
import { postsRepository as repo } from './posts.repository.js';
import type { AuthorRow } from './posts.repository.js';
import type { AuthorView, CommentView, PageView, PeopleGraph, PostView, UploadGraph, UploadStore } from './posts.types.js';

export interface Preview {
  comments: number;
  replies: number;
}

/** Likers' avatars shown beside a post's like count. */
const LIKERS_SHOWN = 3;

/** The SDL's default page sizes of Post.comments and PostComment.replies. */
export const PREVIEW: Preview = { comments: 5, replies: 5 };

const EMPTY: PageView<never> = { nodes: [], endCursor: null, hasMore: false };

/** A stored counter less what this viewer does not see. */
const seen = (count: number, hidden: number | undefined) => Math.max(count - (hidden ?? 0), 0);

/** Groups rows fetched as "first limit + 1 per key" into pages per key. */
function pagesBy(rows: PostCommentRow[], key: (r: PostCommentRow) => string, limit: number, view: (r: PostCommentRow) => CommentView) {
  const groups = new Map<string, PostCommentRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const pages = new Map<string, PageView<CommentView>>();
  for (const [k, list] of groups) pages.set(k, toPage(list, limit, view));
  return pages;
}

export class PostViews {
  constructor(private readonly d: { db: DbOrTx; uploads: UploadStore; people: Pick<PeopleGraph, 'blockedIds'> }) {}

  private author(a: AuthorRow | undefined, id: string, uploads: Map<string, UploadGraph>): AuthorView {
    const avatar = a?.avatarUploadId ? uploads.get(a.avatarUploadId) : undefined;
    return {
      id,
      firstName: a?.firstName ?? null,
      lastName: a?.lastName ?? null,
      avatarUrl: avatar ? (avatar.thumbUrl ?? avatar.url) : null,
    };
  }

  /** The viewer-specific views of rows the caller has already checked the viewer may see. */
  async posts(viewerId: string, rows: PostRow[], preview: Preview = PREVIEW): Promise<PostView[]> {
    if (!rows.length) return [];
    const db = this.d.db;
    const ids = rows.map((r) => r.id);
    const hidden = await this.d.people.blockedIds(viewerId);
    const [images, liked, likers, snapshots, comments, hiddenOnPost] = await Promise.all([
      repo.images(db, ids),
      repo.likedBy(db, viewerId, ids),
      repo.recentLikers(db, ids, LIKERS_SHOWN, hidden),
      repo.snapshots(db, ids),
      preview.comments ? repo.firstComments(db, 'post', ids, preview.comments + 1, hidden) : Promise.resolve([]),
      repo.hiddenCommentCounts(db, 'post', ids, hidden),
    ]);
    const withReplies = comments.filter((c) => c.replyCount > 0).map((c) => c.id);
    const [replies, hiddenReplies] = await Promise.all([
      preview.replies && withReplies.length ? repo.firstComments(db, 'parent', withReplies, preview.replies + 1, hidden) : Promise.resolve([]),
      repo.hiddenCommentCounts(db, 'parent', withReplies, hidden),
    ]);
    const likerIds = [...likers.values()].flat();
    const people = await repo.authors(db, [...new Set([...[...rows, ...comments, ...replies].map((r) => r.authorId), ...likerIds])]);
    const uploadIds = [...[...images.values()].flat(), ...[...people.values()].flatMap((p) => (p.avatarUploadId ? [p.avatarUploadId] : []))];
    const uploads = await this.d.uploads.graphs([...new Set(uploadIds)]);

    const comment = (c: PostCommentRow, replyPages?: Map<string, PageView<CommentView>>): CommentView => ({
      id: c.id,
      postId: c.postId,
      parentId: c.parentId,
      author: this.author(people.get(c.authorId), c.authorId, uploads),
      body: c.body,
      replyCount: seen(c.replyCount, hiddenReplies.get(c.id)),
      replies: replyPages?.get(c.id) ?? EMPTY,
      mine: c.authorId === viewerId,
      createdAt: c.createdAt,
    });
    const replyPages = pagesBy(replies, (r) => r.parentId ?? '', preview.replies, (r) => comment(r));
    const commentPages = pagesBy(comments, (c) => c.postId, preview.comments, (c) => comment(c, replyPages));
    return rows.map((r) => ({
      id: r.id,
      author: this.author(people.get(r.authorId), r.authorId, uploads),
      body: r.body,
      visibility: r.visibility === 'followers' ? 'FOLLOWERS' : 'MEMBERS',
      images: (images.get(r.id) ?? []).flatMap((u) => uploads.get(u) ?? []),
      likeCount: r.likeCount,
      likedByMe: liked.has(r.id),
      likers: (likers.get(r.id) ?? []).map((id) => this.author(people.get(id), id, uploads)),
      commentCount: seen(r.commentCount, hiddenOnPost.get(r.id)),
      comments: commentPages.get(r.id) ?? EMPTY,
      mine: r.authorId === viewerId,
      createdAt: r.createdAt,
      healthSnapshot: snapshots.get(r.id) ?? null,
    }));
  }

  /** Views of comments the caller has already checked (a page, or one new comment), each with its first replies. */
  async comments(viewerId: string, rows: PostCommentRow[], replies = PREVIEW.replies): Promise<CommentView[]> {
    if (!rows.length) return [];
    const db = this.d.db;
    const withReplies = rows.filter((c) => c.replyCount > 0).map((c) => c.id);
    const hidden = withReplies.length ? await this.d.people.blockedIds(viewerId) : [];
    const [replyRows, hiddenReplies] = await Promise.all([
      replies && withReplies.length ? repo.firstComments(db, 'parent', withReplies, replies + 1, hidden) : Promise.resolve([]),
      repo.hiddenCommentCounts(db, 'parent', withReplies, hidden),
    ]);
    const people = await repo.authors(db, [...new Set([...rows, ...replyRows].map((r) => r.authorId))]);
    const avatars = [...people.values()].flatMap((p) => (p.avatarUploadId ? [p.avatarUploadId] : []));
    const uploads = await this.d.uploads.graphs(avatars);
    const view = (c: PostCommentRow, pages?: Map<string, PageView<CommentView>>): CommentView => ({
      id: c.id,
      postId: c.postId,
      parentId: c.parentId,
      author: this.author(people.get(c.authorId), c.authorId, uploads),
      body: c.body,
      replyCount: seen(c.replyCount, hiddenReplies.get(c.id)),
      replies: pages?.get(c.id) ?? EMPTY,
      mine: c.authorId === viewerId,
      createdAt: c.createdAt,
    });
    const pages = pagesBy(replyRows, (r) => r.parentId ?? '', replies, (r) => view(r));
    return rows.map((c) => view(c, pages));
  }
}
