// Views the posts resolvers and REST doors hand out: plain objects in the GraphQL shape (no mappers needed),
// built for one viewer (likedByMe, mine, signed image URLs issued after the access check).
import type { HealthSnapshotItem, HealthSnapshotKind } from '../../../../db/schema/index.js';
import type { AuditActor } from '../../lib/audit.js';
import type { UploadOut } from '../uploads/uploads.service.js';

/** The relationships feature, as far as posts need it (services.relationships). */
export interface PeopleGraph {
  isFollowing(followerId: string, followeeId: string): Promise<boolean>;
  followingIds(userId: string): Promise<string[]>;
  followerIds(userId: string): Promise<string[]>;
  isBlockedEitherWay(a: string, b: string): Promise<boolean>;
  /** Everyone blocked by or blocking this user. */
  blockedIds(userId: string): Promise<string[]>;
}

/** The GraphQL Upload shape (signed URLs). */
export type UploadGraph = UploadOut;

/** The uploads feature, as far as posts and the gallery need it (services.uploads). */
export interface UploadStore {
  /** Throws NOT_FOUND when any id is not an upload of this owner. */
  assertOwned(ownerId: string, ids: string[]): Promise<void>;
  /** Signed GraphQL views by id (only call after the access check); missing ids are left out. */
  graphs(ids: string[]): Promise<Map<string, UploadGraph>>;
}

/** The vitals feature, as far as health snapshots need it (services.vitals). */
export interface HealthSource {
  /** The author's latest value of each kind they have data for (kinds without data are left out); audited. */
  snapshot(actor: AuditActor, kinds: readonly HealthSnapshotKind[]): Promise<HealthSnapshotItem[]>;
}

export interface HealthSnapshotView {
  takenAt: Date;
  items: HealthSnapshotItem[];
}

export type VisibilityName = 'MEMBERS' | 'FOLLOWERS';

export interface AuthorView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export interface PageView<T> {
  nodes: T[];
  endCursor: string | null;
  hasMore: boolean;
}

export interface CommentView {
  id: string;
  postId: string;
  parentId: string | null;
  author: AuthorView;
  body: string;
  replyCount: number;
  /** The first page of replies, loaded with the post (Post.comments/PostComment.replies reuse it). */
  replies: PageView<CommentView>;
  mine: boolean;
  createdAt: Date;
}

export interface PostView {
  id: string;
  author: AuthorView;
  body: string;
  visibility: VisibilityName;
  images: UploadGraph[];
  likeCount: number;
  likedByMe: boolean;
  /** The newest few likers the viewer may see (nobody across a block). */
  likers: AuthorView[];
  commentCount: number;
  comments: PageView<CommentView>;
  mine: boolean;
  createdAt: Date;
  healthSnapshot: HealthSnapshotView | null;
}

export type ActivityKind = 'LIKED' | 'COMMENTED' | 'REPLIED' | 'COMMENT_DELETED' | 'POST_DELETED';

/** What crosses the event bus (ids only: subscribers re-read for their own viewer). */
export interface ActivityEvent {
  kind: ActivityKind;
  postId: string;
  commentId?: string;
}

export const LIMITS = { postBody: 5000, comment: 2000, images: 10, reason: 500, subscribePosts: 50 } as const;
