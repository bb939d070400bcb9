// SQL for profile looks and gallery images. Returns null/false for not-found; the service decides.
import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { galleryImages, profiles, users } from '../../../../db/schema/index.js';
import type { GalleryImageRow } from '../../../../db/schema/index.js';
import type { Cursor } from '../posts/cursor.js';

/** `%`, `_` and `\` typed by the user are matched literally. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const profileRepository = {
  async member(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        avatarUploadId: profiles.avatarUploadId,
        coverUploadId: profiles.coverUploadId,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async setImage(tx: DbOrTx, userId: string, slot: 'avatar' | 'cover', uploadId: string | null) {
    const set = slot === 'avatar' ? { avatarUploadId: uploadId } : { coverUploadId: uploadId };
    await tx
      .insert(profiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: new Date() } });
  },

  /** Clears the avatar/cover that pointed at this upload. */
  async ownerHasUpload(db: DbOrTx, ownerId: string, uploadId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(galleryImages)
      .where(and(eq(galleryImages.ownerId, ownerId), eq(galleryImages.uploadId, uploadId)))
      .limit(1);
    return Boolean(row);
  },

  async clearImage(tx: DbOrTx, userId: string, uploadId: string) {
    await tx
      .update(profiles)
      .set({
        avatarUploadId: sql`nullif(${profiles.avatarUploadId}, ${uploadId}::uuid)`,
        coverUploadId: sql`nullif(${profiles.coverUploadId}, ${uploadId}::uuid)`,
      })
      .where(eq(profiles.userId, userId));
  },

  gallery(db: DbOrTx, ownerId: string, search: string | null, cursor: Cursor | null, limit: number) {
    return db
      .select()
      .from(galleryImages)
      .where(
        and(
          eq(galleryImages.ownerId, ownerId),
          search ? ilike(galleryImages.title, likePattern(search)) : undefined,
          cursor
            ? or(lt(galleryImages.createdAt, cursor.at), and(eq(galleryImages.createdAt, cursor.at), lt(galleryImages.id, cursor.id)))
            : undefined,
        ),
      )
      .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
      .limit(limit);
  },

  async findImage(db: DbOrTx, id: string): Promise<GalleryImageRow | null> {
    const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
    return row ?? null;
  },

  async addImage(db: DbOrTx, ownerId: string, uploadId: string, title: string): Promise<GalleryImageRow> {
    const [row] = await db.insert(galleryImages).values({ ownerId, uploadId, title }).returning();
    if (!row) throw new Error('gallery insert returned nothing');
    return row;
  },

  async deleteImage(tx: DbOrTx, id: string): Promise<void> {
    await tx.delete(galleryImages).where(eq(galleryImages.id, id));
  },
};

