// Drizzle queries for sessions. `findSession` is the one query every authenticated request pays.
import { and, desc, eq, getTableColumns, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sessions, users } from '../../../../db/schema/index.js';
import type { SessionRow, UserView } from '../../../../db/schema/index.js';

export type NewSession = Pick<SessionRow, 'id' | 'userId' | 'device' | 'userAgent' | 'ip' | 'expiresAt'>;

/**
 * The user row's version: PostgreSQL gives every UPDATE of a row a new tuple whose `xmin` is the writing
 * transaction, so two committed versions of one row never share it (sessions.service caches by it).
 */
const userVersion = sql<string>`"users"."xmin"::text`;

/** Everything about the user but the password hash, which no request needs (it is re-read when it is). */
const { passwordHash: _hash, ...userViewColumns } = getTableColumns(users);

function prepareFindSession(db: DbOrTx) {
  return db
    .select({
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      userVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_check');
}

function prepareFindUser(db: DbOrTx) {
  return db
    .select({ user: userViewColumns, version: userVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
}

/** Per database handle (the app's, a test's, PGlite's); a WeakMap lets a closed handle go. */
const prepared = new WeakMap<
  DbOrTx,
  { session: ReturnType<typeof prepareFindSession>; user: ReturnType<typeof prepareFindUser> }
>();

function statements(db: DbOrTx) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = { session: prepareFindSession(db), user: prepareFindUser(db) }));
  return s;
}

export type SessionCheck = Pick<SessionRow, 'userId' | 'revokedAt' | 'expiresAt' | 'lastUsedAt'> & {
  /** The version of the session's user row (see userVersion). */
  userVersion: string;
};

export const sessionsRepository = {
  async insert(db: DbOrTx, row: NewSession): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /**
   * What every signed-in request checks: the session, and which version of its user row is current. Prepared
   * once per database handle: drizzle builds its SQL once, PostgreSQL parses and plans it once per connection.
   */
  async findSession(db: DbOrTx, id: string): Promise<SessionCheck | null> {
    const [row] = await statements(db).session.execute({ id });
    return row ?? null;
  },

  /** The user row (without the password hash) and its version, when the caller has no copy of that version. */
  async findUser(db: DbOrTx, id: string): Promise<{ user: UserView; version: string } | null> {
    const [row] = await statements(db).user.execute({ id });
    return row ?? null;
  },

  /** Moves lastUsedAt if it is older than `olderThan`; the condition makes concurrent requests write once. */
  async touch(db: DbOrTx, id: string, olderThan: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, olderThan)));
  },

  /** Live sessions: not revoked, not expired, not started before the user's "tokens valid after" (ban, reset). */
  async listLive(db: DbOrTx, userId: string, validAfter: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gte(sessions.createdAt, validAfter),
        ),
      )
      .orderBy(desc(sessions.lastUsedAt));
  },

  /** Revokes one of the user's live sessions; false when there is no such session of theirs. */
  async revoke(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  },

  /** Revokes every live session of the user except `keep` (null: all); returns the ids revoked. */
  async revokeAllExcept(db: DbOrTx, userId: string, keep: string | null): Promise<string[]> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  },
};
