// Drizzle queries of the mailbox. Every read and write of an entry is scoped by its owner: an id that is not
// the owner's simply matches nothing (the service answers NOT_FOUND).
import { and, arrayContains, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { mailboxEntries, messageAttachments, messageRecipients, messages, messagingSettings, notificationSettings, users } from '../../../../db/schema/index.js';
import type { MailFolderValue, MailLabelValue, MailboxEntryRow, MessageRow, MessagingSettingsRow } from '../../../../db/schema/index.js';
import { notBannedSql } from '../../lib/bans.js';
import type { EntryWithMessage } from './messages.types.js';

export type ViewValue = MailFolderValue | 'starred' | 'important';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function viewCondition(ownerId: string, view: ViewValue, label: MailLabelValue | null, search: string | null): SQL {
  const parts: (SQL | undefined)[] = [eq(mailboxEntries.ownerId, ownerId)];
  if (view === 'starred' || view === 'important') {
    parts.push(eq(view === 'starred' ? mailboxEntries.starred : mailboxEntries.important, true));
    parts.push(notInArray(mailboxEntries.folder, ['trash', 'spam']));
  } else parts.push(eq(mailboxEntries.folder, view));
  if (label) parts.push(arrayContains(mailboxEntries.labels, [label]));
  if (search) {
    const like = `%${likeEscape(search)}%`;
    parts.push(or(ilike(messages.subject, like), ilike(messages.body, like)));
  }
  return and(...parts) as SQL;
}

async function withRecipients(
  db: DbOrTx,
  ownerId: string,
  rows: { entry: MailboxEntryRow; message: MessageRow }[],
): Promise<EntryWithMessage[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.message.id);
  const recips = await db
    .select()
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, ids));
  const files = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, ids))
    .orderBy(messageAttachments.position);
  const replyIds = rows.map((r) => r.message.inReplyTo).filter((x): x is string => x !== null);
  const replyEntries = replyIds.length
    ? await db
        .select({ id: mailboxEntries.id, messageId: mailboxEntries.messageId })
        .from(mailboxEntries)
        .where(and(eq(mailboxEntries.ownerId, ownerId), inArray(mailboxEntries.messageId, replyIds)))
    : [];
  return rows.map((r) => ({
    ...r,
    recipientIds: recips.filter((x) => x.messageId === r.message.id).map((x) => x.userId),
    attachmentIds: files.filter((x) => x.messageId === r.message.id).map((x) => x.uploadId),
    inReplyToEntryId: replyEntries.find((x) => x.messageId === r.message.inReplyTo)?.id ?? null,
  }));
}

export const messagesRepository = {
  async list(
    db: DbOrTx,
    q: { ownerId: string; view: ViewValue; label: MailLabelValue | null; search: string | null; offset: number; first: number },
  ): Promise<{ total: number; rows: EntryWithMessage[] }> {
    const cond = viewCondition(q.ownerId, q.view, q.label, q.search);
    const [rows, totals] = await Promise.all([
      db
        .select({ entry: mailboxEntries, message: messages })
        .from(mailboxEntries)
        .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
        .where(cond)
        .orderBy(desc(mailboxEntries.sortAt), desc(mailboxEntries.id))
        .limit(q.first)
        .offset(q.offset),
      db
        .select({ n: count() })
        .from(mailboxEntries)
        .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
        .where(cond),
    ]);
    return { total: totals[0]?.n ?? 0, rows: await withRecipients(db, q.ownerId, rows) };
  },

  async find(db: DbOrTx, ownerId: string, entryId: string): Promise<EntryWithMessage | null> {
    const rows = await db
      .select({ entry: mailboxEntries, message: messages })
      .from(mailboxEntries)
      .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      .where(and(eq(mailboxEntries.ownerId, ownerId), eq(mailboxEntries.id, entryId)));
    const [one] = await withRecipients(db, ownerId, rows);
    return one ?? null;
  },

  async findMany(db: DbOrTx, ownerId: string, entryIds: string[]): Promise<EntryWithMessage[]> {
    const rows = await db
      .select({ entry: mailboxEntries, message: messages })
      .from(mailboxEntries)
      .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      .where(and(eq(mailboxEntries.ownerId, ownerId), inArray(mailboxEntries.id, entryIds)))
      .orderBy(desc(mailboxEntries.sortAt));
    return withRecipients(db, ownerId, rows);
  },

  async counts(db: DbOrTx, ownerId: string) {
    const n = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})::int`;
    const live = notInArray(mailboxEntries.folder, ['trash', 'spam']);
    const [row] = await db
      .select({
        unread: n(and(eq(mailboxEntries.folder, 'inbox'), isNull(mailboxEntries.readAt))),
        inbox: n(eq(mailboxEntries.folder, 'inbox')),
        drafts: n(eq(mailboxEntries.folder, 'drafts')),
        spam: n(eq(mailboxEntries.folder, 'spam')),
        trash: n(eq(mailboxEntries.folder, 'trash')),
        starred: n(and(live, eq(mailboxEntries.starred, true))),
        important: n(and(live, eq(mailboxEntries.important, true))),
      })
      .from(mailboxEntries)
      .where(eq(mailboxEntries.ownerId, ownerId));
    return row ?? { unread: 0, inbox: 0, drafts: 0, spam: 0, trash: 0, starred: 0, important: 0 };
  },

  /** Name and care-team flag of these users. */
  people(db: DbOrTx, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /** Verified, not banned accounts other than the viewer; by name; administrators first. */
  searchPeople(db: DbOrTx, viewerId: string, search: string | null, onlyAdmins: boolean, limit: number) {
    const name = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, isAdmin: users.isAdmin })
      .from(users)
      .where(
        and(
          ne(users.id, viewerId),
          isNotNull(users.emailVerifiedAt),
          notBannedSql(),
          onlyAdmins ? eq(users.isAdmin, true) : undefined,
          search ? sql`${name} like ${`%${likeEscape(search.toLowerCase())}%`}` : undefined,
        ),
      )
      .orderBy(desc(users.isAdmin), sql`${name}`)
      .limit(limit);
  },

  async insertMessage(db: DbOrTx, m: { senderId: string; subject: string; body: string; inReplyTo: string | null; sentAt: Date | null }) {
    const [row] = await db.insert(messages).values(m).returning();
    return row as MessageRow;
  },

  async updateMessage(db: DbOrTx, id: string, m: { subject: string; body: string; inReplyTo: string | null; sentAt: Date | null }) {
    const [row] = await db.update(messages).set(m).where(and(eq(messages.id, id), isNull(messages.sentAt))).returning();
    return row ?? null;
  },

  async setRecipients(db: DbOrTx, messageId: string, userIds: string[]) {
    await db.delete(messageRecipients).where(eq(messageRecipients.messageId, messageId));
    if (userIds.length) await db.insert(messageRecipients).values(userIds.map((userId) => ({ messageId, userId })));
  },

  async setAttachments(db: DbOrTx, messageId: string, uploadIds: string[]) {
    await db.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId));
    if (uploadIds.length)
      await db.insert(messageAttachments).values(uploadIds.map((uploadId, position) => ({ messageId, uploadId, position })));
  },

  /** Of these uploads, those attached to a message the owner has a copy of (what they may forward). */
  async attachmentsVisibleTo(db: DbOrTx, ownerId: string, uploadIds: string[]): Promise<string[]> {
    if (!uploadIds.length) return [];
    const rows = await db
      .selectDistinct({ id: messageAttachments.uploadId })
      .from(messageAttachments)
      .innerJoin(mailboxEntries, eq(mailboxEntries.messageId, messageAttachments.messageId))
      .where(and(eq(mailboxEntries.ownerId, ownerId), inArray(messageAttachments.uploadId, uploadIds)));
    return rows.map((r) => r.id);
  },

  async insertEntries(db: DbOrTx, rows: (typeof mailboxEntries.$inferInsert)[]) {
    return db.insert(mailboxEntries).values(rows).returning();
  },

  async updateEntries(db: DbOrTx, ownerId: string, ids: string[], set: Partial<typeof mailboxEntries.$inferInsert>) {
    return db
      .update(mailboxEntries)
      .set(set)
      .where(and(eq(mailboxEntries.ownerId, ownerId), inArray(mailboxEntries.id, ids)))
      .returning({ id: mailboxEntries.id });
  },

  /** Puts entries back in their home folder. */
  async restore(db: DbOrTx, ownerId: string, ids: string[]) {
    return db
      .update(mailboxEntries)
      .set({ folder: sql`${mailboxEntries.homeFolder}` })
      .where(and(eq(mailboxEntries.ownerId, ownerId), inArray(mailboxEntries.id, ids)))
      .returning({ id: mailboxEntries.id });
  },

  /** Deletes entries in Trash or Drafts; then the messages nobody has a copy of any more. */
  async deleteEntries(db: DbOrTx, ownerId: string, ids: string[]) {
    const gone = await db
      .delete(mailboxEntries)
      .where(
        and(
          eq(mailboxEntries.ownerId, ownerId),
          inArray(mailboxEntries.id, ids),
          inArray(mailboxEntries.folder, ['trash', 'drafts']),
        ),
      )
      .returning({ messageId: mailboxEntries.messageId });
    const messageIds = gone.map((g) => g.messageId);
    if (messageIds.length)
      await db
        .delete(messages)
        .where(
          and(
            inArray(messages.id, messageIds),
            sql`not exists (select 1 from ${mailboxEntries} where ${mailboxEntries.messageId} = ${messages.id})`,
          ),
        );
    return gone.length;
  },

  async settings(db: DbOrTx, userId: string): Promise<MessagingSettingsRow | null> {
    const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.userId, userId));
    return row ?? null;
  },

  async saveSettings(db: DbOrTx, userId: string, s: { emailOnMessage: boolean; emailOnTicketAnswer: boolean }) {
    const [row] = await db
      .insert(messagingSettings)
      .values({ userId, ...s })
      .onConflictDoUpdate({ target: messagingSettings.userId, set: s })
      .returning();
    return row as MessagingSettingsRow;
  },

  /** Who gets a notice mail: address, mail language, and the message/ticket choices. */
  async mailRecipient(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        verified: users.emailVerifiedAt,
        language: notificationSettings.language,
        emailOnMessage: messagingSettings.emailOnMessage,
        emailOnTicketAnswer: messagingSettings.emailOnTicketAnswer,
      })
      .from(users)
      .leftJoin(messagingSettings, eq(messagingSettings.userId, users.id))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  },
};
