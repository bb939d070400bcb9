import { useMutation, useQuery } from '@apollo/client/react';
import { MessagingSettingsDocument, UpdateMessagingSettingsDocument } from '../../../gql/graphql';

/** The "e-mail me a notice" choices (shared with the tickets page, which reads the same query). */
export function useMessagingSettings() {
  const { data } = useQuery(MessagingSettingsDocument);
  const [update, { loading }] = useMutation(UpdateMessagingSettingsDocument, {
    refetchQueries: ['MessagingSettings'],
  });
  return { settings: data?.messagingSettings ?? null, update, saving: loading };
}
