// Vital readings as CSV (RFC 4180: comma, CRLF, quotes doubled), streamed from the database in keyset
// batches so an export of millions of readings never holds more than one batch in memory.
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../../../db/client.js';
import { myDataRepository as repo } from './my-data.repository.js';
import type { ReadingCursor, ReadingRow } from './my-data.repository.js';

export const CSV_BATCH = 2000;

export const CSV_COLUMNS = [
  'time_utc',
  'vital',
  'value',
  'value2',
  'unit',
  'loinc_code',
  'source',
  'gadget',
  'device_reading_id',
] as const;

/**
 * One field. Text that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading
 * apostrophe (OWASP "CSV injection"); numbers are written as they are, so a negative value stays a number.
 */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) || safe !== v ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

function line(r: ReadingRow): string {
  return csvLine([
    r.time.toISOString(),
    r.kind,
    r.value,
    r.value2,
    r.unit,
    r.code,
    r.source,
    r.gadgetName,
    r.deviceReadingId,
  ]);
}

export interface CsvStats {
  rows: number;
  bytes: number;
  sha256: string;
}

/**
 * Yields the file in chunks of one batch. A UTF-8 byte-order mark first: spreadsheet programs then read
 * gadget names in Arabic or Chinese correctly. `done` receives the totals after the last chunk.
 */
export async function* vitalsCsv(db: DbOrTx, userId: string, done: (s: CsvStats) => void): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const emit = (text: string) => {
    const buf = Buffer.from(text, 'utf8');
    hash.update(buf);
    bytes += buf.length;
    return buf;
  };
  yield emit(`\uFEFF${csvLine([...CSV_COLUMNS])}`);
  let after: ReadingCursor | null = null;
  for (;;) {
    const batch = await repo.readingsBatch(db, userId, after, CSV_BATCH);
    if (batch.length === 0) break;
    rows += batch.length;
    yield emit(batch.map(line).join(''));
    const last = batch[batch.length - 1];
    if (!last || batch.length < CSV_BATCH) break;
    after = { kind: last.kind, time: last.time, id: last.id };
  }
  done({ rows, bytes, sha256: hash.digest('hex') });
}
