// The export's data/ folder: the account row, the rows of every user column the policy exports, then the rows
// they lead to (export-policy.ts), one list per table, read before the first byte of the zip is sent so that a
// failure is an error answer rather than a cut-off file.
import type { DbOrTx } from '../../../../db/client.js';
import { ACCOUNT_TABLE, FOLLOW, OMIT_COLUMNS, USER_COLUMNS } from './export-policy.js';
import { myDataRepository as repo } from './my-data.repository.js';
import type { ExportRow } from './my-data.repository.js';

export type ExportTables = ReadonlyMap<string, readonly ExportRow[]>;

/** A user column the policy has not decided: the export refuses rather than guess whose data it is. */
export class UndecidedColumnError extends Error {}

const keyOf = (row: ExportRow) => (typeof row['id'] === 'string' || typeof row['id'] === 'number' ? String(row['id']) : JSON.stringify(row));

export async function collectTables(db: DbOrTx, userId: string): Promise<ExportTables> {
  const userColumns = await repo.userColumns(db);
  const undecided = userColumns.filter((c) => !USER_COLUMNS[`${c.table}.${c.column}`]);
  if (undecided.length > 0)
    throw new UndecidedColumnError(`export policy has no decision for ${undecided.map((c) => `${c.table}.${c.column}`).join(', ')}`);

  const columns = new Map<string, string[]>();
  const readable = async (table: string) => {
    let list = columns.get(table);
    if (!list) {
      const omit = OMIT_COLUMNS[table] ?? [];
      list = (await repo.columnsOf(db, table)).filter((c) => !omit.includes(c));
      columns.set(table, list);
    }
    return list;
  };
  // Rows per table, each once (a post's like by its author is reached from both sides).
  const tables = new Map<string, Map<string, ExportRow>>();
  const add = (table: string, rows: readonly ExportRow[]) => {
    const into = tables.get(table) ?? new Map<string, ExportRow>();
    for (const row of rows) into.set(keyOf(row), row);
    tables.set(table, into);
  };
  const idsOf = (table: string, column: string) => [
    ...new Set([...(tables.get(table)?.values() ?? [])].map((r) => r[column]).filter((v): v is string => typeof v === 'string')),
  ];

  add(ACCOUNT_TABLE, await repo.exportRowsOf(db, ACCOUNT_TABLE, await readable(ACCOUNT_TABLE), 'id', userId));
  for (const col of userColumns) {
    const decision = USER_COLUMNS[`${col.table}.${col.column}`];
    if (!decision?.export) continue;
    add(col.table, await repo.exportRowsOf(db, col.table, await readable(col.table), col.column, userId, decision.also));
  }
  for (const step of FOLLOW) {
    if ('children' in step) {
      const ids = idsOf(step.parent, 'id');
      if (ids.length > 0) add(step.children, await repo.exportRowsIn(db, step.children, await readable(step.children), step.column, ids));
    } else {
      const ids = idsOf(step.referencedBy, step.column);
      if (ids.length > 0) add(step.target, await repo.exportRowsIn(db, step.target, await readable(step.target), 'id', ids));
    }
  }
  // Tables with no row of theirs are left out: an empty file would say nothing the README does not.
  return new Map(
    [...tables]
      .filter(([, rows]) => rows.size > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, rows]) => [table, [...rows.values()]]),
  );
}
