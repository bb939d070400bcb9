// Input rules of tickets: lengths (each failure names its field), paging, and the sort allow-list.
import { badInput } from '../../lib/errors.js';

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;
export const SEARCH_MAX = 100;

export function parseSubject(v: string): string {
  const s = v.trim();
  if (s.length < SUBJECT_MIN)
    throw badInput('subject', `The subject needs at least ${SUBJECT_MIN} characters.`, {
      reason: 'TOO_SHORT',
      min: SUBJECT_MIN,
    });
  if (s.length > SUBJECT_MAX)
    throw badInput('subject', `The subject must be at most ${SUBJECT_MAX} characters.`, {
      reason: 'TOO_LONG',
      max: SUBJECT_MAX,
    });
  return s;
}

export function parseBody(field: string, v: string): string {
  const s = v.trim();
  if (!s) throw badInput(field, 'Write something first.', 'REQUIRED');
  if (s.length > BODY_MAX)
    throw badInput(field, `At most ${BODY_MAX.toLocaleString('en')} characters.`, {
      reason: 'TOO_LONG',
      max: BODY_MAX,
    });
  return s;
}

export function parseSearch(v: string | null | undefined): string | null {
  const s = v?.trim() ?? '';
  if (s.length > SEARCH_MAX)
    throw badInput('search', `Search for at most ${SEARCH_MAX} characters.`, { reason: 'TOO_LONG', max: SEARCH_MAX });
  return s || null;
}

export function parsePage(offset: number | null | undefined, first: number | null | undefined) {
  const o = offset ?? 0;
  const f = first ?? 10;
  if (!Number.isInteger(o) || o < 0 || o > 100_000) throw badInput('offset', 'offset must be between 0 and 100000.');
  if (!Number.isInteger(f) || f < 1 || f > 100) throw badInput('first', 'first must be between 1 and 100.');
  return { offset: o, first: f };
}
