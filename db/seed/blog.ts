// Demo blog: the health articles of blog-articles.ts, by the demo administrator, published, each with a cover
// made for it (blog-covers.ts). Idempotent: an
// article whose slug exists is left alone (an administrator may have edited it).
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { blogPosts, users } from '../schema/index.js';
import { DEMO_ADMIN } from '../seed.js';
import { excerptFrom } from '../../server/src/features/blog/blog.validation.js';
import { DEMO_ARTICLES } from './blog-articles.js';
import { coverPng } from './blog-covers.js';

const DAY_MS = 86_400_000;

/** Stores a cover image as the given owner's upload (the uploads feature); returns its id. */
export type StoreCover = (ownerId: string, png: Buffer, filename: string) => Promise<string>;

/** Returns how many articles were added. */
export async function seedDemoBlog(db: Db, storeCover: StoreCover | null, now = new Date()): Promise<number> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (!admin) return 0;
  let added = 0;
  for (const a of DEMO_ARTICLES) {
    const publishedAt = new Date(now.getTime() - a.daysAgo * DAY_MS);
    const rows = await db
      .insert(blogPosts)
      .values({
        authorId: admin.id,
        slug: a.slug,
        title: a.title,
        excerpt: excerptFrom(a.body),
        body: a.body,
        category: a.category,
        tags: a.tags,
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        views: a.views,
      })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    added += rows.length;
    const created = rows[0];
    // A cover only for an article this run created (an existing one keeps whatever an admin chose).
    if (created && storeCover) {
      const coverUploadId = await storeCover(admin.id, await coverPng(a.category), `${a.slug}.png`);
      await db.update(blogPosts).set({ coverUploadId }).where(eq(blogPosts.id, created.id));
    }
  }
  return added;
}
