import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import type { VitalKind } from './vitals.js';

/**
 * What ai_overall says, as data, so a page can word it in its own language (the text is in the language of the
 * moment it was built). `labSystems` are twin system ids (TwinSystemId on the server).
 */
export interface AiOverallFacts {
  vitalsMeasured: boolean;
  vitalsOut: { kind: VitalKind; status: 'low' | 'high' }[];
  labsMeasured: boolean;
  labsOutOfRange: number;
  labSystems: ('blood' | 'vascular' | 'brain' | 'kidney' | 'liver' | 'digestion' | 'eye')[];
  openAlerts: number;
}

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    emailVerifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    personalInfoFilled: boolean().notNull().default(false),
    bannedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Why the account is banned (shown to the user); null when not banned. */
    banReason: text(),
    /** A timed ban ends here (lifted at the next authenticate or by the sweep); null = until lifted by hand. */
    bannedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /** Last authenticated request, written at most once a minute (admin list "last active"). */
    lastActiveAt: timestamp({ withTimezone: true, mode: 'date' }),
    aiOverall: text(),
    aiOverallFacts: jsonb().$type<AiOverallFacts>(),
    isAdmin: boolean().notNull().default(false),
    /** Tokens issued before this instant are refused (password change/reset, ban, admin action). */
    tokensValidAfter: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    ...timestamps,
  },
  // E-mail is unique case-insensitively; the service stores it lower-cased, the index enforces it anyway.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password']);

/** Single-use tokens mailed to the user; only their SHA-256 is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export type UserRow = typeof users.$inferSelect;
/** A user as the API and long-lived sessions see it: everything but the password hash. */
export type UserView = Omit<UserRow, 'passwordHash'>;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
