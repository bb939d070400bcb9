// Thin hooks over the generated documents for the guest screens.
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument, ResendVerificationDocument, ResetPasswordDocument } from '../../../gql/graphql';

export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}

export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}

export function useResendVerification() {
  return useMutation(ResendVerificationDocument);
}
