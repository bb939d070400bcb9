// Input rules of the admin actions: ban reason and end, list paging. Wording is what the admin sees.
import { z } from 'zod';
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { parseField } from '../../lib/validation.js';
import { notFound } from '../../lib/errors.js';

export const MAX_PAGE = 100;
const MAX_BAN_YEARS = 10;

export const reasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the account is banned (the user is shown this).')
  .max(500, 'The reason must be at most 500 characters.');

export function parseBanEnd(until: Date | null | undefined, now = new Date()): Date | null {
  if (until === null || until === undefined) return null;
  if (Number.isNaN(until.getTime())) throw badInput('until', 'The end date is not a valid date.', 'INVALID_DATE');
  if (until.getTime() <= now.getTime()) throw badInput('until', 'The end of the ban must be in the future.', 'PAST_DATE');
  const latest = new Date(now.getTime() + MAX_BAN_YEARS * 365.25 * 86_400_000);
  if (until.getTime() > latest.getTime()) {
    throw badInput('until', `A timed ban lasts at most ${MAX_BAN_YEARS} years; leave the end empty for an indefinite ban.`, {
      reason: 'DATE_TOO_LATE',
      max: latest.toISOString().slice(0, 10),
    });
  }
  return until;
}

export const parseReason = (v: string) => parseField('reason', reasonSchema, v);

/** Paging arguments: offset ≥ 0, first 1–MAX_PAGE. */
export function parsePaging(offset: number | null | undefined, first: number | null | undefined) {
  const o = offset ?? 0;
  const f = first ?? 25;
  if (!Number.isInteger(o) || o < 0) throw badInput('offset', 'offset must be 0 or more.');
  if (!Number.isInteger(f) || f < 1 || f > MAX_PAGE) throw badInput('first', `first must be between 1 and ${MAX_PAGE}.`);
  return { offset: o, first: f };
}

export function parseSearch(search: string | null | undefined): string | null {
  const s = (search ?? '').trim();
  if (s.length > 100) throw badInput('search', 'Search at most 100 characters.', { reason: 'TOO_LONG', max: 100 });
  return s || null;
}

/** An id that is not a uuid is no account: NOT_FOUND, never a database error. */
export function assertUserId(id: string): void {
  if (!isUuid(id)) throw notFound('No such account.');
}
