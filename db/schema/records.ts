// Medical records: one clinical item each (a lab result, a condition, a visit…), with its observations (LOINC
// coded values, panel components as children) and attachments (bytes kept in the database as bytea: one
// storage for both drivers, covered by the same backups and the same access checks). Records imported from
// FHIR keep their resource identity, so importing the same bundle again finds them instead of duplicating.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.js';
import { users } from './accounts.js';

export const recordKind = pgEnum('record_kind', [
  'lab_result',
  'lab_panel',
  'condition',
  'medication',
  'immunization',
  'procedure',
  'allergy',
  'encounter',
  'imaging',
  'vital_sign',
  'document',
]);
export const recordSource = pgEnum('record_source', ['manual', 'fhir']);
export const interpretation = pgEnum('interpretation', ['low', 'normal', 'high', 'critical']);

const instant = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 });


export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: recordKind().notNull(),
    title: text().notNull(),
    /** The item's main coding (SNOMED for a condition, RxNorm for a medication…); observations carry theirs. */
    code: text(),
    codeSystem: text(),
    /** When it happened (onset for a condition, start for an encounter or a medication). */
    date: instant().notNull(),
    endDate: instant(),
    /**
     * Only the day is known (a FHIR `date` such as 2000-02-05, stored at UTC midnight): shown without a time,
     * formatted in UTC so no time zone moves it to the day before, and exported as a date again.
     */
    dateOnly: boolean().notNull().default(false),
    provider: text(),
    facility: text(),
    status: text(),
    notes: text(),
    source: recordSource().notNull().default('manual'),
    /** FHIR identity: resource type, id (or fullUrl when the resource has none) and origin (meta.source). */
    fhirResourceType: text(),
    fhirId: text(),
    fhirSource: text().notNull().default(''),
    /** Hash of the mapped content: a re-import of an unchanged resource is reported as unchanged. */
    fhirHash: text(),
    /** Import findings, e.g. missing_code, non_standard_code, missing_date. */
    flags: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index('medical_records_user_date_idx').on(t.userId, t.date),
    uniqueIndex('medical_records_fhir_key')
      .on(t.userId, t.fhirResourceType, t.fhirSource, t.fhirId)
      .where(sql`${t.fhirId} IS NOT NULL`),
  ],
);

export const observations = pgTable(
  'observations',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
    /** The record's owner, repeated so twin pages find a user's values by code with one index. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A panel component (e.g. systolic 8480-6 under the 85354-9 panel) points at its panel. */
    parentId: uuid().references((): AnyPgColumn => observations.id, { onDelete: 'cascade' }),
    /** Order within the record (or within the panel for components). */
    position: integer().notNull().default(0),
    code: text(),
    system: text(),
    display: text(),
    valueNumber: doublePrecision(),
    valueText: text(),
    valueCode: text(),
    /** UCUM. */
    unit: text(),
    refLow: doublePrecision(),
    refHigh: doublePrecision(),
    refText: text(),
    interpretation: interpretation(),
    effectiveAt: instant(),
    /** effectiveAt is a day at no stated time (a FHIR date, kept as its UTC midnight): shown as that day, in UTC. */
    effectiveDateOnly: boolean().notNull().default(false),
  },
  (t) => [
    index('observations_record_idx').on(t.recordId, t.position),
    index('observations_user_code_idx').on(t.userId, t.code, t.effectiveAt),
  ],
);

export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const attachments = pgTable(
  'attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text().$type<AttachmentType>().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('attachments_record_idx').on(t.recordId)],
);

/**
 * Demographics found in an imported Patient resource, offered to the user for their personal info; never
 * applied silently. One row per FHIR identity (re-import refreshes it).
 */
export const patientSuggestions = pgTable(
  'patient_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fhirId: text().notNull(),
    fhirSource: text().notNull().default(''),
    firstName: text(),
    lastName: text(),
    birthDate: date({ mode: 'string' }),
    gender: text(),
    phone: text(),
    email: text(),
    address: text(),
    dismissedAt: instant(),
    ...timestamps,
  },
  (t) => [uniqueIndex('patient_suggestions_fhir_key').on(t.userId, t.fhirSource, t.fhirId)],
);

export type MedicalRecordRow = typeof medicalRecords.$inferSelect;
export type RecordKind = MedicalRecordRow['kind'];
export type RecordSource = MedicalRecordRow['source'];
export type ObservationRow = typeof observations.$inferSelect;
export type Interpretation = NonNullable<ObservationRow['interpretation']>;
export type AttachmentRow = typeof attachments.$inferSelect;
export type PatientSuggestionRow = typeof patientSuggestions.$inferSelect;
