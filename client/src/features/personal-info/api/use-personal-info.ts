// The page's data: the signed-in user's details, kept live by accountUpdated (a save in another tab or on
// another device arrives here and in the session), the values from imported records, and the save.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  PersonalInfoDocument,
  PersonalInfoFromRecordsDocument,
  PersonalInfoUpdatedDocument,
  UpdatePersonalInfoDocument,
} from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export function usePersonalInfo() {
  const { updateUser } = useAuth();
  const query = useQuery(PersonalInfoDocument, { fetchPolicy: 'cache-and-network' });
  // The User is normalised by id, so the event also refreshes the query above.
  useSubscriptionEvents(PersonalInfoUpdatedDocument, {
    onData: ({ data }) => {
      if (data.data) updateUser(data.data.accountUpdated);
    },
  });
  const fromRecords = useQuery(PersonalInfoFromRecordsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saveState] = useMutation(UpdatePersonalInfoDocument, {
    onCompleted: (data) => updateUser(data.updatePersonalInfo),
  });
  return { query, fromRecords, save, saving: saveState.loading };
}
