// Thin hook over myAccessLog: who read the user's health data, newest first.
import { useQuery } from '@apollo/client/react';
import { MyAccessLogDocument, type MyAccessLogQuery } from '../../../gql/graphql';

export type AccessLogEntry = MyAccessLogQuery['myAccessLog'][number];

export function useAccessLog(first = 50) {
  return useQuery(MyAccessLogDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
}
