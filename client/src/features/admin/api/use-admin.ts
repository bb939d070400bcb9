// Thin hooks over the generated documents of the administration page.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminAuditLogDocument,
  AdminBanUserDocument,
  AdminResendVerificationDocument,
  AdminSetAdminDocument,
  AdminUnbanUserDocument,
  AdminUsersDocument,
  MyAdminActionsDocument,
  type AdminUsersQueryVariables,
} from '../../../gql/graphql';

export function useAdminUsers(variables: AdminUsersQueryVariables, skip = false) {
  // Keep the previous page on screen while the next one loads (the grid shows its own progress bar).
  return useQuery(AdminUsersDocument, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

export function useAdminAudit(offset: number, first: number) {
  return useQuery(AdminAuditLogDocument, { variables: { offset, first }, fetchPolicy: 'cache-and-network' });
}

export function useMyAdminActions() {
  return useQuery(MyAdminActionsDocument, { fetchPolicy: 'cache-and-network' });
}

/** The four actions; each refetches the list and the audit so both tabs stay true. */
export function useAdminActions() {
  const refetchQueries = ['AdminUsers', 'AdminAuditLog'];
  const [ban] = useMutation(AdminBanUserDocument, { refetchQueries });
  const [unban] = useMutation(AdminUnbanUserDocument, { refetchQueries });
  const [setAdmin] = useMutation(AdminSetAdminDocument, { refetchQueries });
  const [resend] = useMutation(AdminResendVerificationDocument, { refetchQueries });
  return {
    ban: (userId: string, reason: string, until: string | null) => ban({ variables: { userId, reason, until } }),
    unban: (userId: string) => unban({ variables: { userId } }),
    setAdmin: (userId: string, admin: boolean) => setAdmin({ variables: { userId, admin } }),
    resend: (userId: string) => resend({ variables: { userId } }),
  };
}
