// The chat page's live wiring: the conversation list, the one `chatEvents` stream (messages, read marks,
// typing), and what a reconnect must redo (the list, and the open thread's catch-up).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChatEventsDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  SendMessageDocument,
  SetTypingDocument,
  StartConversationDocument,
} from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { useThread } from './use-thread';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

/** How long a "typing" event shows without a new one (the sender repeats it every few seconds). */
const TYPING_SHOWS_MS = 6000;
const TYPING_REPEAT_MS = 3000;
const LIST_POLL_MS = 60_000;

export function useChat(conversationId: string | null, search: string) {
  const conversations = useQuery(ConversationsDocument, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
    // The online dots (otherOnline) have no event of their own: the list is asked for again every minute,
    // which also keeps the viewer counted as active while the page is open.
    pollInterval: LIST_POLL_MS,
  });
  const thread = useThread(conversationId);
  const [typingIn, setTypingIn] = useState<Record<string, number>>({});
  const refetchSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refetchList = useCallback(() => {
    if (refetchSoon.current) clearTimeout(refetchSoon.current);
    refetchSoon.current = setTimeout(() => void conversations.refetch(), 50);
  }, [conversations]);

  useSubscriptionEvents(ChatEventsDocument, {
    onData: ({ data }) => {
      const e = data.data?.chatEvents;
      if (!e) return;
      if (e.kind === 'TYPING') {
        setTypingIn((m) => ({ ...m, [e.conversationId]: e.typing ? Date.now() + TYPING_SHOWS_MS : 0 }));
        return;
      }
      if (e.kind === 'MESSAGE' && e.message) {
        thread.receive(e.message);
        // The sender stopped typing once their message is here.
        setTypingIn((m) => ({ ...m, [e.conversationId]: 0 }));
      }
      refetchList();
    },
  });

  // A new connection after a drop: fetch what was missed while it was down.
  const { epoch } = useConnectionState();
  const seenEpoch = useRef(epoch);
  const { catchUp } = thread;
  useEffect(() => {
    if (epoch === seenEpoch.current) return;
    const first = seenEpoch.current === 0;
    seenEpoch.current = epoch;
    if (first) return;
    void conversations.refetch();
    void catchUp();
  }, [epoch, catchUp, conversations]);

  useEffect(
    () => () => {
      if (refetchSoon.current) clearTimeout(refetchSoon.current);
    },
    [],
  );

  const [sendMutation] = useMutation(SendMessageDocument);
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [start] = useMutation(StartConversationDocument);
  const [typingMutation] = useMutation(SetTypingDocument);
  const lastTypingSent = useRef(0);

  const send = useCallback(
    async (id: string, msg: string, attachmentIds: string[]) => {
      lastTypingSent.current = 0;
      const res = await sendMutation({ variables: { conversationId: id, msg, attachmentIds } });
      if (res.data) thread.receive(res.data.sendMessage);
      refetchList();
    },
    [sendMutation, thread, refetchList],
  );

  /** Called on every keystroke: tells the other member at most every few seconds. */
  const typed = useCallback(
    (id: string) => {
      const now = Date.now();
      if (now - lastTypingSent.current < TYPING_REPEAT_MS) return;
      lastTypingSent.current = now;
      void typingMutation({ variables: { conversationId: id, typing: true } }).catch(() => undefined);
    },
    [typingMutation],
  );

  return { conversations, thread, typingIn, send, markRead, start, typed, refetchList };
}
