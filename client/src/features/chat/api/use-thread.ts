// One conversation's messages, kept in order (createdAt, then id) and without duplicates whatever the path
// they came by: the first page, older pages, live events, and the catch-up after a reconnect, which asks
// the server for everything after the last message held (`after`) until nothing more is missing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChatMessagesDocument, type ChatMessageFieldsFragment } from '../../../gql/graphql';

export type ChatMessage = ChatMessageFieldsFragment;

interface ThreadState {
  conversationId: string | null;
  messages: ChatMessage[];
  hasOlder: boolean;
  loading: boolean;
  error: unknown;
}

const EMPTY: ThreadState = { conversationId: null, messages: [], hasOlder: false, loading: false, error: null };
const CATCH_UP_PAGE = 100;

function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : String(a.createdAt) < String(b.createdAt) ? -1 : 1,
  );
}

export function useThread(conversationId: string | null) {
  const client = useApolloClient();
  const [state, setState] = useState<ThreadState>(EMPTY);
  const current = useRef(state);
  current.current = state;

  const fetchPage = useCallback(
    async (id: string, vars: { after?: string; before?: string; limit?: number }) => {
      const res = await client.query({
        query: ChatMessagesDocument,
        variables: { conversationId: id, ...vars },
        fetchPolicy: 'network-only',
      });
      if (!res.data) throw new Error('The messages could not be loaded.');
      return res.data.chatMessages;
    },
    [client],
  );

  useEffect(() => {
    if (!conversationId) return;
    let live = true;
    fetchPage(conversationId, {}).then(
      (page) => {
        if (!live) return;
        setState((s) => ({
          conversationId,
          loading: false,
          error: null,
          hasOlder: page.hasMore,
          // Live messages may have arrived while the page loaded.
          messages: merge(s.conversationId === conversationId ? s.messages : [], page.messages),
        }));
      },
      (error: unknown) => live && setState({ ...EMPTY, conversationId, error }),
    );
    return () => {
      live = false;
    };
  }, [conversationId, fetchPage]);

  /** A live message (from the subscription or our own send). */
  const receive = useCallback((message: ChatMessage) => {
    setState((s) =>
      s.conversationId === message.conversationId ? { ...s, messages: merge(s.messages, [message]) } : s,
    );
  }, []);

  /** After a reconnect: fetch what came after the last message held, page by page. */
  const catchUp = useCallback(async () => {
    const id = current.current.conversationId;
    if (!id) return;
    for (;;) {
      const last = current.current.messages.at(-1);
      const page = await fetchPage(id, last ? { after: last.id, limit: CATCH_UP_PAGE } : {});
      if (current.current.conversationId !== id) return;
      setState((s) => ({ ...s, messages: merge(s.messages, page.messages) }));
      current.current = { ...current.current, messages: merge(current.current.messages, page.messages) };
      if (!last || !page.hasMore) return;
    }
  }, [fetchPage]);

  const loadOlder = useCallback(async () => {
    const { conversationId: id, messages } = current.current;
    const first = messages[0];
    if (!id || !first) return;
    const page = await fetchPage(id, { before: first.id });
    setState((s) =>
      s.conversationId === id ? { ...s, hasOlder: page.hasMore, messages: merge(s.messages, page.messages) } : s,
    );
  }, [fetchPage]);

  // Until the first page of a newly opened conversation is in, show it as loading (nothing of the previous one).
  const shown =
    state.conversationId === conversationId ? state : { ...EMPTY, conversationId, loading: Boolean(conversationId) };
  return { ...shown, receive, catchUp, loadOlder };
}
