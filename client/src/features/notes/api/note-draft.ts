// What the editor edits and the server stores, and how a CONFLICT answer carries the stored note.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { NoteColor } from '../../../gql/graphql';

export interface NoteDraft {
  title: string;
  body: string;
  color: NoteColor;
  linkedDate: string | null;
}

/** The note as stored elsewhere (extensions.current of a CONFLICT). */
export interface StoredNote extends NoteDraft {
  version: number;
}

export const NOTE_MAX = { title: 120, body: 20_000 } as const;

export const sameDraft = (a: NoteDraft, b: NoteDraft) =>
  a.title === b.title && a.body === b.body && a.color === b.color && (a.linkedDate ?? null) === (b.linkedDate ?? null);

/** The stored note of a CONFLICT error, or null for any other failure. */
export function conflictOf(error: unknown): StoredNote | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (first?.extensions?.['code'] !== 'CONFLICT') return null;
  const current = first.extensions['current'] as Partial<StoredNote> | undefined;
  if (!current || typeof current.version !== 'number') return null;
  return {
    title: current.title ?? '',
    body: current.body ?? '',
    color: current.color ?? 'PRIMARY',
    linkedDate: current.linkedDate ?? null,
    version: current.version,
  };
}
