// Chat rules: who may open a conversation (mutual followers, no block), who may send (no block), membership
// checks (anyone else's conversation is NOT_FOUND), and publishing after commit to both members' streams.
import type { Db } from '../../../../db/client.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { chatRepository as repo } from './chat.repository.js';
import type { ConversationListRow } from './chat.repository.js';
import { messageView } from './chat.repository.js';
import { ATTACHMENTS_MAX, MSG_MAX, PAGE_DEFAULT, PAGE_MAX } from './chat.types.js';
import type { ChatMessageView, ChatPersonView, ConversationView, MessagePage, MessagingRules } from './chat.types.js';
import { isBlank } from '../../lib/visible-text.js';

/** What the chat needs from uploads: that every attached id is the sender's own upload. */
export interface AttachmentOwnership {
  ownedBy(ownerId: string, ids: readonly string[]): Promise<unknown[]>;
}

const SEARCH_MAX = 100;
const PEOPLE_MAX = 50;

const iso = (v: string | Date) => new Date(v).toISOString();

function cleanSearch(search: string | null | undefined): string | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  if (s.length > SEARCH_MAX)
    throw badInput('search', `Search is limited to ${SEARCH_MAX} characters.`, { reason: 'TOO_LONG', max: SEARCH_MAX });
  return s;
}

export class ChatService {
  constructor(private readonly d: { db: Db; pubsub: PubSub; rules: MessagingRules; uploads: AttachmentOwnership }) {}

  async list(userId: string, search?: string | null): Promise<ConversationView[]> {
    const rows = await repo.listForMember(this.d.db, userId, { search: cleanSearch(search) });
    const blocked = new Set(await this.d.rules.blockedIds(userId));
    return rows.map((r) => this.view(r, blocked));
  }

  async get(userId: string, id: string): Promise<ConversationView> {
    if (!isUuid(id)) throw notFound('No such conversation.');
    const [row] = await repo.listForMember(this.d.db, userId, { id });
    if (!row) throw notFound('No such conversation.');
    const blocked = await this.d.rules.isBlockedEitherWay(userId, row.other_id);
    return this.view(row, new Set(blocked ? [row.other_id] : []));
  }

  async messages(
    userId: string,
    conversationId: string,
    args: { after?: string | null; before?: string | null; limit?: number | null },
  ): Promise<MessagePage> {
    await this.member(userId, conversationId);
    if (args.after && args.before) throw badInput('after', 'Give either after or before, not both.');
    const cursor = args.after ?? args.before;
    if (cursor && !(isUuid(cursor) && (await repo.contains(this.d.db, conversationId, cursor)))) {
      throw notFound('No such message in this conversation.');
    }
    const limit = args.limit ?? PAGE_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) {
      throw badInput('limit', `limit must be between 1 and ${PAGE_MAX}.`);
    }
    const page = await repo.page(
      this.d.db,
      conversationId,
      { after: args.after ?? undefined, before: args.before ?? undefined },
      limit,
    );
    return { messages: page.rows, hasMore: page.hasMore };
  }

  /** Members the viewer may start a chat with: they follow each other and no block stands between them. */
  async people(userId: string, search?: string | null): Promise<ChatPersonView[]> {
    const [followers, following, blocked] = await Promise.all([
      this.d.rules.followerIds(userId),
      this.d.rules.followingIds(userId),
      this.d.rules.blockedIds(userId),
    ]);
    const followsMe = new Set(followers);
    const blockedSet = new Set(blocked);
    const mutual = following.filter((id) => followsMe.has(id) && !blockedSet.has(id) && id !== userId);
    return repo.people(this.d.db, mutual, cleanSearch(search), PEOPLE_MAX);
  }

  /** A member's name as the chat shows it (verified, not banned), or nothing. */
  personById(id: string): Promise<ChatPersonView[]> {
    return repo.people(this.d.db, [id], undefined, 1);
  }

  /** Whether the viewer may start a chat with `otherId` (used by contacts when linking a member). */
  canStart(userId: string, otherId: string): Promise<boolean> {
    return userId === otherId ? Promise.resolve(false) : this.d.rules.canMessage(userId, otherId);
  }

  async start(userId: string, otherId: string): Promise<ConversationView> {
    if (otherId === userId) throw badInput('userId', 'You cannot start a chat with yourself.', 'NOT_YOURSELF');
    // A block hides each member from the other (relationships): "not found", like an unknown id.
    if (
      !isUuid(otherId) ||
      !(await repo.people(this.d.db, [otherId], undefined, 1)).length ||
      (await this.d.rules.isBlockedEitherWay(userId, otherId))
    ) {
      throw notFound('No such member.');
    }
    if (!(await this.d.rules.canMessage(userId, otherId))) {
      throw forbidden('You can chat with a member once you follow each other (and neither has blocked the other).');
    }
    const c = await repo.openPair(this.d.db, userId, otherId);
    return this.get(userId, c.id);
  }

  async send(
    userId: string,
    conversationId: string,
    input: { msg?: string | null; attachmentIds?: readonly string[] | null },
  ): Promise<ChatMessageView> {
    const c = await this.member(userId, conversationId);
    const trimmed = (input.msg ?? '').trim();
    const msg = isBlank(trimmed) ? '' : trimmed;
    const attachmentIds = [...new Set(input.attachmentIds ?? [])];
    if (!msg && !attachmentIds.length) throw badInput('msg', 'Write a message or attach a file.', 'REQUIRED');
    if (msg.length > MSG_MAX)
      throw badInput('msg', `A message is limited to ${MSG_MAX} characters.`, { reason: 'TOO_LONG', max: MSG_MAX });
    if (attachmentIds.length > ATTACHMENTS_MAX) {
      throw badInput('attachmentIds', `At most ${ATTACHMENTS_MAX} attachments per message.`, {
        reason: 'TOO_MANY',
        max: ATTACHMENTS_MAX,
      });
    }
    const otherId = c.userLowId === userId ? c.userHighId : c.userLowId;
    if (await this.d.rules.isBlockedEitherWay(userId, otherId)) {
      throw forbidden('You can no longer send messages in this conversation.');
    }
    if (attachmentIds.length) {
      if (!attachmentIds.every(isUuid)) throw notFound('No such upload.');
      // NOT_FOUND when any id is not one of the sender's own uploads.
      await this.d.uploads.ownedBy(userId, attachmentIds);
    }
    const message = await repo.insertMessage(this.d.db, {
      conversationId,
      senderId: userId,
      msg,
      type: attachmentIds.length ? 'file' : 'text',
      attachmentIds,
    });
    if (!message) throw notFound('No such conversation.');
    const event = { kind: 'MESSAGE', conversationId, message } as const;
    this.d.pubsub.publish('chat:event', otherId, event);
    this.d.pubsub.publish('chat:event', userId, event);
    return message;
  }

  async markRead(userId: string, conversationId: string, messageId?: string | null): Promise<ConversationView> {
    const c = await this.member(userId, conversationId);
    if (messageId && !(isUuid(messageId) && (await repo.contains(this.d.db, conversationId, messageId)))) {
      throw notFound('No such message in this conversation.');
    }
    const readAt = await repo.markRead(this.d.db, conversationId, userId, messageId ?? null);
    if (readAt) {
      const otherId = c.userLowId === userId ? c.userHighId : c.userLowId;
      const event = { kind: 'READ', conversationId, userId, readAt: readAt.toISOString() } as const;
      this.d.pubsub.publish('chat:event', otherId, event);
      // The reader's other tabs update their unread badge too.
      this.d.pubsub.publish('chat:event', userId, event);
    }
    return this.get(userId, conversationId);
  }

  /** Ephemeral: published to the other member only, never stored. Refused like a send when blocked. */
  async typing(userId: string, conversationId: string, typing: boolean): Promise<boolean> {
    const c = await this.member(userId, conversationId);
    const otherId = c.userLowId === userId ? c.userHighId : c.userLowId;
    if (await this.d.rules.isBlockedEitherWay(userId, otherId)) return false;
    this.d.pubsub.publish('chat:event', otherId, { kind: 'TYPING', conversationId, userId, typing });
    return true;
  }

  private async member(userId: string, conversationId: string) {
    const c = isUuid(conversationId) ? await repo.findForMember(this.d.db, conversationId, userId) : null;
    if (!c) throw notFound('No such conversation.');
    return c;
  }

  private view(r: ConversationListRow, blocked: Set<string>): ConversationView {
    return {
      id: r.id,
      other: { id: r.other_id, firstName: r.other_first_name, lastName: r.other_last_name },
      lastMessage: r.last ? messageView(r.last) : null,
      unreadCount: Number(r.unread),
      otherReadAt: r.other_read_at === null ? null : iso(r.other_read_at),
      otherOnline: r.other_online && !blocked.has(r.other_id),
      canSend: !blocked.has(r.other_id),
      createdAt: iso(r.created_at),
    };
  }
}
