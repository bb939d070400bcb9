// What "banned" means, in one place: a ban is in force from bannedAt until bannedUntil (if set). A timed ban
// whose end has passed counts as lifted at once, everywhere (authenticate, ingest, the simulator), even
// before the sweep (features/admin/ban-sweep.ts) or the next sign-in clears the columns.
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import type { UserView } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { writeAdminAudit } from './admin-audit.js';
import { AppError } from './errors.js';

type BanColumns = Pick<UserView, 'bannedAt' | 'bannedUntil' | 'banReason'>;

export function isBanActive(u: BanColumns, now = new Date()): boolean {
  return u.bannedAt !== null && (u.bannedUntil === null || u.bannedUntil > now);
}

/** SQL: the account's ban is in force now. */
export function banActiveSql(): SQL {
  return and(isNotNull(users.bannedAt), or(isNull(users.bannedUntil), gt(users.bannedUntil, sql`now()`))) as SQL;
}

/** SQL: the account may act (never banned, or its timed ban has ended). */
export function notBannedSql(): SQL {
  return or(isNull(users.bannedAt), sql`${users.bannedUntil} <= now()`) as SQL;
}

/** ACCOUNT_BANNED carrying why and until when (null = until an administrator lifts it). */
export function bannedError(u: BanColumns): AppError {
  const until = u.bannedUntil ? u.bannedUntil.toISOString() : null;
  const why = u.banReason ? ` Reason: ${u.banReason}` : '';
  const when = until ? ` until ${until}` : '';
  return new AppError('ACCOUNT_BANNED', `This account has been suspended${when}.${why}`, {
    reason: u.banReason ?? null,
    bannedUntil: until,
  });
}

/**
 * Clears timed bans whose end has passed (one user, or all) and records BAN_EXPIRED for each, in one
 * transaction; returns the ids lifted. Conditional on the end still being past, so two callers lift once.
 */
export async function liftExpiredBans(db: Db, userId?: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = and(isNotNull(users.bannedAt), sql`${users.bannedUntil} <= now()`);
    const lifted = await tx
      .update(users)
      .set({ bannedAt: null, bannedUntil: null, banReason: null })
      .where(userId ? and(expired, eq(users.id, userId)) : expired)
      .returning({ id: users.id, email: users.email });
    for (const u of lifted) {
      await writeAdminAudit(tx, { action: 'BAN_EXPIRED', targetUserId: u.id, targetEmail: u.email });
    }
    return lifted.map((u) => u.id);
  });
}
