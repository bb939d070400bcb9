// What the composer starts with for a reply, a forward or an open draft. The quoted text is plain text.
import type { TFunction } from 'i18next';
import type { MailEntry } from '../api/use-mailbox';
import type { ComposeInit } from './compose-dialog';

type T = TFunction<'messages'>;

const prefixed = (prefix: string, subject: string) => (subject.startsWith(prefix) ? subject : `${prefix}${subject}`).slice(0, 200);
const quote = (body: string) =>
  body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

export function replyTo(e: MailEntry, viewerId: string, t: T, date: string): ComposeInit {
  // Reply to the sender; replying to one's own sent message goes to its recipients.
  const to = e.from.id === viewerId ? e.to : [e.from];
  return {
    kind: 'reply',
    draftId: null,
    to,
    subject: prefixed(t('replyPrefix'), e.subject),
    body: `\n\n${t('quoteHeader', { date, name: e.from.name })}\n${quote(e.body)}`.slice(0, 20_000),
    inReplyToEntryId: e.id,
    attachments: [],
  };
}

export function forwardOf(e: MailEntry, t: T, date: string): ComposeInit {
  return {
    kind: 'forward',
    draftId: null,
    to: [],
    subject: prefixed(t('forwardPrefix'), e.subject),
    body: `\n\n${t('forwardHeader')}\n${t('from', { name: e.from.name })}\n${date}\n${e.subject}\n\n${e.body}`.slice(0, 20_000),
    inReplyToEntryId: null,
    attachments: e.attachments.map((a) => ({ id: a.id, filename: a.filename })),
  };
}

export function draftOf(e: MailEntry): ComposeInit {
  return {
    kind: e.inReplyToEntryId ? 'reply' : 'new',
    draftId: e.id,
    to: e.to,
    subject: e.subject,
    body: e.body,
    inReplyToEntryId: e.inReplyToEntryId ?? null,
    attachments: e.attachments.map((a) => ({ id: a.id, filename: a.filename })),
  };
}
