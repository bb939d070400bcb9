import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';

export const gadgetKind = pgEnum('gadget_kind', [
  'wearable',
  'cgm',
  'bp_cuff',
  'pulse_oximeter',
  'sleep_tracker',
  'simulator',
]);

/**
 * A user's device. Its key is shown once; only the SHA-256 is stored, plus a short non-secret prefix so the
 * user can tell keys apart. Removal is soft (`removedAt`): the readings it sent stay with the user.
 */
export const gadgets = pgTable(
  'gadgets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: gadgetKind().notNull(),
    keyHash: text().notNull(),
    keyPrefix: text().notNull(),
    keyRotatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    keyRevokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    removedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    batteryLevel: integer(),
    /** Readings accepted on `readingsDay` (UTC ingest day): a counter, so "readings today" never scans. */
    readingsDay: date({ mode: 'string' }),
    readingsDayCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gadgets_key_hash_key').on(t.keyHash),
    index('gadgets_user_idx').on(t.userId),
    // The simulator loop lists its gadgets every few seconds.
    index('gadgets_simulator_idx')
      .on(t.kind)
      .where(sql`${t.removedAt} IS NULL AND ${t.keyRevokedAt} IS NULL`),
  ],
);

export type GadgetRow = typeof gadgets.$inferSelect;
export type GadgetKind = GadgetRow['kind'];
