// The contacts page's data: the list for the chosen filter, the departments, and the mutations. Mutations
// refetch the list and departments (a star, a delete or an edit may move a contact between lists).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddContactDocument,
  ContactDepartmentsDocument,
  ContactsDocument,
  DeleteContactDocument,
  EmptyContactTrashDocument,
  MessageContactDocument,
  RestoreContactDocument,
  SetContactStarredDocument,
  UpdateContactDocument,
  type ContactList,
} from '../../../gql/graphql';

export interface ContactFilter {
  list: ContactList;
  department: string | null;
}

export function useContacts(filter: ContactFilter, search: string) {
  const query = useQuery(ContactsDocument, {
    variables: { list: filter.list, department: filter.department, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const departments = useQuery(ContactDepartmentsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [ContactsDocument, ContactDepartmentsDocument];
  // Add, delete and restore resolve once the list is re-read: the page then shows (and focuses) the pane for
  // the new list, not for one the refetch is about to replace.
  const moves = { refetchQueries, awaitRefetchQueries: true };
  const [add] = useMutation(AddContactDocument, moves);
  const [update] = useMutation(UpdateContactDocument, { refetchQueries });
  const [star] = useMutation(SetContactStarredDocument, { refetchQueries });
  const [remove] = useMutation(DeleteContactDocument, moves);
  const [restore] = useMutation(RestoreContactDocument, moves);
  const [emptyTrash] = useMutation(EmptyContactTrashDocument, { refetchQueries });
  const [message] = useMutation(MessageContactDocument);
  return { query, departments, add, update, star, remove, restore, emptyTrash, message };
}
