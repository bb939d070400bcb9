// Drizzle queries for TOTP enrolment and recovery codes.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { recoveryCodes, spentChallenges, twoFactor } from '../../../../db/schema/index.js';
import type { TwoFactorRow } from '../../../../db/schema/index.js';

export const twoFactorRepository = {
  async find(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    return row ?? null;
  },

  /** A new pending secret; only when none is enabled (false otherwise). */
  async savePending(db: DbOrTx, userId: string, secretCipher: string): Promise<boolean> {
    const rows = await db
      .insert(twoFactor)
      .values({ userId, secretCipher })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secretCipher, lastTimeStep: null, createdAt: sql`now()` },
        setWhere: isNull(twoFactor.enabledAt),
      })
      .returning({ userId: twoFactor.userId });
    return rows.length === 1;
  },

  /**
   * Records `step` as the newest accepted time step, only if it is newer than the stored one: of two
   * requests presenting the same code at once, exactly one wins.
   */
  async claimTimeStep(db: DbOrTx, userId: string, step: number, enable = false): Promise<boolean> {
    const rows = await db
      .update(twoFactor)
      .set({ lastTimeStep: step, ...(enable ? { enabledAt: sql`now()` } : {}) })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, step))))
      .returning({ userId: twoFactor.userId });
    return rows.length === 1;
  },

  /**
   * Records a sign-in challenge as spent; false when it already was (of two requests with one challenge, exactly
   * one wins). Challenges past their end are cleared on the way: they can no longer be presented at all.
   */
  async spendChallenge(db: DbOrTx, jti: string, expiresAt: Date): Promise<boolean> {
    await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`));
    const rows = await db
      .insert(spentChallenges)
      .values({ jti, expiresAt })
      .onConflictDoNothing()
      .returning({ jti: spentChallenges.jti });
    return rows.length === 1;
  },

  async challengeSpent(db: DbOrTx, jti: string): Promise<boolean> {
    const [row] = await db.select({ jti: spentChallenges.jti }).from(spentChallenges).where(eq(spentChallenges.jti, jti));
    return row !== undefined;
  },

  async replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** Marks an unused code used; false when there is none (wrong, or used already — single use under races). */
  async useRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },

  async unusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  async remove(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  },
};
