import { useMutation, useQuery } from '@apollo/client/react';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../../../gql/graphql';

export function useNotificationSettings() {
  return useQuery(NotificationSettingsDocument, { fetchPolicy: 'cache-and-network' });
}

/** The saved settings come back and replace the cached query result (same fields). */
export function useUpdateNotificationSettings() {
  return useMutation(UpdateNotificationSettingsDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { notificationSettings: data.updateNotificationSettings },
        });
    },
  });
}
