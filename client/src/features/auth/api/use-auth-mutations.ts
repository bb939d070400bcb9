// Thin hooks over the guest screens' operations. They go over a plain fetch (gql-session), not Apollo: the
// sign-in screens are the first load and do not carry Apollo (issue 15 §3).
import { useCallback, useState } from 'react';
import {
  RequestPasswordResetDocument,
  ResendVerificationDocument,
  ResetPasswordDocument,
  type TypedDocumentString,
} from '../../../gql-session/graphql';
import { fetchGraphQL } from '../../../shared/api/graphql-fetch';

/** `[run, { loading }]`, like Apollo's useMutation: `run` resolves with the data or rejects with the error. */
function useGuestMutation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
) {
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (variables: TVariables) => {
      setLoading(true);
      try {
        return await fetchGraphQL(document, variables);
      } finally {
        setLoading(false);
      }
    },
    [document],
  );
  return [run, { loading }] as const;
}

export function useRequestPasswordReset() {
  return useGuestMutation(RequestPasswordResetDocument);
}

export function useResetPassword() {
  return useGuestMutation(ResetPasswordDocument);
}

export function useResendVerification() {
  return useGuestMutation(ResendVerificationDocument);
}
