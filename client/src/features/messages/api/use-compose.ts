// The composer's server side: recipient search, draft autosave (debounced; one save at a time so a slow
// save never lands after a newer one), and sending.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  MailRecipientsDocument,
  SaveMailDraftDocument,
  SendMailDocument,
  type MailInput,
} from '../../../gql/graphql';
import { dropCachedPages } from '../../../shared/api/drop-cached-pages';

export const AUTOSAVE_MS = 1200;

export function useRecipientSearch(search: string) {
  const { data, loading } = useQuery(MailRecipientsDocument, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-first',
  });
  return { people: data?.mailRecipients ?? [], loading };
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** Saves `input` as a draft AUTOSAVE_MS after the last change; returns the draft id once there is one. */
export function useDraftAutosave(input: Omit<MailInput, 'draftId'>, dirty: boolean, initialDraftId: string | null) {
  const client = useApolloClient();
  const [draftId, setDraftId] = useState<string | null>(initialDraftId);
  const [state, setState] = useState<SaveState>('idle');
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  // The draft id is owned by the ref (saves read it); the state mirrors it for rendering.
  const idRef = useRef(draftId);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const saveNow = useCallback((): Promise<string | null> => {
    const run = chain.current.then(async () => {
      setState('saving');
      const res = await client.mutate({
        mutation: SaveMailDraftDocument,
        variables: { input: { ...latest.current, draftId: idRef.current } },
      });
      const id = res.data?.saveMailDraft.id ?? null;
      idRef.current = id;
      setDraftId(id);
      setState('saved');
      void client.refetchQueries({ include: ['MailCounts'] });
      return id;
    });
    chain.current = run.catch(() => setState('error'));
    return run;
  }, [client]);

  const key = JSON.stringify(input);
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void saveNow().catch(() => undefined), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [key, dirty, saveNow]);

  /** Waits for any save under way (sending must not race a save of the same draft). */
  const settle = useCallback(() => chain.current.then(() => idRef.current), []);
  return { draftId, state, saveNow, settle };
}

export function useSendMail() {
  return useMutation(SendMailDocument, {
    update: dropCachedPages('mailbox'),
    refetchQueries: ['Mailbox', 'MailCounts'],
    awaitRefetchQueries: true,
  });
}
