// Drizzle queries for readings and their per-minute rollups. Repositories take a transaction or the db.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { gadgets, vitalReadings, vitalRollups } from '../../../../db/schema/index.js';
import type { ReadingSource, VitalKind } from '../../../../db/schema/index.js';
import { VITALS } from './vital-definitions.js';
import type { ReadingInput, ReadingOrigin, VitalReadingView } from './vitals.types.js';

// 11 parameters a row; node-postgres and PGlite allow 65,535 parameters a statement.
const INSERT_CHUNK = 2_000;
const MINUTE_MS = 60_000;

const readingColumns = {
  id: vitalReadings.id,
  kind: vitalReadings.kind,
  time: vitalReadings.time,
  value: vitalReadings.value,
  value2: vitalReadings.value2,
  unit: vitalReadings.unit,
  code: vitalReadings.code,
  source: vitalReadings.source,
  gadgetId: vitalReadings.gadgetId,
  deviceReadingId: vitalReadings.deviceReadingId,
};

interface ReadingRow {
  id: number;
  kind: VitalKind;
  time: Date;
  value: number;
  value2: number | null;
  unit: string;
  code: string;
  source: ReadingSource;
  gadgetId: string | null;
  deviceReadingId: string | null;
}

export function toReadingView(r: ReadingRow): VitalReadingView {
  return {
    id: String(r.id),
    kind: r.kind,
    time: r.time.toISOString(),
    value: r.value,
    value2: r.value2 ?? null,
    unit: r.unit,
    code: r.code,
    source: r.source,
    gadgetId: r.gadgetId,
  };
}

export const vitalsRepository = {
  /**
   * INSERT … SELECT FROM unnest(arrays) ON CONFLICT DO NOTHING RETURNING (kinds travel as text[]: PGlite has
   * no serializer for an enum array parameter and would send JSON): the rows returned are the ones
   * stored now; a device id missing from them was already stored (a duplicate). One parameter per column,
   * not per value: building a 500-row VALUES list through the query builder cost more CPU than the database
   * spent storing it (bench/ingest.ts).
   */
  async insertReadings(tx: DbOrTx, origin: ReadingOrigin, items: ReadingInput[]) {
    const stored: ReadingRow[] = [];
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      const chunk = items.slice(i, i + INSERT_CHUNK);
      const res: unknown = await tx.execute(sql`
        INSERT INTO ${vitalReadings} (user_id, gadget_id, source, kind, time, value, value2, code, unit, device_reading_id)
        SELECT ${origin.userId}::uuid, ${origin.gadgetId}::uuid, ${origin.source}::reading_source, x.kind::vital_kind, x.time,
          x.value, x.value2, x.code, x.unit, x.device_reading_id
        FROM unnest(
          ${sql.param(chunk.map((r) => r.kind))}::text[],
          ${sql.param(chunk.map((r) => r.time.toISOString()))}::timestamptz[],
          ${sql.param(chunk.map((r) => r.value))}::float8[],
          ${sql.param(chunk.map((r) => r.value2))}::float8[],
          ${sql.param(chunk.map((r) => VITALS[r.kind].code))}::text[],
          ${sql.param(chunk.map((r) => VITALS[r.kind].unit))}::text[],
          ${sql.param(chunk.map((r) => r.deviceReadingId))}::text[]
        ) AS x(kind, time, value, value2, code, unit, device_reading_id)
        ON CONFLICT (gadget_id, device_reading_id) DO NOTHING
        RETURNING id, kind, (extract(epoch FROM time) * 1000)::float8 AS ms, value, value2, code, unit, device_reading_id`);
      for (const r of (res as { rows: Record<string, unknown>[] }).rows) {
        stored.push({
          id: Number(r['id']),
          kind: r['kind'] as VitalKind,
          time: new Date(Number(r['ms'])),
          value: Number(r['value']),
          value2: r['value2'] === null || r['value2'] === undefined ? null : Number(r['value2']),
          unit: r['unit'] as string,
          code: r['code'] as string,
          source: origin.source,
          gadgetId: origin.gadgetId,
          deviceReadingId: (r['device_reading_id'] as string | null) ?? null,
        });
      }
    }
    return stored;
  },

  /**
   * Imported readings (FHIR vital-sign observations): no gadget, source import; the same deviceReadingId for
   * the same user is stored once (vital_readings_import_key), so re-importing a bundle adds nothing.
   */
  async insertImported(tx: DbOrTx, userId: string, items: ReadingInput[]) {
    const stored: ReadingRow[] = [];
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      const rows = items.slice(i, i + INSERT_CHUNK).map((r) => ({
        userId,
        gadgetId: null,
        source: 'import' as const,
        kind: r.kind,
        time: r.time,
        value: r.value,
        value2: r.value2,
        code: VITALS[r.kind].code,
        unit: VITALS[r.kind].unit,
        deviceReadingId: r.deviceReadingId,
      }));
      stored.push(...(await tx.insert(vitalReadings).values(rows).onConflictDoNothing().returning(readingColumns)));
    }
    return stored;
  },

  /** Adds stored readings to their minute buckets: one upsert row per (kind, minute) of the batch. */
  async addToRollups(
    tx: DbOrTx,
    userId: string,
    readings: { kind: VitalKind; time: Date; value: number; value2: number | null }[],
  ) {
    const buckets = new Map<string, typeof vitalRollups.$inferInsert>();
    for (const r of readings) {
      const bucket = Math.floor(r.time.getTime() / MINUTE_MS) * MINUTE_MS;
      const key = `${r.kind}|${bucket}`;
      const b = buckets.get(key);
      if (!b) {
        buckets.set(key, {
          userId,
          kind: r.kind,
          bucket: new Date(bucket),
          count: 1,
          sum: r.value,
          min: r.value,
          max: r.value,
          sum2: r.value2,
          min2: r.value2,
          max2: r.value2,
        });
        continue;
      }
      b.count += 1;
      b.sum += r.value;
      b.min = Math.min(b.min, r.value);
      b.max = Math.max(b.max, r.value);
      if (r.value2 !== null) {
        b.sum2 = (b.sum2 ?? 0) + r.value2;
        b.min2 = b.min2 === null || b.min2 === undefined ? r.value2 : Math.min(b.min2, r.value2);
        b.max2 = b.max2 === null || b.max2 === undefined ? r.value2 : Math.max(b.max2, r.value2);
      }
    }
    const rows = [...buckets.values()];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx
        .insert(vitalRollups)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: [vitalRollups.userId, vitalRollups.kind, vitalRollups.bucket],
          set: {
            count: sql`${vitalRollups.count} + excluded.count`,
            sum: sql`${vitalRollups.sum} + excluded.sum`,
            min: sql`least(${vitalRollups.min}, excluded.min)`,
            max: sql`greatest(${vitalRollups.max}, excluded.max)`,
            sum2: sql`${vitalRollups.sum2} + excluded.sum2`,
            min2: sql`least(${vitalRollups.min2}, excluded.min2)`,
            max2: sql`greatest(${vitalRollups.max2}, excluded.max2)`,
          },
        });
    }
  },

  /** Bookkeeping for the gadget that sent a batch: last seen, battery, and today's accepted count (UTC day). */
  async touchGadget(tx: DbOrTx, gadgetId: string, accepted: number, battery: number | undefined) {
    const today = new Date().toISOString().slice(0, 10);
    await tx
      .update(gadgets)
      .set({
        lastSeenAt: new Date(),
        ...(battery === undefined ? {} : { batteryLevel: battery }),
        readingsDayCount: sql`CASE WHEN ${gadgets.readingsDay} = ${today} THEN ${gadgets.readingsDayCount} + ${accepted} ELSE ${accepted} END`,
        readingsDay: today,
      })
      .where(eq(gadgets.id, gadgetId));
  },

  /** The newest reading of each vital (one index probe per kind, however many rows the user has). */
  async latest(db: DbOrTx, userId: string): Promise<VitalReadingView[]> {
    const res: unknown = await db.execute(sql`
      SELECT r.id, r.kind, r.time, r.value, r.value2, r.unit, r.code, r.source, r.gadget_id
      FROM unnest(enum_range(NULL::vital_kind)) AS k(kind)
      CROSS JOIN LATERAL (
        SELECT * FROM ${vitalReadings} v
        WHERE v.user_id = ${userId} AND v.kind = k.kind
        ORDER BY v.time DESC LIMIT 1
      ) r
      ORDER BY r.kind`);
    return (res as { rows: Record<string, unknown>[] }).rows.map((r) =>
      toReadingView({
        id: Number(r['id']),
        kind: r['kind'] as VitalKind,
        time: new Date(r['time'] as string | Date),
        value: Number(r['value']),
        value2: r['value2'] === null || r['value2'] === undefined ? null : Number(r['value2']),
        unit: r['unit'] as string,
        code: r['code'] as string,
        source: r['source'] as ReadingSource,
        gadgetId: (r['gadget_id'] as string | null) ?? null,
        deviceReadingId: null,
      }),
    );
  },

  /** Raw readings after `since`, oldest first (what a live page missed while it was disconnected). */
  async since(db: DbOrTx, userId: string, kinds: VitalKind[], since: Date, limit: number) {
    const rows = await db
      .select(readingColumns)
      .from(vitalReadings)
      .where(and(eq(vitalReadings.userId, userId), inArray(vitalReadings.kind, kinds), gt(vitalReadings.time, since)))
      .orderBy(asc(vitalReadings.time))
      .limit(limit);
    return rows.map((r) => toReadingView(r));
  },
};
