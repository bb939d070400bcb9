// Drizzle queries for accounts. Returns null/false for not-found; the service decides what that means.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { emailTokens, users } from '../../../../db/schema/index.js';
import type { EmailTokenRow, UserRow } from '../../../../db/schema/index.js';

export type EmailTokenPurpose = EmailTokenRow['purpose'];

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  emailVerifiedAt?: Date | null;
  isAdmin?: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  // node-postgres and PGlite both expose the SQLSTATE as `code`; drizzle may wrap it in `cause`.
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
}

export const accountRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row ?? null;
  },

  /** Returns null when the e-mail is taken (unique index on lower(email)). */
  async insert(db: DbOrTx, user: NewUser): Promise<UserRow | null> {
    try {
      const [row] = await db.insert(users).values(user).returning();
      return row ?? null;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row ?? null;
  },

  /** Replaces any live token of the same purpose: only the newest mailed link works. */
  async issueEmailToken(db: DbOrTx, t: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }) {
    await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, t.userId), eq(emailTokens.purpose, t.purpose), isNull(emailTokens.usedAt)));
    await db.insert(emailTokens).values(t);
  },

  async findEmailToken(db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string): Promise<EmailTokenRow | null> {
    const [row] = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
    return row ?? null;
  },

  /** Marks the token used; false if someone else used it first (single use under concurrency). */
  async consumeEmailToken(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return rows.length === 1;
  },
};
