// The record kinds and list sort orders, in the order the UI offers them.
import type { RecordKind, RecordSort } from '../../../gql/graphql';

export const RECORD_KINDS: readonly RecordKind[] = [
  'LAB_RESULT',
  'LAB_PANEL',
  'VITAL_SIGN',
  'CONDITION',
  'MEDICATION',
  'IMMUNIZATION',
  'PROCEDURE',
  'ALLERGY',
  'ENCOUNTER',
  'IMAGING',
  'DOCUMENT',
];

export const RECORD_SORTS: readonly RecordSort[] = ['DATE_DESC', 'DATE_ASC', 'TITLE_ASC', 'UPDATED_DESC'];

export function isRecordKind(value: string | null): value is RecordKind {
  return RECORD_KINDS.some((kind) => kind === value);
}

export function isRecordSort(value: string | null): value is RecordSort {
  return RECORD_SORTS.some((sort) => sort === value);
}
