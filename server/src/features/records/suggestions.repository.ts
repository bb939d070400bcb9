// Patient demographics from imports, waiting for the user to apply or dismiss them.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { patientSuggestions } from '../../../../db/schema/index.js';

export type SuggestionFields = Omit<
  typeof patientSuggestions.$inferInsert,
  'id' | 'userId' | 'dismissedAt' | 'createdAt' | 'updatedAt'
>;

export const suggestionsRepository = {
  open(db: DbOrTx, userId: string) {
    return db
      .select()
      .from(patientSuggestions)
      .where(and(eq(patientSuggestions.userId, userId), isNull(patientSuggestions.dismissedAt)))
      .orderBy(desc(patientSuggestions.createdAt));
  },

  /** Inserted once per FHIR identity; a re-import refreshes the values but keeps a dismissal. True if new. */
  async upsert(tx: DbOrTx, userId: string, s: SuggestionFields): Promise<boolean> {
    const [row] = await tx
      .insert(patientSuggestions)
      .values({ ...s, userId })
      .onConflictDoUpdate({
        target: [patientSuggestions.userId, patientSuggestions.fhirSource, patientSuggestions.fhirId],
        set: {
          firstName: sql`excluded.first_name`,
          lastName: sql`excluded.last_name`,
          birthDate: sql`excluded.birth_date`,
          gender: sql`excluded.gender`,
          phone: sql`excluded.phone`,
          email: sql`excluded.email`,
          address: sql`excluded.address`,
        },
      })
      // xmax is 0 on a freshly inserted row version (PostgreSQL idiom for "inserted, not updated").
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return row?.inserted === true;
  },

  async dismiss(db: DbOrTx, userId: string, id: string) {
    const rows = await db
      .update(patientSuggestions)
      .set({ dismissedAt: new Date() })
      .where(and(eq(patientSuggestions.userId, userId), eq(patientSuggestions.id, id)))
      .returning({ id: patientSuggestions.id });
    return rows.length > 0;
  },
};
