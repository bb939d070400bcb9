// While a signed-in user waits on the verify-e-mail screen, keep their record fresh: the `accountUpdated`
// subscription reports a verification done in another tab or device, and a re-check when the tab regains
// focus covers a dropped socket. Either way the auth provider's user is replaced and the guard moves on.
import { useEffect } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { AccountUpdatedDocument, MeDocument } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';

export function useVerificationWatch(active: boolean): void {
  const client = useApolloClient();
  const { updateUser } = useAuth();

  useSubscription(AccountUpdatedDocument, {
    skip: !active,
    onData: ({ data }) => {
      if (data.data) updateUser(data.data.accountUpdated);
    },
  });

  useEffect(() => {
    if (!active) return;
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }).then(
        ({ data }) => {
          if (data) updateUser(data.me);
        },
        () => {
          // The error link handles a dead session; anything else just waits for the next check.
        },
      );
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [active, client, updateUser]);
}
