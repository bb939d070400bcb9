// The notes list (searched on the server), kept live by notesChanged: saves from other tabs update the cache
// (notes are normalised by id), a new note from elsewhere refetches the list, a deletion evicts it.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CreateNoteDocument, DeleteNoteDocument, NotesChangedDocument, NotesDocument } from '../../../gql/graphql';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export function useNotes(search: string, onRemoteDelete: (id: string) => void) {
  const client = useApolloClient();
  const query = useQuery(NotesDocument, { variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
  useSubscriptionEvents(NotesChangedDocument, {
    onData: ({ data }) => {
      const event = data.data?.notesChanged;
      if (!event) return;
      if (event.deletedId) {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Note', id: event.deletedId }) });
        client.cache.gc();
        onRemoteDelete(event.deletedId);
      } else if (event.note && !query.data?.notes.some((n) => n.id === event.note?.id)) {
        void query.refetch();
      }
    },
  });
  const [create, createState] = useMutation(CreateNoteDocument, { refetchQueries: [NotesDocument] });
  const [remove] = useMutation(DeleteNoteDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Note', id: data.deleteNote.id }) });
      cache.gc();
    },
  });
  return { query, create, creating: createState.loading, remove };
}
