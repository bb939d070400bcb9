// The /ai page's data: the chat and the user's state, kept live by aiChatEvents. Chunks of the reply in progress
// are kept here (keyed by the question they answer) until the stored reply arrives; any tab of the user sees
// the same stream, including messages sent from another tab.
import { useCallback, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AiChatDocument,
  AiChatEventsDocument,
  AiClearChatDocument,
  AiRequestAccessDocument,
  AiRetryDocument,
  AiSendDocument,
  AiStopDocument,
  AiUserStateDocument,
  AiWithdrawAccessDocument,
} from '../../../gql/graphql';
import type { AiMessageFieldsFragment } from '../../../gql/graphql';
import { usePageLanguage } from './use-page-language';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export interface Streaming {
  replyTo: string;
  text: string;
  tool: string | null;
}

export function useAiChat() {
  const language = usePageLanguage();
  const state = useQuery(AiUserStateDocument, { fetchPolicy: 'cache-and-network' });
  const valid = Boolean(state.data?.aiUserState.requestValid);
  const chat = useQuery(AiChatDocument, { fetchPolicy: 'cache-and-network', skip: !valid });
  const [streaming, setStreaming] = useState<Streaming | null>(null);
  const client = useApolloClient();
  // Messages go straight into the cached chat (refetches could land out of order and resurrect "pending").
  const upsert = useCallback(
    (m: AiMessageFieldsFragment, answered?: { replyTo: string; status: AiMessageFieldsFragment['status'] }) => {
      client.cache.updateQuery({ query: AiChatDocument }, (d) => {
        if (!d) return d;
        // A question seen again is a retry: it is pending anew and its failed reply, after it, is gone.
        const at = m.sender === 'USER' ? d.aiChat.findIndex((x) => x.id === m.id) : -1;
        const list = (at >= 0 ? d.aiChat.slice(0, at) : d.aiChat)
          .filter((x) => x.id !== 'opener' && x.id !== m.id)
          .map((x) => (answered && x.id === answered.replyTo ? { ...x, status: answered.status } : x));
        return { aiChat: [...list, m] };
      });
    },
    [client],
  );
  const refresh = useCallback(() => {
    void state.refetch();
  }, [state]);

  useSubscriptionEvents(AiChatEventsDocument, {
    skip: !valid,
    onData: ({ data }) => {
      const e = data.data?.aiChatEvents;
      if (!e) return;
      if (e.message) upsert(e.message, e.type === 'MESSAGE' && e.replyTo ? { replyTo: e.replyTo, status: e.message.status === 'FAILED' ? 'FAILED' : 'ANSWERED' } : undefined);
      switch (e.type) {
        case 'CHUNK':
          // The first chunk after a read starts the answer: the words before it ("Looking at your data…") were
          // progress, and the stored reply holds the answer only (reply-runner.ts).
          setStreaming((s) => ({
            replyTo: e.replyTo ?? '',
            text: (s?.replyTo === e.replyTo && s.tool === null ? s.text : '') + (e.delta ?? ''),
            tool: null,
          }));
          break;
        case 'TOOL':
          setStreaming((s) => ({ replyTo: e.replyTo ?? '', text: s?.replyTo === e.replyTo ? s.text : '', tool: e.tool ?? null }));
          break;
        case 'USER_MESSAGE':
          setStreaming({ replyTo: e.replyTo ?? '', text: '', tool: null });
          refresh();
          break;
        case 'MESSAGE':
          setStreaming(null);
          break;
        case 'CLEARED':
          setStreaming(null);
          void chat.refetch();
          break;
      }
    },
  });

  const [sendMutation, sending] = useMutation(AiSendDocument);
  const [stop] = useMutation(AiStopDocument);
  const [retry] = useMutation(AiRetryDocument);
  const [clear] = useMutation(AiClearChatDocument);
  const [allow, allowing] = useMutation(AiRequestAccessDocument, { refetchQueries: [AiUserStateDocument] });
  const [withdraw] = useMutation(AiWithdrawAccessDocument, { refetchQueries: [AiUserStateDocument] });

  const send = useCallback(
    async (msg: string) => {
      const res = await sendMutation({ variables: { msg, language } });
      const sent = res.data?.aiSend;
      // The event may have brought it already, and even the reply: only add it when it is not there.
      if (sent && !client.cache.readQuery({ query: AiChatDocument })?.aiChat.some((m) => m.id === sent.id)) upsert(sent);
      refresh();
      return res;
    },
    [sendMutation, language, refresh, client, upsert],
  );

  const last = chat.data?.aiChat.at(-1);
  return {
    state,
    /** Spec §4: pending while the last message is the user's (its reply not stored yet). */
    pending: last?.sender === 'USER' && last.status === 'PENDING',
    chat,
    streaming,
    send,
    sending: sending.loading,
    stop: () => stop(),
    retry: () => retry({ variables: { language } }),
    clear: async () => {
      await clear();
      await chat.refetch();
    },
    allow: () => allow(),
    allowing: allowing.loading,
    withdraw: () => withdraw(),
  };
}
