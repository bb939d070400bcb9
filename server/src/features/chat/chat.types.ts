// What the chat hands to GraphQL and across the event bus. Views are JSON-safe (ISO times) so an event that
// went through Redis resolves exactly like one published in process.
import type { ChatMessageType } from '../../../../db/schema/index.js';

export interface ChatPersonView {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ChatMessageView {
  id: string;
  conversationId: string;
  msg: string;
  type: ChatMessageType;
  senderId: string;
  /** ISO 8601, millisecond precision. */
  createdAt: string;
  attachmentIds: string[];
}

export interface ConversationView {
  id: string;
  other: ChatPersonView;
  lastMessage: ChatMessageView | null;
  unreadCount: number;
  otherReadAt: string | null;
  /** The other member was active in the portal within ONLINE_WINDOW_MS (never shown across a block). */
  otherOnline: boolean;
  canSend: boolean;
  createdAt: string;
}

export type ChatEventPayload =
  | { kind: 'MESSAGE'; conversationId: string; message: ChatMessageView }
  | { kind: 'READ'; conversationId: string; userId: string; readAt: string }
  | { kind: 'TYPING'; conversationId: string; userId: string; typing: boolean };

export interface MessagePage {
  messages: ChatMessageView[];
  hasMore: boolean;
}

/** What the chat needs from the relationships feature (follows and blocks). */
export interface MessagingRules {
  canMessage(a: string, b: string): Promise<boolean>;
  isBlockedEitherWay(a: string, b: string): Promise<boolean>;
  blockedIds(userId: string): Promise<string[]>;
  followerIds(userId: string): Promise<string[]>;
  followingIds(userId: string): Promise<string[]>;
}

export const MSG_MAX = 4000;
/**
 * "Online" is "active lately": users.lastActiveAt moves at most once a minute on a signed-in request (every
 * instance writes it, so no in-memory presence to share), and an open chat page asks for its list every minute.
 */
export const ONLINE_WINDOW_MS = 5 * 60_000;
export const ATTACHMENTS_MAX = 10;
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
