// Server-side rules for every invoice input: the client's totals are never trusted, amounts are integer
// minor units within bounds, dates are real calendar days. Each failure is BAD_USER_INPUT naming the field.
import { isDayString } from '../../lib/calendar.js';
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { MAX_MINOR, isCurrency } from './money.js';
import type { InvoiceListQuery, InvoiceSortValue, InvoiceStateValue, LineInput } from './invoices.types.js';

export const MAX_LINES = 100;
export const MAX_PAGE = 100;

/** A real calendar day as YYYY-MM-DD (1900–2100), or a BAD_USER_INPUT on `field`. */
export function parseDay(field: string, v: string): string {
  const day = v.trim();
  if (!isDayString(day, '1900-01-01', '2100-12-31')) throw badInput(field, 'Use a real date written YYYY-MM-DD.', 'INVALID_DATE');
  return day;
}

export function parseCurrency(field: string, v: string): string {
  const c = v.trim().toUpperCase();
  if (!isCurrency(c)) throw badInput(field, 'Use an ISO 4217 currency code, e.g. EUR.', 'NOT_IN_LIST');
  return c;
}

export function parseText(field: string, v: string | null | undefined, max: number, required: boolean): string | null {
  const t = (v ?? '').trim();
  if (!t) {
    if (required) throw badInput(field, 'This field is required.', 'REQUIRED');
    return null;
  }
  if (t.length > max) throw badInput(field, `At most ${max} characters.`, { reason: 'TOO_LONG', max });
  return t;
}

export function parseLines(lines: LineInput[]): LineInput[] {
  if (lines.length === 0) throw badInput('lines', 'Add at least one line.', { reason: 'TOO_FEW', min: 1 });
  if (lines.length > MAX_LINES) throw badInput('lines', `At most ${MAX_LINES} lines.`, { reason: 'TOO_MANY', max: MAX_LINES });
  const parsed = lines.map((l, i) => {
    const description = parseText(`lines.${i}.description`, l.description, 200, true) ?? '';
    if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 10_000)
      throw badInput(`lines.${i}.quantity`, 'The quantity is a whole number from 1 to 10000.', { reason: 'OUT_OF_RANGE', min: 1, max: 10_000 });
    if (!Number.isInteger(l.unitPriceMinor) || l.unitPriceMinor < 0 || l.unitPriceMinor > MAX_MINOR)
      throw badInput(`lines.${i}.unitPriceMinor`, 'The unit price is a non-negative amount in minor units.');
    return { description, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor };
  });
  const total = parsed.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0);
  if (total <= 0) throw badInput('lines', 'The invoice total must be more than zero.', 'NOT_POSITIVE');
  if (total > MAX_MINOR) throw badInput('lines', 'The invoice total is too large.');
  return parsed;
}

export function parseAmount(v: number): number {
  if (!Number.isInteger(v) || v <= 0) throw badInput('amountMinor', 'The amount must be more than zero.', 'NOT_POSITIVE');
  return v;
}

const SORTS: InvoiceSortValue[] = ['issued_desc', 'issued_asc', 'due_asc', 'amount_desc', 'amount_asc', 'number_asc'];

export function parseListQuery(a: {
  filter?: { states?: InvoiceStateValue[] | null; from?: string | null; to?: string | null; search?: string | null } | null;
  sort?: InvoiceSortValue | null;
  offset?: number | null;
  limit?: number | null;
}): InvoiceListQuery {
  const f = a.filter ?? {};
  const limit = a.limit ?? 20;
  const offset = a.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw badInput('limit', `Between 1 and ${MAX_PAGE}.`);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset', 'Zero or more.');
  const from = f.from ? parseDay('from', f.from) : null;
  const to = f.to ? parseDay('to', f.to) : null;
  if (from && to && from > to) throw badInput('to', 'The end of the period is before its start.', 'END_BEFORE_START');
  const sort = a.sort ?? 'issued_desc';
  if (!SORTS.includes(sort)) throw badInput('sort', 'Unknown sort.');
  return { states: f.states?.length ? f.states : null, from, to, search: parseText('search', f.search, 100, false), sort, offset, limit };
}

export function assertUuid(id: string, what: () => Error): void {
  if (!isUuid(id)) throw what();
}
