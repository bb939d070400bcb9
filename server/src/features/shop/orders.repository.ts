// SQL of orders: insert with lines, stock reservation, reads scoped to the owner, payment.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { orderItems, orders, products, users } from '../../../../db/schema/index.js';
import type { OrderItemRow, OrderRow, OrderStatus } from '../../../../db/schema/index.js';
import type { OrderView } from './shop.types.js';

type NewOrder = typeof orders.$inferInsert;
type NewItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

async function withItems(db: DbOrTx, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const it of items) byOrder.set(it.orderId, [...(byOrder.get(it.orderId) ?? []), it]);
  return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
}

export const ordersRepository = {
  async insert(db: DbOrTx, order: NewOrder, items: NewItem[]): Promise<OrderView> {
    const [row] = await db.insert(orders).values(order).returning();
    if (!row) throw new Error('order insert returned nothing');
    const inserted = await db
      .insert(orderItems)
      .values(items.map((i) => ({ ...i, orderId: row.id })))
      .returning();
    return { ...row, items: inserted };
  },

  /** Takes the units of locked rows (the caller checked the stock under FOR UPDATE). */
  async reserve(db: DbOrTx, productId: string, quantity: number): Promise<void> {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, soldCount: sql`${products.soldCount} + ${quantity}` })
      .where(eq(products.id, productId));
  },

  async setInvoice(db: DbOrTx, orderId: string, invoiceId: string): Promise<void> {
    await db.update(orders).set({ invoiceId }).where(eq(orders.id, orderId));
  },

  async listForUser(db: DbOrTx, userId: string): Promise<OrderView[]> {
    const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(200);
    return withItems(db, rows);
  },

  /** The order when it is this user's (null otherwise: another user's order is "not found"). */
  async findForUser(db: DbOrTx, userId: string, id: string): Promise<OrderView | null> {
    const rows = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return (await withItems(db, rows))[0] ?? null;
  },

  async find(db: DbOrTx, id: string): Promise<OrderView | null> {
    const rows = await db.select().from(orders).where(eq(orders.id, id));
    return (await withItems(db, rows))[0] ?? null;
  },

  async listAll(db: DbOrTx, status: OrderStatus | null, first: number) {
    const rows = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(status ? eq(orders.status, status) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(first);
    const views = await withItems(
      db,
      rows.map((r) => r.order),
    );
    return views.map((order, i) => ({ order, buyerEmail: rows[i]?.email ?? '' }));
  },

  /** awaiting_payment → cancelled, giving its units back to stock; null when the order was not awaiting payment. */
  async cancelUnpaid(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
    const [row] = await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
      .returning();
    if (!row) return null;
    const items = await db.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const item of items) {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}`, soldCount: sql`greatest(${products.soldCount} - ${item.quantity}, 0)` })
        .where(eq(products.id, item.productId));
    }
    return row;
  },

  /** awaiting_payment → paid; null when the order is not awaiting payment (already paid, cancelled, unknown). */
  async markPaid(db: DbOrTx, where: { id: string } | { invoiceId: string }): Promise<OrderRow | null> {
    const match = 'id' in where ? eq(orders.id, where.id) : eq(orders.invoiceId, where.invoiceId);
    const [row] = await db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(match, eq(orders.status, 'awaiting_payment')))
      .returning();
    return row ?? null;
  },
};
