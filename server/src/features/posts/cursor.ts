// Keyset cursors: the (created_at, id) of the last row of a page, opaque to clients (base64url).
import { badInput } from '../../lib/errors.js';

export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (row: { createdAt: Date; id: string }): string =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(raw: string | null | undefined, field = 'after'): Cursor | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(at.getTime())) throw badInput(field, 'This page cursor is not valid.');
  return { at, id };
}

/** A page size within 1..max (default when absent). */
export function pageSize(first: number | null | undefined, def: number, max: number, field = 'first'): number {
  if (first === null || first === undefined) return def;
  if (!Number.isInteger(first) || first < 1 || first > max) throw badInput(field, `Ask for 1 to ${max} items.`);
  return first;
}

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** Rows fetched with limit + 1, as a page. */
export function toPage<R extends { createdAt: Date; id: string }, V>(rows: R[], limit: number, view: (r: R) => V) {
  const slice = rows.slice(0, limit);
  const last = slice[slice.length - 1];
  return { nodes: slice.map(view), endCursor: last ? encodeCursor(last) : null, hasMore: rows.length > limit };
}
