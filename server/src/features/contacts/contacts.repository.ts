// Drizzle queries for contacts, always scoped by owner. Returns null for not-found; the service decides.
import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { contacts } from '../../../../db/schema/index.js';
import type { ContactRow } from '../../../../db/schema/index.js';
import type { ContactFields } from './contacts.validation.js';

export type ContactListKind = 'ALL' | 'FREQUENT' | 'STARRED' | 'TRASH';

const own = (ownerId: string, id: string) => and(eq(contacts.ownerId, ownerId), eq(contacts.id, id));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const contactsRepository = {
  async list(
    db: DbOrTx,
    ownerId: string,
    opts: { list: ContactListKind; department?: string; search?: string },
  ): Promise<ContactRow[]> {
    const where: (SQL | undefined)[] = [eq(contacts.ownerId, ownerId)];
    where.push(opts.list === 'TRASH' ? isNotNull(contacts.deletedAt) : isNull(contacts.deletedAt));
    if (opts.list === 'FREQUENT') where.push(eq(contacts.frequentlycontacted, true));
    if (opts.list === 'STARRED') where.push(eq(contacts.starred, true));
    if (opts.department) where.push(sql`lower(${contacts.department}) = lower(${opts.department})`);
    if (opts.search) {
      const like = `%${escapeLike(opts.search)}%`;
      where.push(
        or(
          sql`(${contacts.firstname} || ' ' || ${contacts.lastname}) ilike ${like}`,
          sql`${contacts.company} ilike ${like}`,
          sql`${contacts.department} ilike ${like}`,
          sql`${contacts.email} ilike ${like}`,
          sql`${contacts.phone} ilike ${like}`,
        ),
      );
    }
    return db
      .select()
      .from(contacts)
      .where(and(...where))
      .orderBy(sql`lower(${contacts.firstname})`, sql`lower(${contacts.lastname})`, asc(contacts.id))
      .limit(2000);
  },

  async find(db: DbOrTx, ownerId: string, id: string): Promise<ContactRow | null> {
    const [row] = await db.select().from(contacts).where(own(ownerId, id));
    return row ?? null;
  },

  async departments(db: DbOrTx, ownerId: string): Promise<{ name: string; count: number }[]> {
    // One entry per department whatever its case; the most common spelling... kept simple: the smallest one.
    return db
      .select({ name: sql<string>`min(${contacts.department})`, count: count() })
      .from(contacts)
      .where(and(eq(contacts.ownerId, ownerId), isNull(contacts.deletedAt), isNotNull(contacts.department)))
      .groupBy(sql`lower(${contacts.department})`)
      .orderBy(sql`lower(${contacts.department})`);
  },

  async countOwned(db: DbOrTx, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.ownerId, ownerId));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, ownerId: string, fields: ContactFields & { imageUploadId: string | null }): Promise<ContactRow> {
    const [row] = await db
      .insert(contacts)
      .values({ ...fields, ownerId })
      .returning();
    if (!row) throw new Error('contact insert returned nothing');
    return row;
  },

  async update(db: DbOrTx, ownerId: string, id: string, set: Partial<ContactRow>): Promise<ContactRow | null> {
    const [row] = await db
      .update(contacts)
      .set({ ...set, updatedAt: new Date() })
      .where(own(ownerId, id))
      .returning();
    return row ?? null;
  },

  async emptyTrash(db: DbOrTx, ownerId: string): Promise<number> {
    const rows = await db
      .delete(contacts)
      .where(and(eq(contacts.ownerId, ownerId), isNotNull(contacts.deletedAt)))
      .returning({ id: contacts.id });
    return rows.length;
  },
};
