// Drizzle queries for readings and their per-minute rollups. Repositories take a transaction or the db.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { compileStatement, runCompiled } from '../../../../db/client.js';
import type { CompiledStatement, DbOrTx } from '../../../../db/client.js';
import type { SqlCondition } from '../../lib/sql-condition.js';
import { alertThresholds, gadgets, vitalReadings, vitalRollups } from '../../../../db/schema/index.js';
import type { ReadingSource, ThresholdOverride, VitalKind } from '../../../../db/schema/index.js';
import { VITALS } from './vital-definitions.js';
import type { ReadingInput, ReadingOrigin, VitalReadingView } from './vitals.types.js';

// Rows per statement. insertImported sends 10 parameters a row (node-postgres and PGlite allow 65,535 a
// statement); the unnest statements send one array parameter per column.
export const INSERT_CHUNK = 2_000;

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

/**
 * What storeReadings did. `thresholds` fingerprints `overrides` (md5 of their canonical jsonb): a caller that
 * judged a batch against overrides it saw earlier passes it back, and the statement stores the batch only if
 * they are still the user's (`applied`), in the same snapshot as the insert.
 */
export interface StoreOutcome {
  stored: ReadingRow[];
  overrides: ThresholdOverride[];
  thresholds: string;
  applied: boolean;
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
   * A device, simulator or manual batch in one statement per chunk: the readings (INSERT … SELECT FROM
   * unnest(arrays) ON CONFLICT DO NOTHING RETURNING), their minute rollups (from the rows actually inserted),
   * the gadget's bookkeeping, and the user's threshold overrides (on the first row; only stored readings need
   * them). These were four statements inside the batch's transaction, so a one-reading request waited on
   * four round trips instead of one; the database work is the same (bench/README.md, ingest).
   *
   * The rows returned are the ones stored now; a device id missing from them was already stored (a
   * duplicate). Kinds travel as text[] (PGlite has no serializer for an enum array parameter). One
   * parameter per column, not per value: building a 500-row VALUES list through the query builder cost more
   * CPU than the database spent storing it.
   */
  async storeReadings(
    tx: DbOrTx,
    origin: ReadingOrigin,
    items: ReadingInput[],
    battery: number | undefined,
    /** False for history: its readings are not "today's", and the gadget was not seen now because of them. */
    touchGadget = true,
    /**
     * Conditions checked in the insert's own snapshot; when one fails nothing is written and `applied` is
     * false. One chunk only. `thresholds`: the fingerprint of the overrides the caller judged the readings
     * against (see StoreOutcome). `device`: a condition that the device's key is still live (the gadgets
     * feature's, for a key it authenticated earlier).
     */
    guard?: { thresholds: string; device?: SqlCondition },
  ): Promise<StoreOutcome> {
    if (guard && items.length > INSERT_CHUNK)
      throw new Error('a guarded store must fit one statement');
    const stored: ReadingRow[] = [];
    let overrides: ThresholdOverride[] = [];
    let thresholds = '';
    let applied = true;
    const today = utcDay(); // one day for the whole batch, even when it is sent across midnight
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      const chunk = items.slice(i, i + INSERT_CHUNK);
      // Device readings come back as id + device id only: the rest is what was sent (a batch's ids are unique),
      // so 500 rows are not sent back, parsed and turned into Dates again. Manual readings have no device id.
      const sent = chunk.every((r) => r.deviceReadingId !== null)
        ? new Map(chunk.map((r) => [r.deviceReadingId, r]))
        : null;
      const shape: StoreShape = {
        touch: Boolean(origin.gadgetId && touchGadget),
        battery: battery !== undefined,
        device: guard?.device !== undefined,
        lean: sent !== null,
      };
      const res = await runCompiled(tx, storeStatement(shape, guard?.device?.template), {
        ...guard?.device?.values,
        userId: origin.userId,
        gadgetId: origin.gadgetId,
        source: origin.source,
        kinds: chunk.map((r) => r.kind),
        ms: chunk.map((r) => r.time.getTime()),
        values: chunk.map((r) => r.value),
        values2: chunk.map((r) => r.value2),
        codes: chunk.map((r) => VITALS[r.kind].code),
        units: chunk.map((r) => VITALS[r.kind].unit),
        ids: chunk.map((r) => r.deviceReadingId),
        thresholds: guard?.thresholds ?? null,
        today,
        battery: battery ?? null,
      });
      for (const r of res.rows) {
        if (r['overrides'] !== null && r['overrides'] !== undefined) {
          overrides = parseOverrides(r['overrides']);
          thresholds = r['thresholds'] as string;
          applied = r['applied'] === true || r['applied'] === 't';
        }
        if (r['id'] === null || r['id'] === undefined) continue; // the one row of a statement that stored none
        const deviceReadingId = (r['device_reading_id'] as string | null) ?? null;
        if (sent) {
          const input = sent.get(deviceReadingId);
          if (!input) throw new Error(`stored a reading that was not sent: ${deviceReadingId}`);
          const def = VITALS[input.kind];
          stored.push({
            id: Number(r['id']),
            kind: input.kind,
            time: input.time,
            value: input.value,
            value2: input.value2,
            unit: def.unit,
            code: def.code,
            source: origin.source,
            gadgetId: origin.gadgetId,
            deviceReadingId,
          });
          continue;
        }
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
    return { stored, overrides, thresholds, applied };
  },

  /**
   * Imported readings (FHIR vital-sign observations): no gadget, source import; the same deviceReadingId for
   * the same user is stored once (vital_readings_import_key), so re-importing a bundle adds nothing.
   */
  /** Whether a gadget already stored the reading with this device id (the demo history's resume marker). */
  async hasDeviceReading(db: DbOrTx, gadgetId: string, deviceReadingId: string): Promise<boolean> {
    const rows = await db
      .select({ id: vitalReadings.id })
      .from(vitalReadings)
      .where(and(eq(vitalReadings.gadgetId, gadgetId), eq(vitalReadings.deviceReadingId, deviceReadingId)))
      .limit(1);
    return rows.length > 0;
  },

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

  /** Adds stored readings to their minute buckets (imports; device batches do it in storeReadings). */
  async addToRollups(
    tx: DbOrTx,
    userId: string,
    readings: { kind: VitalKind; time: Date; value: number; value2: number | null }[],
  ) {
    for (let i = 0; i < readings.length; i += INSERT_CHUNK) {
      const chunk = readings.slice(i, i + INSERT_CHUNK);
      await tx.execute(
        rollupUpsert(
          userId,
          sql`unnest(
            ${sql.param(chunk.map((r) => r.kind))}::text[],
            ${sql.param(chunk.map((r) => r.time.toISOString()))}::timestamptz[],
            ${sql.param(chunk.map((r) => r.value))}::float8[],
            ${sql.param(chunk.map((r) => r.value2))}::float8[]
          ) AS r(kind, time, value, value2)`,
        ),
      );
    }
  },

  /** Bookkeeping for a batch that stored no readings through storeReadings (sleep sessions only, or nothing). */
  async touchGadget(tx: DbOrTx, gadgetId: string, accepted: number, battery: number | undefined) {
    await tx.execute(gadgetTouch(gadgetId, sql`${accepted}::int`, battery));
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

interface StoreShape {
  touch: boolean;
  battery: boolean;
  device: boolean;
  lean: boolean;
}

const storeStatements = new Map<string, CompiledStatement>();

/**
 * The storing statement of storeReadings for one shape, compiled once: the readings (INSERT … SELECT FROM
 * unnest(arrays) … RETURNING), their minute rollups, the gadget's bookkeeping, the user's threshold overrides
 * and their fingerprint, all behind the guard `ok`. Its values are the placeholders storeReadings fills.
 * `device` is the device condition's template; its text is the same for every device, so one per shape.
 */
function storeStatement(shape: StoreShape, device: SQL | undefined): CompiledStatement {
  const key = `${+shape.touch}${+shape.battery}${+shape.device}${+shape.lean}`;
  let st = storeStatements.get(key);
  if (st) return st;
  const p = (name: string) => sql.placeholder(name);
  const touch = shape.touch
    ? sql`, touched AS (${gadgetTouch(p('gadgetId'), sql`(SELECT count(*) FROM ins)`, shape.battery ? p('battery') : undefined, p('today'))} AND EXISTS (SELECT 1 FROM ok) RETURNING 1)`
    : sql``;
  st = compileStatement(sql`
    WITH th AS (${overridesJson(p('userId'))}),
    ok AS (SELECT 1 FROM th WHERE (${p('thresholds')}::text IS NULL OR md5(th.o::text) = ${p('thresholds')}::text) AND ${device ?? sql`true`}),
    ins AS (
      INSERT INTO ${vitalReadings} (user_id, gadget_id, source, kind, time, value, value2, code, unit, device_reading_id)
      SELECT ${p('userId')}::uuid, ${p('gadgetId')}::uuid, ${p('source')}::reading_source, x.kind::vital_kind,
        to_timestamp(x.ms / 1000), x.value, x.value2, x.code, x.unit, x.device_reading_id
      FROM unnest(
        ${p('kinds')}::text[],
        -- epoch ms: cheaper to send than ISO text, and exact (13 digits in a float8, µs after the division)
        ${p('ms')}::float8[],
        ${p('values')}::float8[],
        ${p('values2')}::float8[],
        ${p('codes')}::text[],
        ${p('units')}::text[],
        ${p('ids')}::text[]
      ) AS x(kind, ms, value, value2, code, unit, device_reading_id)
      WHERE EXISTS (SELECT 1 FROM ok)
      ON CONFLICT (gadget_id, device_reading_id) DO NOTHING
      RETURNING id, kind, time, value, value2, code, unit, device_reading_id
    ),
    rolled AS (${rollupUpsert(p('userId'), sql`ins AS r`)} RETURNING 1)
    ${touch}
    SELECT ins.id, ins.device_reading_id${shape.lean ? sql`` : sql`, ins.kind, (extract(epoch FROM ins.time) * 1000)::float8 AS ms,
      ins.value, ins.value2, ins.code, ins.unit`},
      CASE WHEN row_number() OVER () = 1 THEN th.o END AS overrides,
      CASE WHEN row_number() OVER () = 1 THEN md5(th.o::text) END AS thresholds,
      CASE WHEN row_number() OVER () = 1 THEN EXISTS (SELECT 1 FROM ok) END AS applied
    FROM th LEFT JOIN ins ON true`);
  storeStatements.set(key, st);
  return st;
}

/**
 * Merges readings into their minute buckets. `rows` is any relation aliased `r` with kind, time, value and
 * value2; it is aggregated per (kind, minute) first, so one statement never touches a bucket twice.
 */
function rollupUpsert(userId: string | Placeholder, rows: SQL): SQL {
  return sql`
    INSERT INTO ${vitalRollups} (user_id, kind, bucket, count, sum, min, max, sum2, min2, max2)
    SELECT ${userId}::uuid, r.kind::vital_kind, date_bin('1 minute', r.time, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
      count(*), sum(r.value), min(r.value), max(r.value), sum(r.value2), min(r.value2), max(r.value2)
    FROM ${rows}
    GROUP BY 2, 3
    ORDER BY 2, 3 -- rows locked in one order: two batches of one user touching the same buckets cannot deadlock
    ON CONFLICT (user_id, kind, bucket) DO UPDATE SET
      count = vital_rollups.count + excluded.count,
      sum = vital_rollups.sum + excluded.sum,
      min = least(vital_rollups.min, excluded.min),
      max = greatest(vital_rollups.max, excluded.max),
      sum2 = CASE WHEN vital_rollups.sum2 IS NULL AND excluded.sum2 IS NULL THEN NULL
        ELSE coalesce(vital_rollups.sum2, 0) + coalesce(excluded.sum2, 0) END,
      min2 = least(vital_rollups.min2, excluded.min2),
      max2 = greatest(vital_rollups.max2, excluded.max2)`;
}

/** Last seen, battery, and today's accepted count (UTC day) of the gadget that sent a batch. */
function gadgetTouch(
  gadgetId: string | Placeholder,
  accepted: SQL,
  battery: number | Placeholder | undefined,
  today: string | Placeholder = utcDay(),
): SQL {
  const setBattery = battery === undefined ? sql`` : sql`, battery_level = ${battery}`;
  return sql`
    UPDATE ${gadgets} SET
      last_seen_at = now(),
      readings_day_count = CASE WHEN readings_day = ${today}::date THEN readings_day_count + ${accepted} ELSE ${accepted} END,
      readings_day = ${today}::date${setBattery}
    WHERE id = ${gadgetId}::uuid`;
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/** Enabled and disabled overrides that apply to a user, everyone's (null user) and the user's own, as JSON. */
/** The overrides that apply to a user, as one jsonb `o` in a fixed order (so its md5 is their fingerprint). */
function overridesJson(userId: string | Placeholder): SQL {
  return sql`SELECT coalesce(jsonb_agg(jsonb_build_object('userId', t.user_id, 'kind', t.kind, 'name', t.name,
      'field', t.field, 'comparator', t.comparator, 'limit', t."limit", 'severity', t.severity, 'enabled', t.enabled)
      ORDER BY t.user_id NULLS FIRST, t.kind, t.name), '[]'::jsonb) AS o
    FROM ${alertThresholds} t WHERE t.user_id IS NULL OR t.user_id = ${userId}::uuid`;
}

/** node-postgres parses json; PGlite may hand back the text. */
function parseOverrides(value: unknown): ThresholdOverride[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ThresholdOverride[];
}
