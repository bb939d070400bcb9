// A subscription whose events are handled in `onData`: the hook's own result is never read. Apollo's
// useSubscription keeps each event in a useSyncExternalStore unless told to ignore results, and such a store's
// update re-renders the calling component at once and in one piece (React cannot slice it), before onData's own
// state update renders it again. On /overview that was one blocking render of the whole page per live reading.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';

export function useSubscriptionEvents<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: Options<TData, TVariables> & { onData: NonNullable<Options<TData, TVariables>['onData']> },
): void {
  // The cast only restates the overload useSubscription picks from TVariables; the options are the caller's.
  const useOverload = useSubscription as (
    d: TypedDocumentNode<TData, TVariables>,
    o: Options<TData, TVariables>,
  ) => unknown;
  useOverload(document, { ...options, ignoreResults: true });
}

type Options<TData, TVariables extends OperationVariables> = useSubscription.Options<TData, TVariables>;
