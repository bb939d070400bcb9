// The device shop: products (admins manage them and their stock), a cart kept on the account, orders with
// their lines frozen at the price paid, and reviews (one per buyer and product). Money is integer minor units.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  boolean,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

export const PRODUCT_CATEGORIES = [
  'bp_cuff',
  'pulse_oximeter',
  'cgm',
  'scale',
  'watch',
  'sleep_tracker',
  'thermometer',
] as const;
export const PRODUCT_COLOURS = ['black', 'white', 'silver', 'blue', 'pink', 'green'] as const;
export const PRODUCT_GENDERS = ['unisex', 'women', 'men', 'kids'] as const;
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;

export const productCategory = pgEnum('product_category', PRODUCT_CATEGORIES);
export const productColour = pgEnum('product_colour', PRODUCT_COLOURS);
export const productGender = pgEnum('product_gender', PRODUCT_GENDERS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    category: productCategory().notNull(),
    colour: productColour().notNull(),
    gender: productGender().notNull(),
    priceMinor: integer().notNull(),
    /** The struck-through "was" price, when the product is on offer. */
    oldPriceMinor: integer(),
    currency: text().notNull().default('EUR'),
    stock: integer().notNull(),
    /** Units sold (orders placed): the "popular" sort. */
    soldCount: integer().notNull().default(0),
    /** Kept in step with product_reviews by the service (the grid and the rating filter read it, never a join). */
    ratingAvg: doublePrecision().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Hidden from the shop (admins still see it); products are never deleted, orders refer to them. */
    active: boolean().notNull().default(true),
    /**
     * Name and description lower-cased, kept by PostgreSQL: the search is a plain LIKE on it, several times
     * faster than ILIKE on both columns (the grid counts every match; measured by bench/shop.ts).
     */
    searchText: text().generatedAlwaysAs(sql`lower("name" || ' ' || "description")`),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.priceMinor} >= 0 AND (${t.oldPriceMinor} IS NULL OR ${t.oldPriceMinor} >= 0)`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    // One index per sort of the grid (keyed on id as the tie-breaker), active products only.
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('products_price_idx').on(t.priceMinor, t.id).where(sql`${t.active}`),
    index('products_popular_idx').on(t.soldCount.desc(), t.id).where(sql`${t.active}`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown to people, e.g. SO-20261123-7KQ2MX. */
    number: text().notNull(),
    status: orderStatus().notNull().default('awaiting_payment'),
    currency: text().notNull(),
    subtotalMinor: integer().notNull(),
    shippingMinor: integer().notNull(),
    totalMinor: integer().notNull(),
    shipName: text().notNull(),
    shipLine: text().notNull(),
    shipCity: text().notNull(),
    shipPostalCode: text().notNull(),
    shipCountry: text().notNull(),
    shipPhone: text(),
    /** The invoice issued with the order (invoices feature); null while none was recorded. */
    invoiceId: uuid(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    /** Frozen at the time of the order: a later rename or price change does not rewrite history. */
    name: text().notNull(),
    category: productCategory().notNull(),
    unitPriceMinor: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_reviews_one_each').on(t.productId, t.userId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt.desc()),
    check('product_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ProductReviewRow = typeof productReviews.$inferSelect;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type ProductColour = (typeof PRODUCT_COLOURS)[number];
export type ProductGender = (typeof PRODUCT_GENDERS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
