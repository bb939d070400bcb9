// Thin hooks over the record operations. Lists and twin pages read fresh data on every visit
// (cache-and-network); writes drop the cached lists so none shows a deleted or outdated record.
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateRecordDocument,
  DeleteAttachmentDocument,
  DeleteRecordDocument,
  RecordDocument,
  RecordsDocument,
  UpdateRecordDocument,
  type RecordsQueryVariables,
} from '../../../gql/graphql';

import type { RecordFieldsFragment } from '../../../gql/graphql';

import type { RecordsQuery } from '../../../gql/graphql';

export type { RecordFieldsFragment as MedicalRecord } from '../../../gql/graphql';
/** A row of the records list: the summary fields and its observations' values for the result column. */
export type RecordSummary = RecordsQuery['records']['items'][number];
/** An observation or a panel's component (components have none of their own). */
export type Observation = Omit<RecordFieldsFragment['observations'][number], 'components'>;

/** Forgets every cached list (records, twin pages): they are read again when next shown. */
export function forgetRecordLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'records' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'twin' });
  cache.gc();
}

export function useRecords(variables: RecordsQueryVariables) {
  return useQuery(RecordsDocument, { variables, fetchPolicy: 'cache-and-network' });
}

export function useRecord(id: string) {
  return useQuery(RecordDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useCreateRecord() {
  return useMutation(CreateRecordDocument, { update: forgetRecordLists });
}

export function useUpdateRecord() {
  return useMutation(UpdateRecordDocument, { update: forgetRecordLists });
}

export function useDeleteRecord(id: string) {
  return useMutation(DeleteRecordDocument, {
    variables: { id },
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'MedicalRecord', id }) });
      forgetRecordLists(cache);
    },
  });
}

export function useDeleteAttachment(recordId: string) {
  return useMutation(DeleteAttachmentDocument, {
    refetchQueries: [{ query: RecordDocument, variables: { id: recordId } }],
    awaitRefetchQueries: true,
  });
}
