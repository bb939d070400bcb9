// Shapes the notes resolvers pass around (codegen mappers point here).
import type { NoteColor, NoteRow } from '../../../../db/schema/index.js';

/** A stored note; `deleted` is true only on the copy deleteNote returns. */
export type NoteView = NoteRow & { deleted: boolean };

export interface NoteEventView {
  note: NoteView | null;
  deletedId: string | null;
}

/** A validated NoteInput, ready to store. */
export interface NoteFields {
  title: string;
  body: string;
  color: NoteColor;
  linkedDate: string | null;
}

export const NOTE_LIMITS = { title: 120, body: 20_000, search: 100 } as const;
