// Personal information of an account holder: one row per user (names stay on users, see accounts.ts).
// Height and weight are stored in canonical units (cm, kg); the page converts to the user's units.
import { date, doublePrecision, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

export const SEXES_AT_BIRTH = ['female', 'male', 'intersex', 'undisclosed'] as const;
export const GENDERS = ['female', 'male', 'non_binary', 'other', 'undisclosed'] as const;
export const BLOOD_TYPES = ['a_pos', 'a_neg', 'b_pos', 'b_neg', 'ab_pos', 'ab_neg', 'o_pos', 'o_neg'] as const;
export const PREFERRED_LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;

export const sexAtBirth = pgEnum('sex_at_birth', SEXES_AT_BIRTH);
export const genderIdentity = pgEnum('gender_identity', GENDERS);
export const bloodType = pgEnum('blood_type', BLOOD_TYPES);
export const preferredLanguage = pgEnum('preferred_language', PREFERRED_LANGUAGES);

export const personalInfo = pgTable('personal_info', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date({ mode: 'string' }),
  sexAtBirth: sexAtBirth(),
  gender: genderIdentity(),
  /** E.164, normalised by the service. */
  phone: text(),
  addressLine: text(),
  city: text(),
  postalCode: text(),
  /** ISO 3166-1 alpha-2. */
  country: text(),
  preferredLanguage: preferredLanguage(),
  emergencyName: text(),
  emergencyRelation: text(),
  emergencyPhone: text(),
  bloodType: bloodType(),
  heightCm: doublePrecision(),
  weightKg: doublePrecision(),
  ...timestamps,
});

export type PersonalInfoRow = typeof personalInfo.$inferSelect;
export type SexAtBirth = (typeof SEXES_AT_BIRTH)[number];
export type Gender = (typeof GENDERS)[number];
export type BloodType = (typeof BLOOD_TYPES)[number];
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
