// SQL for follows and blocks. Person rows carry the viewer's view of each member (follows them, is followed by
// them, blocked them) computed in the same query, so a page of people is one round trip.
import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client.js';
import { blocks, follows, users } from '../../../../db/schema/index.js';
import { notBannedSql } from '../../lib/bans.js';

export interface PersonRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  isFollowed: boolean;
  followsMe: boolean;
  blocked: boolean;
}

/**
 * Where a page ended: when that relationship began, in whole microseconds since the epoch (a decimal string), and
 * the listed member. Microseconds, not a Date: follows.created_at keeps them, and a millisecond cursor skipped the
 * rows that began earlier within the same millisecond as a page's last row.
 */
export interface EdgeCursor {
  micros: string;
  id: string;
}

const personColumns = (viewerId: string) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  isFollowed: sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followee_id = ${users.id})`,
  followsMe: sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${users.id} and f.followee_id = ${viewerId})`,
  blocked: sql<boolean>`exists (select 1 from ${blocks} b where b.blocker_id = ${viewerId} and b.blocked_id = ${users.id})`,
});

/** A member others can see: verified and not banned. */
const visibleMember = (): SQL => and(isNotNull(users.emailVerifiedAt), notBannedSql()) as SQL;

/** `users` row is not on either side of a block with the viewer (a block hides each from the other). */
const notBlockedWith = (viewerId: string): SQL =>
  sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${users.id}) or (b.blocker_id = ${users.id} and b.blocked_id = ${viewerId}))`;

/** Which list around a member: who follows them, whom they follow, or both at once (friends: mutual follows). */
export type EdgeSide = 'followers' | 'following' | 'friends';

/**
 * The follow rows around `userId` on one side that `viewerId` may see: the same rule for pages and counts.
 * `other` is the listed member, `at` when the relationship began (for friends, when the second follow came).
 */
function edgeWhere(userId: string, viewerId: string, side: EdgeSide): { other: PgColumn; at: SQL<Date>; where: SQL } {
  const self = side === 'followers' ? follows.followeeId : follows.followerId;
  const other = side === 'followers' ? follows.followerId : follows.followeeId;
  const seen = and(eq(self, userId), visibleMember(), notBlockedWith(viewerId)) as SQL;
  if (side !== 'friends') return { other, at: sql<Date>`${follows.createdAt}`.mapWith(follows.createdAt), where: seen };
  // A friend is someone `userId` follows who follows back: the reverse row must exist.
  const back = sql`(select b.created_at from ${follows} b where b.follower_id = ${follows.followeeId} and b.followee_id = ${follows.followerId})`;
  return {
    other,
    at: sql<Date>`greatest(${follows.createdAt}, ${back})`.mapWith(follows.createdAt),
    where: and(seen, sql`exists ${back}`) as SQL,
  };
}

/** The cursor's time as a timestamptz, exactly (integer arithmetic; `at` is an expression, not a column). */
const cursorAt = (c: EdgeCursor): SQL => sql`(timestamptz 'epoch' + ${c.micros}::bigint * interval '1 microsecond')`;
/** `at` in whole microseconds since the epoch (extract gives an exact numeric); pg hands a bigint over as text. */
const atMicros = (at: SQL<Date>): SQL<string> => sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

async function edgeCount(db: DbOrTx, userId: string, viewerId: string, side: EdgeSide): Promise<number> {
  const { other, where } = edgeWhere(userId, viewerId, side);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(where);
  return count?.n ?? 0;
}

export const relationshipsRepository = {
  async isMember(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), visibleMember()));
    return Boolean(row);
  },

  async people(db: DbOrTx, viewerId: string, ids: readonly string[]): Promise<PersonRow[]> {
    if (!ids.length) return [];
    const rows = await db.select(personColumns(viewerId)).from(users).where(inArray(users.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  async isFollowing(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await db
      .select({ a: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followerId, a), eq(follows.followeeId, b)));
    return Boolean(row);
  },

  async follow(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.insert(follows).values({ followerId: a, followeeId: b }).onConflictDoNothing();
  },

  async unfollow(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.delete(follows).where(and(eq(follows.followerId, a), eq(follows.followeeId, b)));
  },

  async isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await db
      .select({ a: blocks.blockerId })
      .from(blocks)
      .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
    return Boolean(row);
  },

  async block(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.insert(blocks).values({ blockerId: a, blockedId: b }).onConflictDoNothing();
    await db
      .delete(follows)
      .where(or(and(eq(follows.followerId, a), eq(follows.followeeId, b)), and(eq(follows.followerId, b), eq(follows.followeeId, a))));
  },

  async unblock(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.delete(blocks).where(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)));
  },

  async followerIds(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, userId));
    return rows.map((r) => r.id);
  },

  async followingIds(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, userId));
    return rows.map((r) => r.id);
  },

  async blockedIds(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ a: blocks.blockerId, b: blocks.blockedId })
      .from(blocks)
      .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    return [...new Set(rows.map((r) => (r.a === userId ? r.b : r.a)))];
  },

  async blockedByMe(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, userId)).orderBy(desc(blocks.createdAt));
    return rows.map((r) => r.id);
  },

  /**
   * One page of edges around `userId`: its followers (side 'followers'), whom it follows ('following') or
   * both ('friends'), newest relationship first, as `viewerId` may see them (visible members, nobody across a block with the viewer), with
   * the total under the same rule.
   */
  async edgePage(db: DbOrTx, userId: string, viewerId: string, side: EdgeSide, first: number, after: EdgeCursor | null) {
    const { other, at, where } = edgeWhere(userId, viewerId, side);
    const page = await db
      .select({ id: other, micros: atMicros(at) })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(
        after
          ? and(where, or(lt(at, cursorAt(after)), and(eq(at, cursorAt(after)), lt(other, after.id))))
          : where,
      )
      .orderBy(desc(at), desc(other))
      .limit(first + 1);
    return { page, total: await edgeCount(db, userId, viewerId, side) };
  },

  /** How many edges `edgePage` would list in all (the profile's follower/following counts). */
  edgeCount,

  /** Members whose name contains `needle` (lower-case): the trigram index on users.search_text narrows, the name
   * condition decides (search_text also holds the e-mail, which must never be searchable by other members). */
  search(db: DbOrTx, viewerId: string, needle: string, first: number) {
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select(personColumns(viewerId))
      .from(users)
      .where(
        and(
          ne(users.id, viewerId),
          visibleMember(),
          sql`search_text like ${like}`,
          sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${like}`,
          notBlockedWith(viewerId),
        ),
      )
      .orderBy(users.firstName, users.lastName, users.id)
      .limit(first);
  },
};
