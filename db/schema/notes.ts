// Health journal notes (/apps/notes). One row per note, owned by its user. `version` is the optimistic
// concurrency token: every save must name the version it edited, so an autosave from a stale tab cannot
// silently overwrite what another tab wrote (the service answers CONFLICT with the current text instead).
import { date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

/** The template's five tones (theme palette names), so the colour follows light/dark and the colour theme. */
export const NOTE_COLORS = ['primary', 'secondary', 'success', 'warning', 'error'] as const;
export const noteColor = pgEnum('note_color', NOTE_COLORS);

export const notes = pgTable(
  'notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull().default(''),
    color: noteColor().notNull().default('primary'),
    /** Optional day (YYYY-MM-DD, the user's calendar day) the note belongs to, shown beside that day's vitals. */
    linkedDate: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('notes_user_updated_idx').on(t.userId, t.updatedAt), index('notes_user_day_idx').on(t.userId, t.linkedDate)],
);

export type NoteRow = typeof notes.$inferSelect;
export type NoteColor = (typeof NOTE_COLORS)[number];
