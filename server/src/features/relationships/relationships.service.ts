// Follows and blocks between members, and the rules other features ask about: may A message B (mutual follow,
// no block), is either blocking the other, whose posts does A see. A member hidden by a block, unknown, banned
// or unverified is "not found" to the other, so no door reveals that an account exists. A follow that begins or
// ends is published after commit for both members (their profiles' counts are live).
import type { Db } from '../../../../db/client.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { relationshipsRepository as repo } from './relationships.repository.js';
import type { EdgeCursor, EdgeSide, PersonRow } from './relationships.repository.js';

export type Person = PersonRow;

export interface PersonPage {
  items: Person[];
  nextCursor: string | null;
  totalCount: number;
}

const MAX_PAGE = 100;

/** What a ban, its end or an account's deletion needs: whose follow counts that member's change touches. */
export interface MembershipAnnouncer {
  neighbourIds(userId: string): Promise<string[]>;
  membershipChanged(userId: string, neighbours: readonly string[]): void;
}

// "u<microseconds>:<member id>". A cursor handed out before microseconds ("<milliseconds>:<id>") still reads.
function encodeCursor(c: EdgeCursor): string {
  return Buffer.from(`u${c.micros}:${c.id}`).toString('base64url');
}

function decodeCursor(raw: string | null | undefined): EdgeCursor | null {
  if (!raw) return null;
  const [time = '', id] = Buffer.from(raw, 'base64url').toString().split(':');
  const micros = /^u\d{1,17}$/.test(time) ? time.slice(1) : /^\d{1,14}$/.test(time) ? `${time}000` : null;
  if (!micros || !id || !isUuid(id)) throw badInput('after', 'The page cursor is not valid.');
  return { micros, id };
}

function pageSize(first: number | null | undefined): number {
  const n = first ?? 30;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) throw badInput('first', `first must be between 1 and ${MAX_PAGE}.`);
  return n;
}

export class RelationshipsService implements MembershipAnnouncer {
  constructor(private readonly d: { db: Db; pubsub: PubSub }) {}

  isFollowing(a: string, b: string): Promise<boolean> {
    return repo.isFollowing(this.d.db, a, b);
  }

  followerIds(userId: string): Promise<string[]> {
    return repo.followerIds(this.d.db, userId);
  }

  followingIds(userId: string): Promise<string[]> {
    return repo.followingIds(this.d.db, userId);
  }

  isBlockedEitherWay(a: string, b: string): Promise<boolean> {
    return repo.isBlockedEitherWay(this.d.db, a, b);
  }

  /** Everyone on either side of a block with this member (their content is hidden both ways). */
  blockedIds(userId: string): Promise<string[]> {
    return repo.blockedIds(this.d.db, userId);
  }

  /** Two members may talk when they follow each other and neither blocked the other. */
  async canMessage(a: string, b: string): Promise<boolean> {
    if (a === b) return false;
    const [ab, ba, blocked] = await Promise.all([
      repo.isFollowing(this.d.db, a, b),
      repo.isFollowing(this.d.db, b, a),
      repo.isBlockedEitherWay(this.d.db, a, b),
    ]);
    return ab && ba && !blocked;
  }

  /** The member as the viewer sees them; NOT_FOUND when unknown, not visible, or blocked either way. */
  async person(viewerId: string, id: string): Promise<Person> {
    if (!isUuid(id)) throw notFound('No such member.');
    if (id !== viewerId && (await repo.isBlockedEitherWay(this.d.db, viewerId, id))) throw notFound('No such member.');
    if (!(await repo.isMember(this.d.db, id))) throw notFound('No such member.');
    const [row] = await repo.people(this.d.db, viewerId, [id]);
    if (!row) throw notFound('No such member.');
    return row;
  }

  /** People by id as the viewer sees them, in order (for other features' lists; no visibility filtering). */
  people(viewerId: string, ids: readonly string[]): Promise<Person[]> {
    return repo.people(this.d.db, viewerId, ids);
  }

  async toggleFollow(viewerId: string, targetId: string): Promise<Person> {
    await this.target(viewerId, targetId);
    await this.d.db.transaction(async (tx) => {
      if (await repo.isFollowing(tx, viewerId, targetId)) await repo.unfollow(tx, viewerId, targetId);
      else await repo.follow(tx, viewerId, targetId);
    });
    this.followsChanged(viewerId, targetId);
    return this.person(viewerId, targetId);
  }

  async block(viewerId: string, targetId: string): Promise<Person> {
    await this.target(viewerId, targetId, { allowBlocked: true });
    await this.d.db.transaction((tx) => repo.block(tx, viewerId, targetId));
    // A block ends the follows both ways: third members viewing either profile see the counts drop.
    this.followsChanged(viewerId, targetId);
    const [row] = await repo.people(this.d.db, viewerId, [targetId]);
    if (!row) throw notFound('No such member.');
    return row;
  }

  async unblock(viewerId: string, targetId: string): Promise<Person> {
    if (!isUuid(targetId)) throw notFound('No such member.');
    await repo.unblock(this.d.db, viewerId, targetId);
    const [row] = await repo.people(this.d.db, viewerId, [targetId]);
    if (!row) throw notFound('No such member.');
    return row;
  }

  blockedPeople(viewerId: string): Promise<Person[]> {
    return repo.blockedByMe(this.d.db, viewerId).then((ids) => repo.people(this.d.db, viewerId, ids));
  }

  /** One page of a member's followers, following or friends (mutual follows), all under the same rules. */
  async edges(viewerId: string, userId: string | null | undefined, side: EdgeSide, first?: number | null, after?: string | null): Promise<PersonPage> {
    const owner = userId ?? viewerId;
    if (owner !== viewerId) await this.person(viewerId, owner);
    const size = pageSize(first);
    // Someone across a block with the viewer is left out of a third member's lists too (and of the total).
    const { page, total } = await repo.edgePage(this.d.db, owner, viewerId, side, size, decodeCursor(after));
    const shown = page.slice(0, size);
    const last = shown.at(-1);
    return {
      items: await repo.people(this.d.db, viewerId, shown.map((e) => e.id)),
      nextCursor: page.length > size && last ? encodeCursor(last) : null,
      totalCount: total,
    };
  }

  /** The totals `edges` reports for both sides, under the same rule (a profile's counts match its lists). */
  async edgeCounts(viewerId: string, userId: string): Promise<{ followers: number; following: number }> {
    const [followers, following] = await Promise.all([
      repo.edgeCount(this.d.db, userId, viewerId, 'followers'),
      repo.edgeCount(this.d.db, userId, viewerId, 'following'),
    ]);
    return { followers, following };
  }

  async search(viewerId: string, query: string, first?: number | null): Promise<Person[]> {
    const needle = query.trim().toLowerCase();
    const say = 'Type 2 to 100 characters of a name.';
    if (needle.length < 2) throw badInput('query', say, { reason: 'TOO_SHORT', min: 2 });
    if (needle.length > 100) throw badInput('query', say, { reason: 'TOO_LONG', max: 100 });
    return repo.search(this.d.db, viewerId, needle, Math.min(pageSize(first ?? 20), 50));
  }

  /** Everyone on the other end of a follow with this member, either way (whose counts include or leave out them). */
  async neighbourIds(userId: string): Promise<string[]> {
    const [followers, following] = await Promise.all([repo.followerIds(this.d.db, userId), repo.followingIds(this.d.db, userId)]);
    return [...new Set([...followers, ...following])];
  }

  /**
   * The member was banned, let back in or deleted (after commit): the follower and following counts of everyone
   * they follow or who follows them changed, because the counts leave out whom the lists leave out. `neighbours`
   * comes from neighbourIds, read before a deletion took the follows with it.
   */
  membershipChanged(userId: string, neighbours: readonly string[]): void {
    for (const id of neighbours) this.d.pubsub.publish('relationships:follows', id, { otherId: userId });
  }

  /** Both members' follow counts changed (after commit); each event names the member on the other end. */
  private followsChanged(a: string, b: string): void {
    this.d.pubsub.publish('relationships:follows', a, { otherId: b });
    this.d.pubsub.publish('relationships:follows', b, { otherId: a });
  }

  private async target(viewerId: string, targetId: string, opts: { allowBlocked?: boolean } = {}): Promise<void> {
    if (!isUuid(targetId) || !(await repo.isMember(this.d.db, targetId))) throw notFound('No such member.');
    if (targetId === viewerId) throw badInput('userId', 'You cannot do that to yourself.', 'NOT_YOURSELF');
    if (!opts.allowBlocked && (await repo.isBlockedEitherWay(this.d.db, viewerId, targetId))) {
      // The blocker may still see whom they blocked; the blocked member learns nothing.
      const iBlocked = (await repo.blockedByMe(this.d.db, viewerId)).includes(targetId);
      if (iBlocked) throw new AppError('FORBIDDEN', 'Unblock this member first.');
      throw notFound('No such member.');
    }
  }
}
