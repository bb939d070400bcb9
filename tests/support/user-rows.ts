// Finds a user anywhere in the database, discovering the tables from the catalog so a table added later is
// scanned too: every uuid column of every public table (equal to the id), every text/varchar/jsonb/array
// column (containing the id or the e-mail address). Independent of the deletion code's own discovery.
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

interface Col {
  table: string;
  column: string;
  type: string;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function scannableColumns(t: TestApp): Promise<Col[]> {
  return rowsOf<Col>(
    await t.db.db.execute(sql`
      SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type"
      FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')
      ORDER BY 1, 2`),
  );
}

/** Rows per table that mention the user (by id or e-mail); tables with none are left out. */
export async function rowsMentioning(t: TestApp, userId: string, email: string): Promise<Record<string, number>> {
  const byTable = new Map<string, string[]>();
  for (const col of await scannableColumns(t)) {
    // Identifiers come from the catalog, not from input; the id and e-mail are bound parameters.
    const c = ident(col.column);
    const cond =
      col.type === 'uuid'
        ? `${c} = $1::uuid`
        : `(${c}::text ILIKE '%' || $1 || '%' OR ${c}::text ILIKE '%' || $2 || '%')`;
    byTable.set(col.table, [...(byTable.get(col.table) ?? []), cond]);
  }
  const counts: Record<string, number> = {};
  for (const [table, conds] of byTable) {
    const q = `SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${conds.join(' OR ')}`;
    const n = await countRaw(t, q, [userId, email]);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

async function countRaw(t: TestApp, query: string, params: string[]): Promise<number> {
  // A raw parameterised statement: drizzle's sql`` cannot take a dynamic identifier list safely.
  const chunks = query.split(/\$(\d)/);
  const parts = chunks.map((chunk, i) => (i % 2 === 1 ? sql`${params[Number(chunk) - 1]}` : sql.raw(chunk)));
  const res = await t.db.db.execute(sql.join(parts, sql.raw('')));
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}
