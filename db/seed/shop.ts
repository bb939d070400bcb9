// Demo data of the shop: the catalogue (db/seed/shop-catalogue.ts) and, for the demo account, one order of two
// devices with a review, so the grid shows ratings and the orders page is not empty. Idempotent: it runs only
// while the products table is empty.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { orderItems, orders, productReviews, products, users } from '../schema/index.js';
import { CATALOGUE } from './shop-catalogue.js';

const DAY = 86_400_000;

export async function seedDemoShop(db: Db, demoEmail?: string): Promise<boolean> {
  const [had] = await db.select({ n: count() }).from(products);
  if ((had?.n ?? 0) > 0) return false;
  const now = Date.now();
  const rows = await db
    .insert(products)
    .values(
      CATALOGUE.map(([name, category, colour, gender, priceMinor, oldPriceMinor, stock, description], i) => ({
        name,
        category,
        colour,
        gender,
        priceMinor,
        oldPriceMinor,
        stock,
        description,
        // Spread over the last months so "newest" has an order; popularity from a stable pseudo-random count.
        createdAt: new Date(now - (CATALOGUE.length - i) * 3 * DAY),
        soldCount: (i * 37) % 90,
      })),
    )
    .returning();
  const [demo] = demoEmail ? await db.select().from(users).where(eq(users.email, demoEmail)) : [];
  const bought = [rows[0], rows[17]].filter((p) => p !== undefined);
  if (!demo || bought.length < 2) return true;
  await db.transaction(async (tx) => {
    const subtotal = bought.reduce((s, p) => s + p.priceMinor, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: demo.id,
        number: 'SO-DEMO-000001',
        status: 'paid',
        currency: 'EUR',
        subtotalMinor: subtotal,
        shippingMinor: 0,
        totalMinor: subtotal,
        shipName: `${demo.firstName} ${demo.lastName}`,
        shipLine: '12 rue des Lilas',
        shipCity: 'Lyon',
        shipPostalCode: '69003',
        shipCountry: 'FR',
        paidAt: new Date(now - 20 * DAY),
        createdAt: new Date(now - 21 * DAY),
      })
      .returning();
    if (!order) return;
    await tx.insert(orderItems).values(
      bought.map((p) => ({ orderId: order.id, productId: p.id, name: p.name, category: p.category, unitPriceMinor: p.priceMinor, quantity: 1 })),
    );
    const first = bought[0];
    if (!first) return;
    await tx.insert(productReviews).values({
      productId: first.id,
      userId: demo.id,
      rating: 5,
      body: 'Easy to put on alone, and the readings match the ones at my GP. The app sync is instant.',
    });
    await tx.update(products).set({ ratingAvg: 5, ratingCount: 1 }).where(eq(products.id, first.id));
  });
  await db.execute(sql`ANALYZE products`);
  return true;
}
