// Vital signs as a narrow time series, per-minute rollups maintained at ingest, sleep sessions, alerts and
// alert thresholds. Values are stored in the canonical unit of each vital (see vital-definitions.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { gadgets } from './gadgets.js';

export const vitalKind = pgEnum('vital_kind', ['heart_rate', 'spo2', 'glucose', 'blood_pressure', 'stress']);
export const readingSource = pgEnum('reading_source', ['device', 'manual', 'import']);
export const alertSeverity = pgEnum('alert_severity', ['warning', 'critical']);
export const thresholdComparator = pgEnum('threshold_comparator', ['lt', 'lte', 'gt', 'gte']);
export const thresholdField = pgEnum('threshold_field', ['value', 'value2']);

const instant = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 });

export const vitalReadings = pgTable(
  'vital_readings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for manual entry; kept when the gadget is (soft-)removed. */
    gadgetId: uuid().references(() => gadgets.id, { onDelete: 'set null' }),
    kind: vitalKind().notNull(),
    time: instant().notNull(),
    value: doublePrecision().notNull(),
    /** Diastolic pressure for blood_pressure; null otherwise. */
    value2: doublePrecision(),
    code: text().notNull(),
    unit: text().notNull(),
    source: readingSource().notNull(),
    deviceReadingId: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    // Idempotent ingest: the same device-side id from the same gadget is stored once.
    uniqueIndex('vital_readings_gadget_reading_key').on(t.gadgetId, t.deviceReadingId),
    // Idempotent import (FHIR): no gadget, so the key is per user; deviceReadingId names the source resource.
    uniqueIndex('vital_readings_import_key')
      .on(t.userId, t.deviceReadingId)
      .where(sql`${t.source} = 'import'`),
    index('vital_readings_user_kind_time_idx').on(t.userId, t.kind, t.time),
  ],
);

/** Per-minute aggregates, upserted in the ingest transaction, so long series never scan raw rows. */
export const vitalRollups = pgTable(
  'vital_rollups',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: vitalKind().notNull(),
    bucket: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    count: integer().notNull(),
    sum: doublePrecision().notNull(),
    min: doublePrecision().notNull(),
    max: doublePrecision().notNull(),
    sum2: doublePrecision(),
    min2: doublePrecision(),
    max2: doublePrecision(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.bucket] })],
);

export interface SleepStageInterval {
  stage: 'awake' | 'light' | 'deep' | 'rem';
  /** ISO 8601 instants. */
  start: string;
  end: string;
}

export const sleepSessions = pgTable(
  'sleep_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gadgetId: uuid().references(() => gadgets.id, { onDelete: 'set null' }),
    deviceReadingId: text(),
    source: readingSource().notNull(),
    start: instant().notNull(),
    end: instant().notNull(),
    stages: jsonb().$type<SleepStageInterval[]>().notNull(),
    awakeSeconds: integer().notNull(),
    lightSeconds: integer().notNull(),
    deepSeconds: integer().notNull(),
    remSeconds: integer().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sleep_sessions_gadget_reading_key').on(t.gadgetId, t.deviceReadingId),
    index('sleep_sessions_user_start_idx').on(t.userId, t.start),
  ],
);

export const vitalAlerts = pgTable(
  'vital_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gadgetId: uuid().references(() => gadgets.id, { onDelete: 'set null' }),
    kind: vitalKind().notNull(),
    readingTime: instant().notNull(),
    value: doublePrecision().notNull(),
    value2: doublePrecision(),
    /** The threshold's name, e.g. 'high', 'low', 'systolic_high'. */
    rule: text().notNull(),
    severity: alertSeverity().notNull(),
    message: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    acknowledgedAt: instant(),
  },
  (t) => [
    index('vital_alerts_user_created_idx').on(t.userId, t.createdAt),
    // Flood control looks up the open alert of the same rule near a reading's time.
    index('vital_alerts_open_idx')
      .on(t.userId, t.kind, t.rule, t.readingTime)
      .where(sql`${t.acknowledgedAt} IS NULL`),
  ],
);

/**
 * Overrides of the default thresholds in vital-definitions.ts: a row with a null user applies to everyone,
 * a user's row (preferences, later) wins over it. Same (user, kind, name) once.
 */
export const alertThresholds = pgTable(
  'alert_thresholds',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    kind: vitalKind().notNull(),
    name: text().notNull(),
    /** Which value the rule looks at: value2 is the diastolic pressure. */
    field: thresholdField().notNull().default('value'),
    comparator: thresholdComparator().notNull(),
    limit: doublePrecision().notNull(),
    severity: alertSeverity().notNull(),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('alert_thresholds_user_kind_name_key').on(t.userId, t.kind, t.name).nullsNotDistinct()],
);

export type VitalReadingRow = typeof vitalReadings.$inferSelect;
export type VitalKind = VitalReadingRow['kind'];
export type ReadingSource = VitalReadingRow['source'];
export type SleepSessionRow = typeof sleepSessions.$inferSelect;
export type VitalAlertRow = typeof vitalAlerts.$inferSelect;
export type AlertSeverity = VitalAlertRow['severity'];
export type AlertThresholdRow = typeof alertThresholds.$inferSelect;
export type ThresholdComparator = AlertThresholdRow['comparator'];
/** What threshold evaluation reads of an override row. */
export type ThresholdOverride = Pick<
  AlertThresholdRow,
  'userId' | 'kind' | 'name' | 'field' | 'comparator' | 'limit' | 'severity' | 'enabled'
>;
