// Drizzle queries for uploads. Metadata reads never load the bytes; the file door loads one variant.
import { and, eq, inArray, is, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client.js';
import * as schema from '../../../../db/schema/index.js';
import { uploads } from '../../../../db/schema/index.js';
import type { UploadRow } from '../../../../db/schema/index.js';
import type { FileVariant } from './url-signer.js';

export type UploadMeta = Omit<UploadRow, 'content' | 'thumb' | 'sha256' | 'updatedAt'>;

const meta = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  kind: uploads.kind,
  filename: uploads.filename,
  mime: uploads.mime,
  size: uploads.size,
  width: uploads.width,
  height: uploads.height,
  createdAt: uploads.createdAt,
};

/**
 * One upload can be held by many objects at once: two gallery entries, a contact's photo, attachments in other
 * people's mailboxes and chats (each keeps its own link to the same file). These are the "still held" conditions,
 * read from the schema's own foreign keys to `uploads`, so a table added later is counted without being listed.
 */
let stillHeldConditions: SQL[] | undefined;
function unreferenced(): SQL[] {
  stillHeldConditions ??= Object.values(schema as Record<string, unknown>)
    .flatMap((value): PgTable[] => (is(value, PgTable) ? [value] : []))
    .flatMap((table) =>
      getTableConfig(table).foreignKeys.flatMap((fk) => {
        const ref = fk.reference();
        if (ref.foreignTable !== uploads || ref.columns.length !== 1) return [];
        const column = ref.columns[0]!;
        return [sql`not exists (select 1 from ${table} where ${column} = ${uploads.id})`];
      }),
    );
  return stillHeldConditions;
}

export const uploadsRepository = {
  async insert(db: DbOrTx, row: typeof uploads.$inferInsert): Promise<UploadMeta> {
    const [stored] = await db.insert(uploads).values(row).returning(meta);
    if (!stored) throw new Error('upload insert returned no row');
    return stored;
  },

  byIds(db: DbOrTx, ids: readonly string[]): Promise<UploadMeta[]> {
    return ids.length ? db.select(meta).from(uploads).where(inArray(uploads.id, [...ids])) : Promise.resolve([]);
  },

  async bytes(db: DbOrTx, id: string, variant: FileVariant): Promise<{ mime: string; filename: string; data: Buffer } | null> {
    const [row] = await db
      .select({ mime: uploads.mime, filename: uploads.filename, content: uploads.content, thumb: uploads.thumb })
      .from(uploads)
      .where(eq(uploads.id, id));
    if (!row) return null;
    if (variant === 'thumb') return row.thumb ? { mime: 'image/webp', filename: row.filename, data: row.thumb } : null;
    return { mime: row.mime, filename: row.filename, data: row.content };
  },

  /** Deletes those of the owner's uploads that no other object still holds (see `unreferenced`). */
  async removeUnheld(db: DbOrTx, ownerId: string, ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const gone = await db
      .delete(uploads)
      .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, [...ids]), ...unreferenced()))
      .returning({ id: uploads.id });
    return gone.length;
  },
};
