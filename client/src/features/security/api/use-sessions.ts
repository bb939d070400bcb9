// Thin hooks over the generated documents for the sessions and two-factor cards.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ConfirmTwoFactorEnrollmentDocument,
  DisableTwoFactorDocument,
  MySessionsDocument,
  RevokeSessionDocument,
  SignOutEverywhereElseDocument,
  StartTwoFactorEnrollmentDocument,
  TwoFactorStatusDocument,
} from '../../../gql/graphql';

export function useMySessions() {
  return useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
}

/** Both refetch the list, so it shows what the server kept. */
export function useRevokeSession() {
  return useMutation(RevokeSessionDocument, { refetchQueries: [MySessionsDocument], awaitRefetchQueries: true });
}

export function useSignOutEverywhereElse() {
  return useMutation(SignOutEverywhereElseDocument, {
    refetchQueries: [MySessionsDocument],
    awaitRefetchQueries: true,
  });
}

export function useTwoFactorStatus() {
  return useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
}

export function useStartTwoFactor() {
  return useMutation(StartTwoFactorEnrollmentDocument);
}

export function useConfirmTwoFactor() {
  // Turning it on signs the other sessions out: the sessions card shows what is left.
  return useMutation(ConfirmTwoFactorEnrollmentDocument, {
    refetchQueries: [TwoFactorStatusDocument, MySessionsDocument],
  });
}

export function useDisableTwoFactor() {
  return useMutation(DisableTwoFactorDocument, { refetchQueries: [TwoFactorStatusDocument] });
}
