// SQL of the cart: one row per (user, product); the quantity bound 1–99 is also a CHECK constraint.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { cartItems, products } from '../../../../db/schema/index.js';
import type { ProductRow } from '../../../../db/schema/index.js';
import { MAX_LINE_QUANTITY } from './shop.types.js';

export interface CartRow {
  product: ProductRow;
  quantity: number;
}

export const cartRepository = {
  /** The lines with their products (current prices), oldest first. `lock`: FOR UPDATE of both, by product id. */
  async lines(db: DbOrTx, userId: string, lock = false): Promise<CartRow[]> {
    const q = db
      .select({ product: products, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId));
    // Locks taken in product-id order, so two checkouts sharing products cannot deadlock.
    if (lock) return q.orderBy(asc(products.id)).for('update');
    return q.orderBy(asc(cartItems.createdAt), asc(products.id));
  },

  /** Adds to the line (capped at 99). */
  async add(db: DbOrTx, userId: string, productId: string, quantity: number): Promise<void> {
    await db
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: {
          quantity: sql`least(${cartItems.quantity} + ${quantity}, ${MAX_LINE_QUANTITY})`,
          updatedAt: new Date(),
        },
      });
  },

  /** false when the user has no such line. */
  async setQuantity(db: DbOrTx, userId: string, productId: string, quantity: number): Promise<boolean> {
    const rows = await db
      .update(cartItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ q: cartItems.quantity });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
    const rows = await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ q: cartItems.quantity });
    return rows.length > 0;
  },

  async clear(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
  },
};
