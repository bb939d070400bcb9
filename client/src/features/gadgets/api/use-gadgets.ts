// Thin hooks over the gadget operations. Adding re-reads the list; removing evicts the gadget from the
// cache (every list that held it drops it); the other mutations return the updated gadget, which Apollo
// merges by id.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddGadgetDocument,
  GadgetsDocument,
  RemoveGadgetDocument,
  RenameGadgetDocument,
  RevokeGadgetKeyDocument,
  RotateGadgetKeyDocument,
  type GadgetFieldsFragment,
} from '../../../gql/graphql';

export type Gadget = GadgetFieldsFragment;

/** `online` and `lastSeenAt` change as devices send: re-read the list every half minute. */
const REFRESH_MS = 30_000;

export function useGadgets() {
  return useQuery(GadgetsDocument, { fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
}

export function useAddGadget() {
  return useMutation(AddGadgetDocument, { refetchQueries: [{ query: GadgetsDocument }], awaitRefetchQueries: true });
}

export function useRotateGadgetKey() {
  return useMutation(RotateGadgetKeyDocument);
}

export function useRevokeGadgetKey() {
  return useMutation(RevokeGadgetKeyDocument);
}

export function useRenameGadget() {
  return useMutation(RenameGadgetDocument);
}

export function useRemoveGadget(gadget: Gadget) {
  return useMutation(RemoveGadgetDocument, {
    update: (cache, { data }) => {
      if (!data?.removeGadget) return;
      cache.evict({ id: cache.identify({ __typename: 'Gadget', id: gadget.id }) });
      cache.gc();
    },
  });
}
