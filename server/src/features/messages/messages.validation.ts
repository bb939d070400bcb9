// Input rules of messages: lengths, recipient counts and ids. Each failure names its field.
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
export const RECIPIENTS_MAX = 20;
export const SEARCH_MAX = 100;
export const BULK_MAX = 200;
export const ATTACHMENTS_MAX = 10;

export interface MailInputShape {
  draftId?: string | null;
  to: readonly string[];
  subject: string;
  body: string;
  inReplyToEntryId?: string | null;
  attachmentIds?: readonly string[] | null;
}

export interface ParsedMail {
  draftId: string | null;
  to: string[];
  subject: string;
  body: string;
  inReplyToEntryId: string | null;
  attachmentIds: string[];
}

/** `sending`: at least one recipient and a subject or a body; a draft may be empty. */
export function parseMail(input: MailInputShape, sending: boolean): ParsedMail {
  const subject = input.subject.trim();
  const body = input.body.replace(/\s+$/, '');
  if (subject.length > SUBJECT_MAX)
    throw badInput('subject', `The subject must be at most ${SUBJECT_MAX} characters.`, { reason: 'TOO_LONG', max: SUBJECT_MAX });
  if (body.length > BODY_MAX)
    throw badInput('body', `The message must be at most ${BODY_MAX.toLocaleString('en')} characters.`, { reason: 'TOO_LONG', max: BODY_MAX });
  const to = [...new Set(input.to)];
  if (to.length > RECIPIENTS_MAX)
    throw badInput('to', `Write to at most ${RECIPIENTS_MAX} people at once.`, { reason: 'TOO_MANY', max: RECIPIENTS_MAX });
  if (to.some((id) => !isUuid(id))) throw badInput('to', 'Choose the recipients from the list.', 'NOT_IN_LIST');
  if (sending && to.length === 0) throw badInput('to', 'Choose at least one recipient.', { reason: 'TOO_FEW', min: 1 });
  if (sending && !subject && !body.trim()) throw badInput('body', 'Write a subject or a message before sending.', 'REQUIRED');
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > ATTACHMENTS_MAX)
    throw badInput('attachmentIds', `Attach at most ${ATTACHMENTS_MAX} files to a message.`, { reason: 'TOO_MANY', max: ATTACHMENTS_MAX });
  return {
    attachmentIds,
    draftId: input.draftId ?? null,
    to,
    subject,
    body,
    inReplyToEntryId: input.inReplyToEntryId ?? null,
  };
}

export function parseSearch(search: string | null | undefined): string | null {
  const s = search?.trim() ?? '';
  if (s.length > SEARCH_MAX) throw badInput('search', `Search for at most ${SEARCH_MAX} characters.`, { reason: 'TOO_LONG', max: SEARCH_MAX });
  return s || null;
}

export function parsePage(offset: number | null | undefined, first: number | null | undefined) {
  const o = offset ?? 0;
  const f = first ?? 25;
  if (!Number.isInteger(o) || o < 0 || o > 100_000) throw badInput('offset', 'offset must be between 0 and 100000.');
  if (!Number.isInteger(f) || f < 1 || f > 100) throw badInput('first', 'first must be between 1 and 100.');
  return { offset: o, first: f };
}

/** Entry ids of a bulk action: 1–200, distinct. A malformed id is nobody's entry: NOT_FOUND later. */
export function parseIds(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) throw badInput('ids', 'Select at least one message.', { reason: 'TOO_FEW', min: 1 });
  if (distinct.length > BULK_MAX) throw badInput('ids', `Select at most ${BULK_MAX} messages at once.`, { reason: 'TOO_MANY', max: BULK_MAX });
  return distinct;
}
