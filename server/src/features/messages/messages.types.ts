// The shapes the messages feature hands to GraphQL: enums already in their GraphQL spelling.
import type { MailboxEntryRow, MessageRow } from '../../../../db/schema/index.js';
import type {
  MailEntry,
  MailFolder,
  MailLabel,
  MailPerson,
} from '../../graphql/resolvers-types.generated.js';
import type { UploadOut } from '../uploads/uploads.service.js';

export type MailEntryView = MailEntry;
export type MailPersonView = MailPerson;

/** An entry with its message and the people on it, as the repository reads them. */
export interface EntryWithMessage {
  entry: MailboxEntryRow;
  message: MessageRow;
  recipientIds: string[];
  /** Upload ids, in their order on the message. */
  attachmentIds: string[];
  /** The viewer's entry of the message this one replies to, if they have it. */
  inReplyToEntryId: string | null;
}

export const toFolder = (f: string) => f.toUpperCase() as MailFolder;
export const toLabel = (l: string) => l.toUpperCase() as MailLabel;

/** One line, at most 120 characters: what the list shows under the subject. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

export function personName(u: { firstName: string | null; lastName: string | null }): string {
  const name = [u.firstName, u.lastName].filter((s) => s?.trim()).join(' ').trim();
  return name || '-';
}

export function toEntryView(
  e: EntryWithMessage,
  people: Map<string, MailPersonView>,
  files: Map<string, UploadOut>,
): MailEntryView {
  const unknown = (id: string): MailPersonView => ({ id, name: '-', careTeam: false });
  return {
    id: e.entry.id,
    folder: toFolder(e.entry.folder),
    starred: e.entry.starred,
    important: e.entry.important,
    checked: e.entry.checked,
    read: e.entry.readAt !== null,
    labels: e.entry.labels.map(toLabel),
    from: people.get(e.message.senderId) ?? unknown(e.message.senderId),
    to: e.recipientIds.map((id) => people.get(id) ?? unknown(id)),
    subject: e.message.subject,
    excerpt: excerptOf(e.message.body),
    body: e.message.body,
    sentAt: e.message.sentAt,
    updatedAt: e.message.updatedAt,
    inReplyToEntryId: e.inReplyToEntryId,
    attachments: e.attachmentIds.flatMap((id) => files.get(id) ?? []),
  };
}
