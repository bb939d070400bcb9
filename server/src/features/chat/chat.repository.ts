// SQL of the chat. Raw SQL where one statement does the work (the conversation list with its last message and
// unread count; keyset pages on (created_at, id)). Returns null for not-found; the service decides.
import { and, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import {
  chatMessages,
  conversationMembers,
  conversations,
} from '../../../../db/schema/index.js';
import type { ChatMessageType, ConversationRow } from '../../../../db/schema/index.js';
import type { ChatMessageView, ChatPersonView } from './chat.types.js';
import { ONLINE_WINDOW_MS } from './chat.types.js';

type Rows<T> = { rows: T[] };

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  type: ChatMessageType;
  msg: string;
  created_at: string | Date;
  attachment_ids: string[] | null;
}

export interface ConversationListRow {
  id: string;
  created_at: string | Date;
  other_id: string;
  other_first_name: string | null;
  other_last_name: string | null;
  other_read_at: string | Date | null;
  other_online: boolean;
  unread: number | string;
  last: MessageRow | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

export function messageView(r: MessageRow): ChatMessageView {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    type: r.type,
    msg: r.msg,
    createdAt: iso(r.created_at),
    attachmentIds: r.attachment_ids ?? [],
  };
}

/** The columns of a message row plus its attachment ids in order (the link table keeps the position). */
const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.type, m.msg, m.created_at,
  array(select a.upload_id from chat_message_attachments a where a.message_id = m.id order by a.position) as attachment_ids`;

export const chatRepository = {
  /** The conversation if `userId` is one of its two members. */
  async findForMember(db: DbOrTx, id: string, userId: string): Promise<ConversationRow | null> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.id, id), or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId))),
      );
    return row ?? null;
  },

  /** The pair's conversation, created (with both member rows) if it does not exist; safe under races. */
  async openPair(db: DbOrTx, a: string, b: string): Promise<ConversationRow> {
    const [low, high] = a < b ? [a, b] : [b, a];
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(conversations)
        .values({ userLowId: low, userHighId: high })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await tx.insert(conversationMembers).values([
          { conversationId: created.id, userId: low },
          { conversationId: created.id, userId: high },
        ]);
        return created;
      }
      const [existing] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
      if (!existing) throw new Error('conversation vanished between insert and select');
      return existing;
    });
  },

  /** The member's conversations with the other member, their read mark, the last message and the unread count. */
  async listForMember(
    db: DbOrTx,
    userId: string,
    opts: { id?: string; search?: string },
  ): Promise<ConversationListRow[]> {
    const filters: SQL[] = [sql`me.user_id = ${userId}`];
    if (opts.id) filters.push(sql`c.id = ${opts.id}`);
    if (opts.search) {
      const like = `%${opts.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      filters.push(sql`(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) ilike ${like}`);
    }
    const resRaw: unknown = await db.execute(sql`
      select c.id, c.created_at, o.id as other_id, o.first_name as other_first_name, o.last_name as other_last_name,
        om.last_read_at as other_read_at,
        coalesce(o.last_active_at >= now() - make_interval(mins => ${sql.raw(String(ONLINE_WINDOW_MS / 60_000))}), false) as other_online,
        (select count(*) from chat_messages x where x.conversation_id = c.id and x.sender_id <> me.user_id
           and x.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)) as unread,
        (select row_to_json(l) from (select ${MESSAGE_COLUMNS} from chat_messages m where m.conversation_id = c.id
           order by m.created_at desc, m.id desc limit 1) l) as last
      from conversation_members me
      join conversations c on c.id = me.conversation_id
      join conversation_members om on om.conversation_id = c.id and om.user_id <> me.user_id
      join users o on o.id = om.user_id
      where ${sql.join(filters, sql` and `)}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id
      limit 500`);
    const res = resRaw as Rows<ConversationListRow>;
    return res.rows;
  },

  /** Whether the message belongs to the conversation. */
  async contains(db: DbOrTx, conversationId: string, messageId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)));
    return Boolean(row);
  },

  /** A keyset page: `after` ascending from a message, `before` descending to it, or the newest. Oldest first. */
  async page(
    db: DbOrTx,
    conversationId: string,
    cursor: { after?: string; before?: string },
    limit: number,
  ): Promise<{ rows: ChatMessageView[]; hasMore: boolean }> {
    const at = (id: string) => sql`(select p.created_at, p.id from chat_messages p where p.id = ${id})`;
    const where = cursor.after
      ? sql`and (m.created_at, m.id) > ${at(cursor.after)}`
      : cursor.before
        ? sql`and (m.created_at, m.id) < ${at(cursor.before)}`
        : sql``;
    const dir = cursor.after ? sql`asc` : sql`desc`;
    const resRaw: unknown = await db.execute(sql`
      select ${MESSAGE_COLUMNS} from chat_messages m
      where m.conversation_id = ${conversationId} ${where}
      order by m.created_at ${dir}, m.id ${dir}
      limit ${limit + 1}`);
    const res = resRaw as Rows<MessageRow>;
    const rows = res.rows.slice(0, limit).map(messageView);
    if (!cursor.after) rows.reverse();
    return { rows, hasMore: res.rows.length > limit };
  },

  /**
   * Stores a message in one statement (one round trip; atomic as any statement is). Its first step locks the
   * conversation row, which serialises sends in it until commit, and takes max(now, last + 1 ms) as the message
   * time: strictly increasing in commit order (see db/schema/chat.ts). The attachments keep their order and
   * the sender's read mark moves to their own message.
   */
  async insertMessage(
    db: DbOrTx,
    m: { conversationId: string; senderId: string; msg: string; type: ChatMessageType; attachmentIds: string[] },
  ): Promise<ChatMessageView | null> {
    const ids = sql`${`{${m.attachmentIds.join(',')}}`}::uuid[]`;
    const res: unknown = await db.execute(sql`
      with clock as (
        update conversations set last_message_at = greatest(date_trunc('milliseconds', clock_timestamp()),
          coalesce(last_message_at + interval '1 millisecond', '-infinity'::timestamptz))
        where id = ${m.conversationId} returning id, last_message_at),
      ins as (
        insert into chat_messages (conversation_id, sender_id, msg, type, created_at)
        select id, ${m.senderId}, ${m.msg}, ${m.type}, last_message_at from clock
        returning id, conversation_id, sender_id, type, msg, created_at),
      att as (
        insert into chat_message_attachments (message_id, upload_id, position)
        select ins.id, u.upload_id, (u.ord - 1)::int from ins, unnest(${ids}) with ordinality as u(upload_id, ord)),
      mark as (
        update conversation_members set last_read_at = (select created_at from ins)
        where conversation_id = ${m.conversationId} and user_id = ${m.senderId})
      select ins.*, ${ids}::text[] as attachment_ids from ins`);
    const row = (res as Rows<MessageRow>).rows[0];
    return row ? messageView(row) : null;
  },

  /**
   * Moves the member's read mark forward to the message's time (or the newest message's); never backwards.
   * Returns the new mark when it moved, null otherwise.
   */
  async markRead(db: DbOrTx, conversationId: string, userId: string, messageId: string | null): Promise<Date | null> {
    const target = messageId
      ? sql`(select created_at from chat_messages where id = ${messageId} and conversation_id = ${conversationId})`
      : sql`(select last_message_at from conversations where id = ${conversationId})`;
    const resRaw: unknown = await db.execute(sql`
      update conversation_members set last_read_at = ${target}
      where conversation_id = ${conversationId} and user_id = ${userId}
        and ${target} is not null and (last_read_at is null or last_read_at < ${target})
      returning last_read_at`);
    const res = resRaw as Rows<{ last_read_at: string | Date }>;
    const at = res.rows[0]?.last_read_at;
    return at === undefined ? null : new Date(at);
  },

  /** Verified, not banned members among `ids`, by name, at most `limit`; `search` matches the name. */
  async people(db: DbOrTx, ids: string[], search: string | undefined, limit: number): Promise<ChatPersonView[]> {
    if (!ids.length) return [];
    const like = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
    const resRaw: unknown = await db.execute(sql`
      select id, first_name, last_name from users
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and email_verified_at is not null and banned_at is null
        ${like ? sql`and (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike ${like}` : sql``}
      order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id
      limit ${limit}`);
    const res = resRaw as Rows<{ id: string; first_name: string | null; last_name: string | null }>;
    return res.rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name }));
  },
};
