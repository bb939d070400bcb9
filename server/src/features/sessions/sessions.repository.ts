// Drizzle queries for sessions. `findWithUser` is the one query every authenticated request pays.
import { and, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sessions, users } from '../../../../db/schema/index.js';
import type { SessionRow, UserRow } from '../../../../db/schema/index.js';

export type NewSession = Pick<SessionRow, 'id' | 'userId' | 'device' | 'userAgent' | 'ip' | 'expiresAt'>;

function prepareFindWithUser(db: DbOrTx) {
  return db
    .select({
      user: users,
      session: {
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');
}

/** Per database handle (the app's, a test's, PGlite's); a WeakMap lets a closed handle go. */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareFindWithUser>>();

export const sessionsRepository = {
  async insert(db: DbOrTx, row: NewSession): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /**
   * The session and its user in one round trip (authenticate). Every signed-in request runs it, so it is a
   * prepared statement: drizzle builds its SQL once per database handle (building it was ~10 % of a `me`
   * request's CPU) and PostgreSQL parses and plans it once per connection.
   */
  async findWithUser(
    db: DbOrTx,
    id: string,
  ): Promise<{ user: UserRow; session: Pick<SessionRow, 'userId' | 'revokedAt' | 'expiresAt' | 'lastUsedAt'> } | null> {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepareFindWithUser(db)));
    const [row] = await query.execute({ id });
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
