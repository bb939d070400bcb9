// Queries for twin pages: the user's numeric observations by code (index user_id, code, effective_at) and
// their condition/medication records.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { medicalRecords, observations } from '../../../../db/schema/index.js';

/** Newest first; at most this many values per page (trend keeps the last 30 per indicator). */
const MAX_VALUES = 5_000;

export const twinRepository = {
  values(db: DbOrTx, userId: string, codes: string[]) {
    return db
      .select({
        code: observations.code,
        value: observations.valueNumber,
        unit: observations.unit,
        refLow: observations.refLow,
        refHigh: observations.refHigh,
        interpretation: observations.interpretation,
        time: observations.effectiveAt,
      })
      .from(observations)
      .where(
        and(
          eq(observations.userId, userId),
          inArray(observations.code, codes),
          isNotNull(observations.valueNumber),
          isNotNull(observations.effectiveAt),
        ),
      )
      .orderBy(desc(observations.effectiveAt))
      .limit(MAX_VALUES);
  },

  conditionsAndMedications(db: DbOrTx, userId: string) {
    return db
      .select()
      .from(medicalRecords)
      .where(and(eq(medicalRecords.userId, userId), inArray(medicalRecords.kind, ['condition', 'medication'])))
      .orderBy(desc(medicalRecords.date))
      .limit(1_000);
  },
};
