import { customType, timestamp } from 'drizzle-orm/pg-core';

/** created/updated columns shared by every table. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** bytea ↔ Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). Bytes live in the database: one storage
 * for both drivers, covered by the same backups and the same access checks. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
