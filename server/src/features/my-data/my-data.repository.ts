// Drizzle queries for "My data": readings in keyset batches for the export, the export's rows of every other
// table (as JSON made by PostgreSQL, so both drivers give the same text), and the deletion's statements,
// including the catalog scan that finds every column holding a user id (so a new table cannot be forgotten).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { gadgets, uploads, users, vitalReadings } from '../../../../db/schema/index.js';
import type { VitalKind } from '../../../../db/schema/index.js';

export interface ReadingRow {
  id: number;
  kind: VitalKind;
  time: Date;
  value: number;
  value2: number | null;
  unit: string;
  code: string;
  source: string;
  gadgetName: string | null;
  deviceReadingId: string | null;
}

/** Where the previous batch ended: (kind, time, id), the order of the (user, kind, time) index. */
export type ReadingCursor = Pick<ReadingRow, 'kind' | 'time' | 'id'>;

export interface UserColumn {
  table: string;
  column: string;
  /** True when a foreign key to users(id) covers it (the delete's ON DELETE action handles it). */
  foreignKey: boolean;
  /** uuid (compared as uuid, so an index on it serves the sweep) or text. */
  isUuid: boolean;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One exported row: PostgreSQL's JSON of it (ISO times with their offset, dates as dates, jsonb as is). */
export type ExportRow = Record<string, unknown>;

/** Ids per statement when rows are read by a list of ids (a bound parameter each). */
const ID_CHUNK = 1000;

export const myDataRepository = {
  readingsBatch(db: DbOrTx, userId: string, after: ReadingCursor | null, limit: number): Promise<ReadingRow[]> {
    const past = after
      ? sql`(${vitalReadings.kind}, ${vitalReadings.time}, ${vitalReadings.id}) > (${after.kind}::vital_kind, ${after.time.toISOString()}::timestamptz, ${after.id})`
      : undefined;
    return db
      .select({
        id: vitalReadings.id,
        kind: vitalReadings.kind,
        time: vitalReadings.time,
        value: vitalReadings.value,
        value2: vitalReadings.value2,
        unit: vitalReadings.unit,
        code: vitalReadings.code,
        source: vitalReadings.source,
        gadgetName: gadgets.name,
        deviceReadingId: vitalReadings.deviceReadingId,
      })
      .from(vitalReadings)
      .leftJoin(gadgets, eq(gadgets.id, vitalReadings.gadgetId))
      .where(and(eq(vitalReadings.userId, userId), past))
      .orderBy(asc(vitalReadings.kind), asc(vitalReadings.time), asc(vitalReadings.id))
      .limit(limit);
  },

  async findUser(db: DbOrTx, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** Locks the account row for the rest of the transaction: concurrent writes that reference it wait. */
  async lockUser(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  },

  async deleteUser(tx: DbOrTx, id: string): Promise<boolean> {
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length === 1;
  },

  /**
   * Every column of a public table that holds a user id: covered by a foreign key to users(id), or a uuid/text
   * column named like one (user_id, owner_id, *_user_id) without a key. Read from pg_catalog at run time.
   */
  async userColumns(tx: DbOrTx): Promise<UserColumn[]> {
    const res: unknown = await tx.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column", bool_or(con.oid IS NOT NULL) AS "foreignKey",
        bool_or(a.atttypid = 'uuid'::regtype) AS "isUuid"
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      LEFT JOIN pg_constraint con ON con.contype = 'f' AND con.conrelid = c.oid
        AND con.confrelid = 'public.users'::regclass AND a.attnum = ANY (con.conkey)
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relname <> 'users'
        AND (con.oid IS NOT NULL
          OR (a.atttypid IN ('uuid'::regtype, 'text'::regtype) AND a.attname ~ '(^|_)(user|owner)_id$'))
      GROUP BY c.relname, a.attname
      ORDER BY 1, 2`);
    return rowsOf<UserColumn>(res);
  },

  /**
   * Deletes the rows whose `column` holds the user id. The names come from the catalog (userColumns), never
   * from a request, so sql.identifier is safe here (drizzle CVE-2026-39356 is about user input).
   */
  async sweep(tx: DbOrTx, col: UserColumn, userId: string): Promise<number> {
    const res: unknown = await tx.execute(
      col.isUuid
        ? sql`DELETE FROM ${sql.identifier(col.table)} WHERE ${sql.identifier(col.column)} = ${userId}::uuid`
        : sql`DELETE FROM ${sql.identifier(col.table)} WHERE ${sql.identifier(col.column)} = ${userId}`,
    );
    return (
      (res as { rowCount?: number; affectedRows?: number }).rowCount ??
      (res as { affectedRows?: number }).affectedRows ??
      0
    );
  },

  /** The columns of a public table, in their order; names come from the catalog. */
  async columnsOf(db: DbOrTx, table: string): Promise<string[]> {
    const res: unknown = await db.execute(sql`
      SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = ${`public.${table}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`);
    return rowsOf<{ name: string }>(res).map((r) => r.name);
  },

  /**
   * The rows of `table` whose `column` is the user (and, if given, a fixed condition of the export policy),
   * reading only `columns`. Table and column names come from the catalog and the policy's constants, never
   * from a request, so sql.identifier and sql.raw are safe here.
   */
  async exportRowsOf(db: DbOrTx, table: string, columns: readonly string[], column: string, userId: string, also?: string) {
    const extra = also ? sql` AND (${sql.raw(also)})` : sql``;
    return jsonRows(db, table, columns, sql`${sql.identifier(column)} = ${userId}::uuid${extra}`);
  },

  /** The rows of `table` whose `column` holds one of `ids` (uuid), in chunks. */
  async exportRowsIn(db: DbOrTx, table: string, columns: readonly string[], column: string, ids: readonly string[]) {
    const out: ExportRow[] = [];
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const list = sql.join(
        ids.slice(i, i + ID_CHUNK).map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      out.push(...(await jsonRows(db, table, columns, sql`${sql.identifier(column)} IN (${list})`)));
    }
    return out;
  },

  async uploadContent(db: DbOrTx, id: string): Promise<Uint8Array | null> {
    const [row] = await db.select({ content: uploads.content }).from(uploads).where(eq(uploads.id, id));
    return row?.content ?? null;
  },
};

async function jsonRows(db: DbOrTx, table: string, columns: readonly string[], where: ReturnType<typeof sql>) {
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const res: unknown = await db.execute(
    sql`SELECT row_to_json(r)::text AS j FROM (SELECT ${cols} FROM ${sql.identifier(table)} WHERE ${where}) r`,
  );
  return rowsOf<{ j: string }>(res).map((r) => JSON.parse(r.j) as ExportRow);
}
