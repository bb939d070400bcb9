// While a signed-in user waits on the verify-e-mail screen, keep their record fresh: the `accountUpdated`
// subscription reports a verification done in another tab or device, and a re-check when the tab regains
// focus covers a dropped socket. Either way the auth provider's user is replaced and the guard moves on.
// Neither uses Apollo (the guest screens do not load it, issue 15 §3): the re-check is a plain fetch and the
// subscription goes straight to the graphql-ws client, loaded with this screen.
import { useEffect } from 'react';
import { AccountUpdatedDocument, MeDocument, type AccountUpdatedSubscription } from '../../../gql-session/graphql';
import { fetchGraphQL } from '../../../shared/api/graphql-fetch';
import { useAuth } from '../../../shared/auth/auth-context';

export function useVerificationWatch(active: boolean): void {
  const { updateUser } = useAuth();

  useEffect(() => {
    if (!active) return;
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    void import('../../../shared/api/ws-client').then(({ wsClient }) => {
      if (stopped) return;
      unsubscribe = wsClient.subscribe<AccountUpdatedSubscription>(
        { query: String(AccountUpdatedDocument) },
        {
          next: ({ data }) => {
            if (data) updateUser(data.accountUpdated);
          },
          // A refused subscription or a dropped socket: the focus re-check below still catches the change.
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [active, updateUser]);

  useEffect(() => {
    if (!active) return;
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      fetchGraphQL(MeDocument).then(
        (data) => updateUser(data.me),
        () => {
          // A dead session is reported by the fetch itself; anything else just waits for the next check.
        },
      );
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [active, updateUser]);
}
