// Sign-in security: one row per signed-in session (what an access token belongs to), and TOTP two-factor
// sign-in with its one-time recovery codes.
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

const at = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 });

/** A signed-in session. Its id is the access token's `sid` claim; refused once revoked or expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A readable summary of the user agent ("Firefox 126 on Windows 10"), parsed once at sign-in. */
    device: text().notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: at().notNull().defaultNow(),
    /** Moved at most once a minute (authenticate), so a busy client does not write on every request. */
    lastUsedAt: at().notNull().defaultNow(),
    revokedAt: at(),
    expiresAt: at().notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * TOTP (RFC 6238) of one user. The secret is stored encrypted (AES-256-GCM); `enabledAt` is null while the
 * enrolment waits for its first code. `lastTimeStep` is the newest accepted step: a code of that step or an
 * older one is refused, so an observed code cannot be replayed.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCipher: text().notNull(),
  enabledAt: at(),
  lastTimeStep: bigint({ mode: 'number' }),
  createdAt: at().notNull().defaultNow(),
});

/**
 * Two-factor sign-in challenges already exchanged for a session, by their JWT id, kept until they would have
 * expired anyway: a challenge is good for one session, so one seen over someone's shoulder or replayed from a
 * log cannot open a second one with another code.
 */
export const spentChallenges = pgTable(
  'two_factor_spent_challenges',
  {
    jti: uuid().primaryKey(),
    expiresAt: at().notNull(),
  },
  (t) => [index('two_factor_spent_challenges_expires_idx').on(t.expiresAt)],
);

/** One-time recovery codes: only the SHA-256 of each (they are 80-bit random, see recovery-codes.ts). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type TwoFactorRow = typeof twoFactor.$inferSelect;
