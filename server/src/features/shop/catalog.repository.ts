// SQL of the catalogue: the filtered, sorted page (sort keys through an allow-list, never user text in SQL
// identifiers), admin writes, and reviews. Returns null for not-found; the service decides what it means.
import { and, asc, count, desc, eq, gte, inArray, like, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { orderItems, orders, productReviews, products, users } from '../../../../db/schema/index.js';
import type { NewProductRow, ProductCategory, ProductColour, ProductGender, ProductRow } from '../../../../db/schema/index.js';

export type PriceBucketKey = 'UNDER_50' | 'FROM_50_TO_100' | 'FROM_100_TO_200' | 'OVER_200';
export type SortKey = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'POPULAR';

export interface CatalogQuery {
  category?: ProductCategory | null;
  colour?: ProductColour | null;
  gender?: ProductGender | null;
  price?: PriceBucketKey | null;
  minRating?: number | null;
  search?: string | null;
  /** Admin listing: hidden products too. */
  includeHidden?: boolean;
  sort: SortKey;
  offset: number;
  first: number;
}

/** [from, to) in minor units; null = open. */
const BUCKETS: Record<PriceBucketKey, [number, number | null]> = {
  UNDER_50: [0, 5_000],
  FROM_50_TO_100: [5_000, 10_000],
  FROM_100_TO_200: [10_000, 20_000],
  OVER_200: [20_000, null],
};

const ORDER_BY: Record<SortKey, SQL[]> = {
  NEWEST: [desc(products.createdAt), desc(products.id)],
  PRICE_ASC: [asc(products.priceMinor), asc(products.id)],
  PRICE_DESC: [desc(products.priceMinor), desc(products.id)],
  POPULAR: [desc(products.soldCount), asc(products.id)],
};

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(q: CatalogQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (!q.includeHidden) conds.push(eq(products.active, true));
  if (q.category) conds.push(eq(products.category, q.category));
  if (q.colour) conds.push(eq(products.colour, q.colour));
  if (q.gender) conds.push(eq(products.gender, q.gender));
  if (q.price) {
    const [from, to] = BUCKETS[q.price];
    conds.push(gte(products.priceMinor, from));
    if (to !== null) conds.push(lt(products.priceMinor, to));
  }
  if (q.minRating) conds.push(gte(products.ratingAvg, q.minRating));
  // The pattern goes through the same lower() as the generated column, so both sides fold case alike.
  if (q.search) conds.push(like(products.searchText, sql`lower(${likePattern(q.search)})`));
  return and(...conds);
}

export const catalogRepository = {
  /** The page and the total, as two statements run side by side. */
  async list(db: DbOrTx, q: CatalogQuery): Promise<{ total: number; nodes: ProductRow[] }> {
    const w = where(q);
    const [nodes, [totalRow]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(w)
        .orderBy(...ORDER_BY[q.sort])
        .limit(q.first)
        .offset(q.offset),
      db.select({ n: count() }).from(products).where(w),
    ]);
    return { total: totalRow?.n ?? 0, nodes };
  },

  async find(db: DbOrTx, id: string): Promise<ProductRow | null> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row ?? null;
  },

  related(db: DbOrTx, p: ProductRow): Promise<ProductRow[]> {
    return db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.category, p.category), ne(products.id, p.id)))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(4);
  },

  async insert(db: DbOrTx, values: NewProductRow): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    if (!row) throw new Error('product insert returned nothing');
    return row;
  },

  async update(db: DbOrTx, id: string, set: Partial<NewProductRow>): Promise<ProductRow | null> {
    const [row] = await db
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row ?? null;
  },

  reviews(db: DbOrTx, productId: string) {
    return db
      .select({
        id: productReviews.id,
        userId: productReviews.userId,
        rating: productReviews.rating,
        body: productReviews.body,
        createdAt: productReviews.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(productReviews.productId, productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(100);
  },

  /** Did this user order the product (any status but cancelled)? */
  async hasBought(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), ne(orders.status, 'cancelled')))
      .limit(1);
    return Boolean(row);
  },

  async hasReviewed(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(productReviews)
      .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
    return Boolean(row);
  },

  /** Before an account goes (its reviews by cascade): the products it reviewed; the step after averages them again. */
  async ratingsTouchedBy(db: DbOrTx, userId: string): Promise<(tx: DbOrTx) => Promise<void>> {
    const rows = await db.select({ id: productReviews.productId }).from(productReviews).where(eq(productReviews.userId, userId));
    const ids = rows.map((r) => r.id);
    return async (after) => {
      if (!ids.length) return;
      await after
        .update(products)
        .set({
          ratingAvg: sql`coalesce((SELECT avg(rating)::float8 FROM ${productReviews} WHERE product_id = ${products.id}), 0)`,
          ratingCount: sql`(SELECT count(*)::int FROM ${productReviews} WHERE product_id = ${products.id})`,
        })
        .where(inArray(products.id, ids));
    };
  },

  /** Inserts the review and refreshes the product's average in the same transaction; null if one exists. */
  async insertReview(db: DbOrTx, values: { productId: string; userId: string; rating: number; body: string }) {
    const [row] = await db.insert(productReviews).values(values).onConflictDoNothing().returning();
    if (!row) return null;
    await db
      .update(products)
      .set({
        ratingAvg: sql`(SELECT avg(rating)::float8 FROM ${productReviews} WHERE product_id = ${values.productId})`,
        ratingCount: sql`(SELECT count(*)::int FROM ${productReviews} WHERE product_id = ${values.productId})`,
      })
      .where(eq(products.id, values.productId));
    return row;
  },
};
