// Queries for twin pages: the user's numeric observations by code (index user_id, code, effective_at) and
// their condition/medication records.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { medicalRecords, observations } from '../../../../db/schema/index.js';

/** Newest first; at most this many values per page (trend keeps the last 30 per indicator). */
const MAX_VALUES = 5_000;

const VALUE = {
  code: observations.code,
  value: observations.valueNumber,
  unit: observations.unit,
  refLow: observations.refLow,
  refHigh: observations.refHigh,
  interpretation: observations.interpretation,
  time: observations.effectiveAt,
  dateOnly: observations.effectiveDateOnly,
};

const numericValuesOf = (userId: string, codes: string[]) =>
  and(
    eq(observations.userId, userId),
    inArray(observations.code, codes),
    isNotNull(observations.valueNumber),
    isNotNull(observations.effectiveAt),
  );

export const twinRepository = {
  /** Newest first; among values of the same instant, by id, so that `newestValues` picks the same one. */
  values(db: DbOrTx, userId: string, codes: string[]) {
    return db
      .select(VALUE)
      .from(observations)
      .where(numericValuesOf(userId, codes))
      .orderBy(desc(observations.effectiveAt), desc(observations.id))
      .limit(MAX_VALUES);
  },

  /** The newest value of each code (what an indicator's latest value and status are made of), in one index scan. */
  newestValues(db: DbOrTx, userId: string, codes: string[]) {
    return db
      .selectDistinctOn([observations.code], VALUE)
      .from(observations)
      .where(numericValuesOf(userId, codes))
      .orderBy(observations.code, desc(observations.effectiveAt), desc(observations.id));
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
