// Drizzle queries for personal_info. Returns null for not-found; the service decides what that means.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { personalInfo } from '../../../../db/schema/index.js';
import type { PersonalInfoRow } from '../../../../db/schema/index.js';
import type { DetailFields } from './personal-info.types.js';

export const personalInfoRepository = {
  async find(db: DbOrTx, userId: string): Promise<PersonalInfoRow | null> {
    const [row] = await db.select().from(personalInfo).where(eq(personalInfo.userId, userId));
    return row ?? null;
  },

  /** One row per user: the first save inserts, later saves replace every field. */
  async save(db: DbOrTx, userId: string, fields: DetailFields): Promise<PersonalInfoRow> {
    const [row] = await db
      .insert(personalInfo)
      .values({ ...fields, userId })
      .onConflictDoUpdate({ target: personalInfo.userId, set: { ...fields, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('personal info upsert returned nothing');
    return row;
  },
};
