// Profile pages and galleries. A member seen across a block (either way) does not exist for the viewer.
// Nothing here reads health data: a profile shows names, pictures, counts and posts only.
import type { Db } from '../../../../db/client.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { Viewer } from '../account/account.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { decodeCursor, isUuid, pageSize, toPage } from '../posts/cursor.js';
import type { PostsService } from '../posts/posts.service.js';
import type { PeopleGraph, PostView } from '../posts/posts.types.js';
import { profileActivitySource } from './profile-activity.js';
import type { ProfileEvent } from './profile-activity.js';
import { profileRepository as repo } from './profile.repository.js';

const NO_MEMBER = 'This member does not exist.';
const NO_IMAGE = 'This image does not exist.';
const TITLE_MAX = 120;

/** The relationships feature as profiles need it: the follow counts under the lists' own rule. */
interface EdgeCounter {
  edgeCounts(viewerId: string, userId: string): Promise<{ followers: number; following: number }>;
}

export type ProfileView = Awaited<ReturnType<ProfileService['profile']>>;

/** One live change on a profile, as the viewer may see it now (GraphQL ProfileActivity). */
export interface ProfileActivityView {
  kind: ProfileEvent['kind'];
  profile: ProfileView;
  post: PostView | null;
  deletedPostId: string | null;
}

/** A NOT_FOUND read means "not for this viewer (any more)": the live event is dropped, not sent as an error. */
const unlessNotFound = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  });

export class ProfileService {
  constructor(
    private readonly d: {
      db: Db;
      pubsub: PubSub;
      log: { error(obj: object, msg: string): void };
      people: PeopleGraph & EdgeCounter;
      uploads: UploadsService;
      posts: PostsService;
    },
  ) {}

  /** The member when the viewer may see them (verified account, no block either way). */
  private async member(viewerId: string, userId: string) {
    if (!isUuid(userId)) throw notFound(NO_MEMBER);
    const m = await repo.member(this.d.db, userId);
    if (!m || !m.verified) throw notFound(NO_MEMBER);
    if (userId !== viewerId && (await this.d.people.isBlockedEitherWay(viewerId, userId))) throw notFound(NO_MEMBER);
    return m;
  }

  private upload = async (id: string | null) => {
    if (!id) return null;
    const [view] = await this.d.uploads.views([id]);
    return view ? this.d.uploads.toGraphQL(view) : null;
  };

  /** The signed thumbnail URL of a member's avatar (the caller has already shown the member), or null. */
  async avatarUrl(userId: string): Promise<string | null> {
    const m = isUuid(userId) ? await repo.member(this.d.db, userId) : null;
    const avatar = await this.upload(m?.avatarUploadId ?? null);
    return avatar ? (avatar.thumbUrl ?? avatar.url) : null;
  }

  async profile(viewerId: string, userId: string | null | undefined) {
    const m = await this.member(viewerId, userId ?? viewerId);
    const people = this.d.people;
    const [avatar, cover, postCount, counts, isFollowed, followsMe] = await Promise.all([
      this.upload(m.avatarUploadId),
      this.upload(m.coverUploadId),
      this.d.posts.countFor(viewerId, m.id),
      // Not the raw follow rows: the counts leave out whom the lists leave out (unverified, banned, blocked).
      people.edgeCounts(viewerId, m.id),
      m.id === viewerId ? false : people.isFollowing(viewerId, m.id),
      m.id === viewerId ? false : people.isFollowing(m.id, viewerId),
    ]);
    return {
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      avatar,
      cover,
      avatarUrl: avatar ? (avatar.thumbUrl ?? avatar.url) : null,
      postCount,
      followerCount: counts.followers,
      followingCount: counts.following,
      isMe: m.id === viewerId,
      isFollowed,
      followsMe,
      memberSince: m.createdAt,
    };
  }

  /**
   * The member's profile, live for the viewer (their own when userId is omitted). NOT_FOUND now under the same
   * rule as `profile`; later events pass `activityFor`, so a block made meanwhile silences the stream.
   */
  async live(viewer: Viewer, userId: string | null | undefined) {
    const memberId = (await this.member(viewer.user.id, userId ?? viewer.user.id)).id;
    const viewerId = viewer.user.id;
    // My own profile shows my feed: the new posts of whom I follow come live as well.
    const followed =
      memberId === viewerId
        ? { ids: () => this.d.people.followingIds(viewerId), has: (otherId: string) => this.d.people.isFollowing(viewerId, otherId) }
        : undefined;
    return profileActivitySource(this.d, viewer, memberId, (e) => this.activityFor(viewerId, memberId, e), followed);
  }

  /**
   * What the viewer gets for one event on the member's profile, or null when they may not hear of it: the member
   * is across a block with them (or gone), the other end of a follow is (the count they see does not change,
   * and the event's timing alone would tell them something), the new post is one they may not see, or the deleted
   * one is a post they could not see.
   */
  async activityFor(viewerId: string, memberId: string, e: ProfileEvent): Promise<ProfileActivityView | null> {
    if (e.kind === 'FOLLOWS' && e.otherId !== viewerId && (await this.d.people.isBlockedEitherWay(viewerId, e.otherId))) return null;
    const posted = e.kind === 'POSTED' || e.kind === 'FEED_POSTED';
    const post = posted ? await unlessNotFound(this.d.posts.post(viewerId, e.postId)) : null;
    if (posted && !post) return null;
    const profile = await unlessNotFound(this.profile(viewerId, memberId));
    if (!profile) return null;
    // A followers-only post was never in the count (or the lists) of a viewer who does not follow the member.
    if (e.kind === 'POST_DELETED' && e.visibility === 'followers' && !profile.isMe && !profile.isFollowed) return null;
    return { kind: e.kind, profile, post, deletedPostId: e.kind === 'POST_DELETED' ? e.postId : null };
  }

  async gallery(viewerId: string, userId: string | null | undefined, search?: string | null, first?: number | null, after?: string | null) {
    const m = await this.member(viewerId, userId ?? viewerId);
    const limit = pageSize(first, 24, 100);
    const q = search?.trim() ? search.trim().slice(0, 100) : null;
    const rows = await repo.gallery(this.d.db, m.id, q, decodeCursor(after), limit + 1);
    const page = toPage(rows, limit, (r) => r);
    const views = new Map((await this.d.uploads.views(page.nodes.map((r) => r.uploadId))).map((v) => [v.id, v]));
    const nodes = page.nodes.flatMap((r) => {
      const v = views.get(r.uploadId);
      return v ? [{ id: r.id, title: r.title, createdAt: r.createdAt, image: this.d.uploads.toGraphQL(v) }] : [];
    });
    return { ...page, nodes };
  }

  async addImage(ownerId: string, uploadId: string, title?: string | null) {
    const [upload] = await this.d.uploads.ownedBy(ownerId, [uploadId]);
    if (!upload || !upload.mime.startsWith('image/')) throw notFound(NO_IMAGE);
    const name = (title?.trim() || upload.filename).slice(0, 500);
    if ([...name].length > TITLE_MAX) throw badInput('title', `At most ${TITLE_MAX} characters.`, { reason: 'TOO_LONG', max: TITLE_MAX });
    const row = await repo.addImage(this.d.db, ownerId, upload.id, name);
    return { id: row.id, title: row.title, createdAt: row.createdAt, image: this.d.uploads.toGraphQL(upload) };
  }

  /** Deletes the owner's gallery entry and its file, unless a post still shows that file. */
  async deleteImage(ownerId: string, id: string): Promise<string> {
    const row = isUuid(id) ? await repo.findImage(this.d.db, id) : null;
    if (!row || row.ownerId !== ownerId) throw notFound(NO_IMAGE);
    await this.d.db.transaction(async (tx) => {
      await repo.deleteImage(tx, row.id);
      // The profile shows the file, not the entry: another entry of the same upload keeps it shown.
      if (!(await repo.ownerHasUpload(tx, ownerId, row.uploadId))) await repo.clearImage(tx, ownerId, row.uploadId);
    });
    // Only this entry goes: the file stays while anything else holds it (another entry, a post, a contact's photo,
    // a message already sent).
    await this.d.uploads.removeUnheld(ownerId, [row.uploadId]);
    return row.id;
  }

  async setImage(ownerId: string, slot: 'AVATAR' | 'COVER', galleryImageId: string | null | undefined) {
    let uploadId: string | null = null;
    if (galleryImageId) {
      const row = isUuid(galleryImageId) ? await repo.findImage(this.d.db, galleryImageId) : null;
      if (!row || row.ownerId !== ownerId) throw notFound(NO_IMAGE);
      uploadId = row.uploadId;
    }
    await repo.setImage(this.d.db, ownerId, slot === 'AVATAR' ? 'avatar' : 'cover', uploadId);
    return this.profile(ownerId, ownerId);
  }
}
