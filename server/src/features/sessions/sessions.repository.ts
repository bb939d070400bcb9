// Drizzle queries for sessions. `findSession` is the one query every authenticated request pays.
import { and, desc, eq, getTableColumns, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { compileStatement, runCompiled } from '../../../../db/client.js';
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

/** lastUsedAt is precise to the minute: one write per session per minute at most. */
export const TOUCH_INTERVAL_MS = 60_000;

/** A lastUsedAt before this is stale: the check and the touch use the same expression. */
const staleBefore = sql`now() - ${sql.raw(`interval '${TOUCH_INTERVAL_MS} milliseconds'`)}`;

/**
 * The session check, decided by PostgreSQL's clock (the same for every instance): whether the session is
 * revoked, expired or due a lastUsedAt touch, and the version of its user row. Booleans and a text version
 * instead of three timestamps: no date parsing or drizzle row mapping on every request (bench/me.ts), and
 * compiled once (db/client.ts compileStatement), so it runs as a named prepared statement on PostgreSQL.
 */
const sessionCheck = compileStatement(sql`
  select ${sessions.userId} as "userId",
         ${sessions.revokedAt} is not null as "revoked",
         ${sessions.expiresAt} <= now() as "expired",
         ${sessions.lastUsedAt} < ${staleBefore} as "stale",
         ${userVersion} as "userVersion"
  from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.id} = ${sql.placeholder('id')}`);

function prepareFindUser(db: DbOrTx) {
  return db
    .select({ user: userViewColumns, version: userVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
}

/** Per database handle (the app's, a test's, PGlite's); a WeakMap lets a closed handle go. */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareFindUser>>();

function findUserStatement(db: DbOrTx) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepareFindUser(db)));
  return s;
}

export interface SessionCheck {
  userId: string;
  revoked: boolean;
  expired: boolean;
  /** lastUsedAt is older than TOUCH_INTERVAL_MS. */
  stale: boolean;
  /** The version of the session's user row (see userVersion). */
  userVersion: string;
}

export const sessionsRepository = {
  async insert(db: DbOrTx, row: NewSession): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** What every signed-in request checks: the session, and which version of its user row is current. */
  async findSession(db: DbOrTx, id: string): Promise<SessionCheck | null> {
    const { rows } = await runCompiled(db, sessionCheck, { id });
    return (rows[0] as SessionCheck | undefined) ?? null;
  },

  /** The user row (without the password hash) and its version, when the caller has no copy of that version. */
  async findUser(db: DbOrTx, id: string): Promise<{ user: UserView; version: string } | null> {
    const [row] = await findUserStatement(db).execute({ id });
    return row ?? null;
  },

  /** Moves lastUsedAt if it is stale (see sessionCheck); the condition makes concurrent requests write once. */
  async touch(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, id),
          lt(sessions.lastUsedAt, staleBefore),
        ),
      );
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
