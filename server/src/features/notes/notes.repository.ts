// Drizzle queries for notes. Every query is scoped by owner: someone else's note is simply not there (null).
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { notes } from '../../../../db/schema/index.js';
import type { NoteRow } from '../../../../db/schema/index.js';
import type { NoteFields } from './notes.types.js';

/** LIKE metacharacters taken literally. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const notesRepository = {
  list(db: DbOrTx, userId: string, f: { search: string | null; linkedDate: string | null }): Promise<NoteRow[]> {
    const conds: SQL[] = [eq(notes.userId, userId)];
    if (f.linkedDate) conds.push(eq(notes.linkedDate, f.linkedDate));
    if (f.search) conds.push(or(ilike(notes.title, likePattern(f.search)), ilike(notes.body, likePattern(f.search))) as SQL);
    return db
      .select()
      .from(notes)
      .where(and(...conds))
      .orderBy(desc(notes.updatedAt), desc(notes.id))
      .limit(500);
  },

  async find(db: DbOrTx, userId: string, id: string): Promise<NoteRow | null> {
    const [row] = await db.select().from(notes).where(and(eq(notes.id, id), eq(notes.userId, userId)));
    return row ?? null;
  },

  async insert(db: DbOrTx, userId: string, f: NoteFields): Promise<NoteRow> {
    const [row] = await db.insert(notes).values({ ...f, userId }).returning();
    if (!row) throw new Error('note insert returned nothing');
    return row;
  },

  /** Compare-and-set on the version: null when the note is not the owner's or was saved since. */
  async update(db: DbOrTx, userId: string, id: string, expectedVersion: number, f: NoteFields): Promise<NoteRow | null> {
    const [row] = await db
      .update(notes)
      .set({ ...f, version: sql`${notes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(notes.id, id), eq(notes.userId, userId), eq(notes.version, expectedVersion)))
      .returning();
    return row ?? null;
  },

  async remove(db: DbOrTx, userId: string, id: string): Promise<NoteRow | null> {
    const [row] = await db
      .delete(notes)
      .where(and(eq(notes.id, id), eq(notes.userId, userId)))
      .returning();
    return row ?? null;
  },
};
