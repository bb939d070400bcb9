// Shapes that cross the assistant feature's boundary: the JSON-safe message view (what the API returns and
// what the event bus carries, so an event through Redis looks exactly like a query result) and the events.
import type { AiSourceJson } from '../../../../db/schema/index.js';

export type AiSource = AiSourceJson;
export type AiLanguage = 'en' | 'fr' | 'ar' | 'zh';

export interface AiMessageView {
  id: string;
  sender: 'user' | 'ai';
  message: string;
  /** Epoch milliseconds (spec §3). */
  time: number;
  status: 'pending' | 'answered' | 'done' | 'stopped' | 'failed';
  sources: AiSource[];
  engine: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

export type AiChatEventPayload =
  | { type: 'USER_MESSAGE'; replyTo: string; message: AiMessageView }
  | { type: 'TOOL'; replyTo: string; tool: string }
  | { type: 'CHUNK'; replyTo: string; delta: string }
  | { type: 'MESSAGE'; replyTo: string; message: AiMessageView }
  | { type: 'CLEARED'; replyTo: null };

/** The opener of an empty chat (spec §3: exactly this text; the page translates it by its id). */
export const OPENER_ID = 'opener';
export const OPENER_TEXT = 'Whats on your mind?';
export const MAX_MESSAGE_LENGTH = 2_000;
