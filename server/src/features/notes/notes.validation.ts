// Input rules for notes: length limits with the field named, and a real calendar date for the link.
import type { NoteColor } from '../../../../db/schema/index.js';
import { isDayString } from '../../lib/calendar.js';
import { badInput } from '../../lib/errors.js';
import { NOTE_LIMITS } from './notes.types.js';
import type { NoteFields } from './notes.types.js';

/** A real calendar day written YYYY-MM-DD (so 2025-02-30 is refused), between 1900 and 2100. */
export function parseDay(field: string, raw: string | null | undefined): string | null {
  const v = raw?.trim();
  if (!v) return null;
  if (!isDayString(v, '1900-01-01', '2100-12-31')) throw badInput(field, 'Enter a real date as YYYY-MM-DD.', 'INVALID_DATE');
  return v;
}

export function parseNoteInput(input: { title: string; body: string; color: NoteColor; linkedDate?: string | null }): NoteFields {
  const title = input.title.trim();
  if (title.length > NOTE_LIMITS.title)
    throw badInput('title', `The title can have at most ${NOTE_LIMITS.title} characters.`, { reason: 'TOO_LONG', max: NOTE_LIMITS.title });
  // The body keeps its whitespace (a journal's line breaks matter); only its length is bounded.
  if (input.body.length > NOTE_LIMITS.body) {
    throw badInput('body', `The note can have at most ${NOTE_LIMITS.body.toLocaleString('en')} characters.`, {
      reason: 'TOO_LONG',
      max: NOTE_LIMITS.body,
    });
  }
  return { title, body: input.body, color: input.color, linkedDate: parseDay('linkedDate', input.linkedDate) };
}

export function parseSearch(raw: string | null | undefined): string | null {
  const v = raw?.trim();
  if (!v) return null;
  if (v.length > NOTE_LIMITS.search)
    throw badInput('search', `Search for at most ${NOTE_LIMITS.search} characters.`, { reason: 'TOO_LONG', max: NOTE_LIMITS.search });
  return v;
}
