import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '../../../gql/graphql';

export function useChangePassword() {
  return useMutation(ChangePasswordDocument);
}
