// The device shop against a real database: filters, sort and paging; the cart on the account (server-side
// totals in minor units, quantity 1–99, IDOR); checkout (validation, stock reserved, the last unit raced by two
// buyers with truly parallel requests: exactly one order, the other OUT_OF_STOCK with the cart kept); reviews by
// buyers only, once; admin-only operations (FORBIDDEN); payment recorded → PAID live over graphql-ws; the
// OrderInvoicing seam (called inside the order transaction, a failure rolls everything back, onBalanced → paid).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import {
  ADD, ADDRESS, ADMIN_ORDERS, ADMIN_PRODUCTS, CART, CHECKOUT_ADDRESS, CREATE_PRODUCT, ORDER, ORDERS, PLACE,
  PRODUCT, PRODUCTS, RECORD_PAYMENT, REMOVE, REVIEW, REVIEWS, SET_QTY, SET_STOCK, UPDATE_PRODUCT, createProduct, productInput,
} from '../support/shop-helpers.js';
import type { ProductShape } from '../support/shop-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';
import { OrdersService } from '../../server/src/features/shop/orders.service.js';
import { CartService } from '../../server/src/features/shop/cart.service.js';
import type { OrderInvoiceInput, OrderInvoicing } from '../../server/src/features/shop/order-invoicing.js';
import type { DbOrTx } from '../../db/client.js';

let t: TestApp;
let admin: VerifiedUser;
let alice: VerifiedUser;
let bob: VerifiedUser;
/** A marker in every product name made here, so list assertions ignore other rows. */
const TAG = `zq${Date.now().toString(36)}`;

interface Cart { count: number; subtotalMinor: number; shippingMinor: number; totalMinor: number; items: { quantity: number; lineTotalMinor: number; product: { id: string } }[] }
interface Order { id: string; number: string; status: string; totalMinor: number; subtotalMinor: number; shippingMinor: number; invoiceId: string | null; items: { productId: string; quantity: number; unitPriceMinor: number; gadgetKind: string | null }[] }

beforeAll(async () => {
  t = await startTestApp();
  [admin, alice, bob] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
  await t.app.services.admin.setAdmin(null, admin.userId, true);
}, 60_000);
afterAll(() => t.close());

const cartOf = async (u: VerifiedUser) => (await t.gql<{ cart: Cart }>(CART, {}, u.token)).data?.cart;
const add = (u: VerifiedUser, productId: string, quantity?: number) => t.gql<{ addToCart: Cart }>(ADD, { productId, quantity }, u.token);
const place = (u: VerifiedUser, address: Record<string, unknown> = ADDRESS) => t.gql<{ placeOrder: Order }>(PLACE, { address }, u.token);
const stockOf = async (id: string) => (await t.gql<{ product: ProductShape }>(PRODUCT, { id }, admin.token)).data?.product.stock;

describe('catalogue: filters, sort, paging', () => {
  const made: ProductShape[] = [];
  beforeAll(async () => {
    const specs = [
      { name: `${TAG} cuff white`, category: 'BP_CUFF', colour: 'WHITE', gender: 'UNISEX', priceMinor: 4_500 },
      { name: `${TAG} cuff blue`, category: 'BP_CUFF', colour: 'BLUE', gender: 'MEN', priceMinor: 7_500 },
      { name: `${TAG} watch pink`, category: 'WATCH', colour: 'PINK', gender: 'WOMEN', priceMinor: 15_000 },
      { name: `${TAG} ring black`, category: 'SLEEP_TRACKER', colour: 'BLACK', gender: 'UNISEX', priceMinor: 29_900 },
      { name: `${TAG} thermo kids`, category: 'THERMOMETER', colour: 'GREEN', gender: 'KIDS', priceMinor: 1_990 },
    ];
    for (const s of specs) made.push(await createProduct(t, admin.token, s));
    await createProduct(t, admin.token, { name: `${TAG} hidden`, active: false });
  });
  const names = async (vars: Record<string, unknown>) => {
    const res = await t.gql<{ products: { total: number; nodes: ProductShape[] } }>(PRODUCTS, vars, alice.token);
    expect(res.errors).toBeUndefined();
    return { total: res.data?.products.total, names: res.data?.products.nodes.map((n) => n.name.replace(`${TAG} `, '')) };
  };
  const f = (extra: Record<string, unknown>) => ({ filter: { search: TAG, ...extra } });

  it('defaults to All and newest first; hidden products are not listed', async () => {
    expect(await names(f({}))).toEqual({ total: 5, names: ['thermo kids', 'ring black', 'watch pink', 'cuff blue', 'cuff white'] });
  });
  it.each([
    [{ category: 'BP_CUFF' }, ['cuff blue', 'cuff white']],
    [{ colour: 'PINK' }, ['watch pink']],
    [{ gender: 'UNISEX' }, ['ring black', 'cuff white']],
    [{ price: 'UNDER_50' }, ['thermo kids', 'cuff white']],
    [{ price: 'FROM_50_TO_100' }, ['cuff blue']],
    [{ price: 'FROM_100_TO_200' }, ['watch pink']],
    [{ price: 'OVER_200' }, ['ring black']],
    [{ category: 'BP_CUFF', colour: 'BLUE', gender: 'MEN', price: 'FROM_50_TO_100' }, ['cuff blue']],
    [{ category: 'WATCH', price: 'UNDER_50' }, []],
  ])('filter %j', async (filter, expected) => {
    expect((await names(f(filter))).names).toEqual(expected);
  });
  it('sorts by price both ways and by popularity, and pages with a total', async () => {
    expect((await names({ ...f({}), sort: 'PRICE_ASC' })).names).toEqual(['thermo kids', 'cuff white', 'cuff blue', 'watch pink', 'ring black']);
    expect((await names({ ...f({}), sort: 'PRICE_DESC' })).names?.[0]).toBe('ring black');
    expect(await names({ ...f({}), sort: 'PRICE_ASC', offset: 2, first: 2 })).toEqual({ total: 5, names: ['cuff blue', 'watch pink'] });
  });
  it('refuses bad paging, search and rating with the field named', async () => {
    for (const [vars, field] of [
      [{ first: 0 }, 'first'], [{ first: 49 }, 'first'], [{ offset: -1 }, 'offset'],
      [{ filter: { search: 'x'.repeat(101) } }, 'search'], [{ filter: { minRating: 6 } }, 'minRating'],
    ] as const) {
      const res = await t.gql(PRODUCTS, vars, alice.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
  });
  it('a search with LIKE wildcards matches them literally', async () => {
    expect((await names({ filter: { search: `${TAG}%` } })).total).toBe(0);
  });
  it('a search ignores case', async () => {
    expect((await names({ filter: { search: `${TAG} THERMO` } })).names).toEqual(['thermo kids']);
    expect((await names({ filter: { search: `${TAG} Ring` } })).names).toEqual(['ring black']);
  });
  it('product detail: NOT_FOUND for unknown ids and (for non-admins) hidden products; images are served', async () => {
    expect(codeOf(await t.gql(PRODUCT, { id: '00000000-0000-0000-0000-000000000000' }, alice.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PRODUCT, { id: 'nope' }, alice.token))).toBe('NOT_FOUND');
    const hidden = (await t.gql<{ adminProducts: { nodes: { id: string; active: boolean }[] } }>(ADMIN_PRODUCTS, { search: `${TAG} hidden` }, admin.token)).data?.adminProducts.nodes[0];
    expect(hidden?.active).toBe(false);
    expect(codeOf(await t.gql(PRODUCT, { id: hidden?.id }, alice.token))).toBe('NOT_FOUND');
    const img = await fetch(`${t.url}${made[0]?.images[0] ?? ''}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(await img.text()).toContain('<svg');
    expect((await fetch(`${t.url}/api/shop/art/bp_cuff/plaid/0.svg`)).status).toBe(404);
  });
  it('needs a signed-in user', async () => {
    expect(codeOf(await t.gql(PRODUCTS, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('admin only', () => {
  let p: ProductShape;
  beforeAll(async () => {
    p = await createProduct(t, admin.token, { name: `${TAG} admin` });
  });
  it.each([
    ['createProduct', CREATE_PRODUCT, () => ({ input: productInput() })],
    ['updateProduct', UPDATE_PRODUCT, () => ({ id: p.id, input: productInput() })],
    ['setProductStock', SET_STOCK, () => ({ id: p.id, stock: 5 })],
    ['adminProducts', ADMIN_PRODUCTS, () => ({})],
    ['adminOrders', ADMIN_ORDERS, () => ({})],
    ['adminRecordOrderPayment', RECORD_PAYMENT, () => ({ orderId: p.id })],
  ])('%s: FORBIDDEN for a customer, UNAUTHENTICATED without a token', async (_n, op, vars) => {
    const res = await t.gql(op, vars(), alice.token);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.data ?? null).toBeNull();
    expect(codeOf(await t.gql(op, vars()))).toBe('UNAUTHENTICATED');
  });
  it('validates product input: negative price, long name, bad stock', async () => {
    for (const [over, field] of [
      [{ priceMinor: -1 }, 'priceMinor'], [{ oldPriceMinor: -5 }, 'oldPriceMinor'], [{ name: 'n'.repeat(121) }, 'name'],
      [{ name: '  ' }, 'name'], [{ description: 'd'.repeat(2001) }, 'description'], [{ stock: -1 }, 'stock'],
    ] as const) {
      const res = await t.gql(CREATE_PRODUCT, { input: productInput(over) }, admin.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    expect(fieldOf(await t.gql(SET_STOCK, { id: p.id, stock: 100_001 }, admin.token))).toBe('stock');
  });
  it('updates a product and its stock; HTML in a name is stored as text', async () => {
    const res = await t.gql<{ updateProduct: ProductShape }>(UPDATE_PRODUCT, { id: p.id, input: productInput({ name: `${TAG} <b>bold</b>`, priceMinor: 1234 }) }, admin.token);
    expect(res.data?.updateProduct).toMatchObject({ name: `${TAG} <b>bold</b>`, priceMinor: 1234 });
    expect((await t.gql<{ setProductStock: ProductShape }>(SET_STOCK, { id: p.id, stock: 3 }, admin.token)).data?.setProductStock.stock).toBe(3);
    expect(codeOf(await t.gql(SET_STOCK, { id: '00000000-0000-0000-0000-000000000000', stock: 3 }, admin.token))).toBe('NOT_FOUND');
  });
});

describe('cart on the account', () => {
  let cuff: ProductShape;
  let ring: ProductShape;
  beforeAll(async () => {
    cuff = await createProduct(t, admin.token, { name: `${TAG} cart cuff`, priceMinor: 1_999, stock: 500 });
    ring = await createProduct(t, admin.token, { name: `${TAG} cart ring`, priceMinor: 3_050, stock: 500 });
  });

  it('adds, steps the quantity, removes; totals come from the server in minor units', async () => {
    const u = await verifiedUser(t);
    expect(await cartOf(u)).toMatchObject({ count: 0, totalMinor: 0, shippingMinor: 0, items: [] });
    expect((await add(u, cuff.id)).data?.addToCart).toMatchObject({ count: 1, subtotalMinor: 1_999, shippingMinor: 490, totalMinor: 2_489 });
    await add(u, cuff.id);
    const c = (await add(u, ring.id, 1)).data?.addToCart;
    // 70.48: shipping is free from 50.00.
    expect(c).toMatchObject({ count: 3, subtotalMinor: 2 * 1_999 + 3_050, shippingMinor: 0, totalMinor: 7_048 });
    const up = (await t.gql<{ setCartQuantity: Cart }>(SET_QTY, { productId: ring.id, quantity: 2 }, u.token)).data?.setCartQuantity;
    expect(up).toMatchObject({ count: 4, subtotalMinor: 10_098, shippingMinor: 0, totalMinor: 10_098 });
    const removed = (await t.gql<{ removeFromCart: Cart }>(REMOVE, { productId: cuff.id }, u.token)).data?.removeFromCart;
    expect(removed?.items.map((i) => i.product.id)).toEqual([ring.id]);
    // A price change shows at once: the cart is priced from current prices, never stored totals.
    await t.gql(UPDATE_PRODUCT, { id: ring.id, input: productInput({ name: `${TAG} cart ring`, priceMinor: 3_100, stock: 500 }) }, admin.token);
    expect(await cartOf(u)).toMatchObject({ subtotalMinor: 6_200, totalMinor: 6_200 });
  });

  it('names the discount: the old prices of reduced devices, less what they cost now (the summary shows both)', async () => {
    const u = await verifiedUser(t);
    const reduced = await createProduct(t, admin.token, { name: `${TAG} cart reduced`, priceMinor: 11_990, oldPriceMinor: 13_980, stock: 50 });
    // An "old price" below the price is no discount.
    const odd = await createProduct(t, admin.token, { name: `${TAG} cart odd`, priceMinor: 2_000, oldPriceMinor: 1_500, stock: 50 });
    const q = `query { cart { subtotalMinor listSubtotalMinor discountMinor shippingMinor totalMinor } }`;
    const empty = await t.gql<{ cart: Record<string, number> }>(q, {}, u.token);
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.cart).toMatchObject({ listSubtotalMinor: 0, discountMinor: 0 });
    await add(u, reduced.id, 2);
    await add(u, odd.id, 1);
    await add(u, cuff.id, 1);
    const res = await t.gql<{ cart: Record<string, number> }>(q, {}, u.token);
    expect(res.data?.cart).toEqual({
      subtotalMinor: 2 * 11_990 + 2_000 + 1_999,
      listSubtotalMinor: 2 * 13_980 + 2_000 + 1_999,
      discountMinor: 2 * 1_990,
      shippingMinor: 0,
      totalMinor: 2 * 11_990 + 2_000 + 1_999,
    });
  });

  it('keeps quantities within 1–99', async () => {
    const u = await verifiedUser(t);
    for (const q of [0, -1, 100]) {
      const res = await add(u, cuff.id, q);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe('quantity');
    }
    await add(u, cuff.id, 98);
    expect((await add(u, cuff.id, 5)).data?.addToCart.items[0]?.quantity).toBe(99);
    for (const q of [0, 100]) {
      expect(fieldOf(await t.gql(SET_QTY, { productId: cuff.id, quantity: q }, u.token))).toBe('quantity');
    }
    expect((await t.gql<{ setCartQuantity: Cart }>(SET_QTY, { productId: cuff.id, quantity: 1 }, u.token)).data?.setCartQuantity.count).toBe(1);
  });

  it("is the account's own: another user's lines are not visible nor changeable (NOT_FOUND)", async () => {
    const u = await verifiedUser(t);
    const other = await verifiedUser(t);
    await add(u, cuff.id, 2);
    expect((await cartOf(other))?.items).toEqual([]);
    expect(codeOf(await t.gql(SET_QTY, { productId: cuff.id, quantity: 5 }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(REMOVE, { productId: cuff.id }, other.token))).toBe('NOT_FOUND');
    expect((await cartOf(u))?.items[0]?.quantity).toBe(2);
    expect(codeOf(await add(u, '00000000-0000-0000-0000-000000000000'))).toBe('NOT_FOUND');
  });

  it('announces changes to the other devices (cartUpdated over graphql-ws)', async () => {
    const u = await verifiedUser(t);
    const client = t.wsClient({ authorization: `Bearer ${u.token}` });
    type R = { data?: { cartUpdated: { count: number } } | null };
    const it = client.iterate({ query: 'subscription { cartUpdated { count } }' }) as AsyncIterableIterator<R>;
    await untilFirstEvent(it.next(), () => Promise.resolve(t.app.services.shop.cart.announce(u.userId)));
    await add(u, cuff.id, 3);
    const seen = await pullUntil(it, (r) => r.data?.cartUpdated.count === 3);
    expect(seen.at(-1)?.data?.cartUpdated.count).toBe(3);
    await it.return?.();
  });
});

describe('checkout and orders', () => {
  let cuff: ProductShape;
  let scale: ProductShape;
  beforeAll(async () => {
    cuff = await createProduct(t, admin.token, { name: `${TAG} order cuff`, category: 'BP_CUFF', priceMinor: 7_990, stock: 10 });
    scale = await createProduct(t, admin.token, { name: `${TAG} order scale`, category: 'SCALE', priceMinor: 2_000, stock: 10 });
  });

  it('refuses an empty cart and names a bad address field', async () => {
    const u = await verifiedUser(t);
    expect(fieldOf(await place(u))).toBe('cart');
    await add(u, cuff.id);
    for (const [over, field] of [
      [{ name: '' }, 'name'], [{ line: 'l'.repeat(201) }, 'line'], [{ city: '' }, 'city'],
      [{ postalCode: '<b>' }, 'postalCode'], [{ country: 'XX' }, 'country'], [{ phone: 'call me' }, 'phone'],
    ] as const) {
      const res = await place(u, { ...ADDRESS, ...over });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    expect((await cartOf(u))?.count).toBe(1);
  });

  it('places an order at current prices, reserves stock, empties the cart; the order is the owner’s only', async () => {
    const before = await stockOf(cuff.id);
    await add(alice, cuff.id, 2);
    await add(alice, scale.id, 1);
    const res = await place(alice);
    expect(res.errors).toBeUndefined();
    const order = res.data?.placeOrder;
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', subtotalMinor: 17_980, shippingMinor: 0, totalMinor: 17_980 });
    expect(order?.number).toMatch(/^SO-\d{8}-[A-Z2-9]{6}$/);
    // The order issued its invoice (invoices feature) for the same total, open until paid.
    const invoice = await t.gql<{ invoice: { totalGrossMinor: number; amountOpenMinor: number; origin: string; currency: string } }>(
      'query ($id: ID!) { invoice(id: $id) { totalGrossMinor amountOpenMinor origin currency } }', { id: order?.invoiceId }, alice.token);
    expect(invoice.data?.invoice).toEqual({ totalGrossMinor: 17_980, amountOpenMinor: 17_980, origin: 'ORDER', currency: 'EUR' });
    expect(order?.items.find((i) => i.productId === cuff.id)).toMatchObject({ quantity: 2, unitPriceMinor: 7_990, gadgetKind: 'BP_CUFF' });
    expect(order?.items.find((i) => i.productId === scale.id)?.gadgetKind).toBeNull();
    expect(await stockOf(cuff.id)).toBe((before ?? 0) - 2);
    expect((await cartOf(alice))?.count).toBe(0);
    const list = (await t.gql<{ orders: Order[] }>(ORDERS, {}, alice.token)).data?.orders;
    expect(list?.[0]?.id).toBe(order?.id);
    expect((await t.gql<{ order: Order }>(ORDER, { id: order?.id }, alice.token)).data?.order.number).toBe(order?.number);
    // IDOR: bob sees neither the order nor it in his list.
    expect(codeOf(await t.gql(ORDER, { id: order?.id }, bob.token))).toBe('NOT_FOUND');
    expect((await t.gql<{ orders: Order[] }>(ORDERS, {}, bob.token)).data?.orders.some((o) => o.id === order?.id)).toBe(false);
  });

  it('the last unit, raced by two buyers with parallel requests: exactly one order, the other OUT_OF_STOCK with its cart kept', async () => {
    for (let round = 0; round < 3; round++) {
      const last = await createProduct(t, admin.token, { name: `${TAG} last ${round}`, stock: 1, priceMinor: 9_900 });
      const [u1, u2] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
      await Promise.all([add(u1, last.id), add(u2, last.id)]);
      const results = await Promise.all([place(u1), place(u2)]);
      const won = results.filter((r) => r.data?.placeOrder);
      const lost = results.filter((r) => codeOf(r) === 'OUT_OF_STOCK');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0]?.errors?.[0]?.extensions as { productIds?: string[] }).productIds).toEqual([last.id]);
      expect(lost[0]?.errors?.[0]?.message).toContain(`${TAG} last ${round}`);
      expect(await stockOf(last.id)).toBe(0);
      const loser = results[0] === lost[0] ? u1 : u2;
      expect((await cartOf(loser))?.items.map((i) => [i.product.id, i.quantity])).toEqual([[last.id, 1]]);
    }
  });

  it('one buyer double-submitting gets one order (the second finds the cart empty)', async () => {
    const u = await verifiedUser(t);
    await add(u, scale.id, 1);
    const results = await Promise.all([place(u), place(u)]);
    expect(results.filter((r) => r.data?.placeOrder)).toHaveLength(1);
    expect(results.filter((r) => fieldOf(r) === 'cart')).toHaveLength(1);
  });

  it('admin records payment → on the invoice, order PAID, announced to the buyer live; a second time is CONFLICT', async () => {
    const u = await verifiedUser(t);
    await add(u, scale.id, 1);
    const order = (await place(u)).data?.placeOrder;
    expect(order).toBeDefined();
    const client = t.wsClient({ authorization: `Bearer ${u.token}` });
    type R = { data?: { orderUpdated: { id: string; status: string } } | null };
    const it = client.iterate({ query: 'subscription { orderUpdated { id status } }' }) as AsyncIterableIterator<R>;
    // The subscription is live once a cart event... is not on this channel: ping with an order event of its own.
    await untilFirstEvent(it.next(), () => Promise.resolve(t.app.services.pubsub.publish('shop:order', u.userId, { orderId: order?.id ?? '' })));
    const awaiting = (await t.gql<{ adminOrders: { buyerEmail: string; order: { id: string } }[] }>(ADMIN_ORDERS, { status: 'AWAITING_PAYMENT' }, admin.token)).data?.adminOrders;
    expect(awaiting?.find((a) => a.order.id === order?.id)?.buyerEmail).toBe(u.email.toLowerCase());
    const paid = await t.gql<{ adminRecordOrderPayment: Order }>(RECORD_PAYMENT, { orderId: order?.id }, admin.token);
    expect(paid.data?.adminRecordOrderPayment.status).toBe('PAID');
    // The payment lives on the order's invoice (one ledger): everything open, as one payment, balanced.
    type Inv = { invoice: { status: string; amountOpenMinor: number; totalGrossMinor: number; payments: { amountMinor: number; method: string }[] } };
    const inv = (await t.gql<Inv>('query ($id: ID!) { invoice(id: $id) { status amountOpenMinor totalGrossMinor payments { amountMinor method } } }', { id: order?.invoiceId }, u.token)).data?.invoice;
    expect(inv).toMatchObject({ status: 'BALANCED', amountOpenMinor: 0 });
    expect(inv?.payments).toEqual([{ amountMinor: inv?.totalGrossMinor, method: 'OTHER' }]);
    expect(inv?.totalGrossMinor).toBe(order?.totalMinor);
    const seen = await pullUntil(it, (r) => r.data?.orderUpdated.status === 'PAID');
    expect(seen.at(-1)?.data?.orderUpdated.id).toBe(order?.id);
    await it.return?.();
    expect(codeOf(await t.gql(RECORD_PAYMENT, { orderId: order?.id }, admin.token))).toBe('CONFLICT');
    expect(codeOf(await t.gql(RECORD_PAYMENT, { orderId: '00000000-0000-0000-0000-000000000000' }, admin.token))).toBe('NOT_FOUND');
  });

  it('payments on the order invoice settle the order: part by invoice, the rest by the order action', async () => {
    const u = await verifiedUser(t);
    await add(u, scale.id, 1);
    const order = (await place(u)).data?.placeOrder;
    const pay = `mutation ($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { status } }`;
    const paidOn = new Date().toISOString().slice(0, 10);
    const part = await t.gql(pay, { input: { invoiceId: order?.invoiceId, amountMinor: 100, currency: 'EUR', paidOn, method: 'CASH' } }, admin.token);
    expect(part.errors).toBeUndefined();
    const ORDER = `query ($id: ID!) { order(id: $id) { status } }`;
    expect((await t.gql<{ order: { status: string } }>(ORDER, { id: order?.id }, u.token)).data?.order.status).toBe('AWAITING_PAYMENT');
    const rest = await t.gql<{ adminRecordOrderPayment: Order }>(RECORD_PAYMENT, { orderId: order?.id }, admin.token);
    expect(rest.data?.adminRecordOrderPayment.status).toBe('PAID');
    type Inv = { invoice: { status: string; payments: { amountMinor: number; method: string }[] } };
    const inv = (await t.gql<Inv>('query ($id: ID!) { invoice(id: $id) { status payments { amountMinor method } } }', { id: order?.invoiceId }, u.token)).data?.invoice;
    expect(inv?.status).toBe('BALANCED');
    expect(inv?.payments.map((p) => p.amountMinor).sort((a, b) => a - b)).toEqual([100, (order?.totalMinor ?? 0) - 100].sort((a, b) => a - b));
  });

  it("cancelling the order's invoice cancels the order and gives its units back; it can then not be paid", async () => {
    const u = await verifiedUser(t);
    const before = await stockOf(scale.id);
    await add(u, scale.id, 2);
    const order = (await place(u)).data?.placeOrder;
    expect(await stockOf(scale.id)).toBe((before ?? 0) - 2);
    const cancel = await t.gql<{ cancelInvoice: { status: string } }>(
      'mutation ($id: ID!, $reason: String!) { cancelInvoice(id: $id, reason: $reason) { status } }',
      { id: order?.invoiceId, reason: 'customer cancelled' },
      admin.token,
    );
    expect(cancel.data?.cancelInvoice.status).toBe('CANCELLED');
    const ORDER = `query ($id: ID!) { order(id: $id) { status } }`;
    expect((await t.gql<{ order: { status: string } }>(ORDER, { id: order?.id }, u.token)).data?.order.status).toBe('CANCELLED');
    expect(await stockOf(scale.id)).toBe(before);
    const awaiting = (await t.gql<{ adminOrders: { order: { id: string } }[] }>(ADMIN_ORDERS, { status: 'AWAITING_PAYMENT' }, admin.token)).data?.adminOrders;
    expect(awaiting?.some((a) => a.order.id === order?.id)).toBe(false);
    expect(codeOf(await t.gql(RECORD_PAYMENT, { orderId: order?.id }, admin.token))).toBe('CONFLICT');
  });

  it('prefills the delivery address from the personal information', async () => {
    const u = await verifiedUser(t);
    await t.gql('mutation ($i: PersonalInfoInput!) { updatePersonalInfo(input: $i) { id } }', {
      i: { firstName: 'Grace', lastName: 'Hopper', address: { line: '1 Navy Way', city: 'Arlington', postalCode: '22201', country: 'US' } },
    }, u.token);
    expect((await t.gql<{ checkoutAddress: unknown }>(CHECKOUT_ADDRESS, {}, u.token)).data?.checkoutAddress).toMatchObject({
      name: 'Grace Hopper', line: '1 Navy Way', city: 'Arlington', postalCode: '22201', country: 'US',
    });
  });
});

describe('reviews by buyers', () => {
  it('only a buyer may review, once; the product rating follows', async () => {
    const p = await createProduct(t, admin.token, { name: `${TAG} reviewed` });
    const buyer = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    expect(codeOf(await t.gql(REVIEW, { productId: p.id, rating: 5, body: 'Great' }, stranger.token))).toBe('FORBIDDEN');
    await add(buyer, p.id);
    expect((await t.gql<{ product: { canReview: boolean } }>(PRODUCT, { id: p.id }, buyer.token)).data?.product.canReview).toBe(false);
    await place(buyer);
    expect((await t.gql<{ product: { canReview: boolean } }>(PRODUCT, { id: p.id }, buyer.token)).data?.product.canReview).toBe(true);
    expect(fieldOf(await t.gql(REVIEW, { productId: p.id, rating: 6, body: 'x' }, buyer.token))).toBe('rating');
    expect(fieldOf(await t.gql(REVIEW, { productId: p.id, rating: 4, body: 'b'.repeat(1001) }, buyer.token))).toBe('body');
    const ok = await t.gql<{ reviewProduct: { rating: number; mine: boolean; author: string } }>(REVIEW, { productId: p.id, rating: 4, body: '<script>x</script> works' }, buyer.token);
    expect(ok.data?.reviewProduct).toMatchObject({ rating: 4, mine: true });
    expect(codeOf(await t.gql(REVIEW, { productId: p.id, rating: 5, body: 'again' }, buyer.token))).toBe('CONFLICT');
    const product = (await t.gql<{ product: ProductShape & { canReview: boolean } }>(PRODUCT, { id: p.id }, buyer.token)).data?.product;
    expect(product).toMatchObject({ rating: 4, reviewCount: 1, canReview: false });
    const list = (await t.gql<{ productReviews: { body: string; mine: boolean }[] }>(REVIEWS, { productId: p.id }, stranger.token)).data?.productReviews;
    expect(list).toEqual([expect.objectContaining({ body: '<script>x</script> works', mine: false })]);
    // The rating filter reads the average.
    const rated = await t.gql<{ products: { nodes: { id: string }[] } }>(PRODUCTS, { filter: { search: `${TAG} reviewed`, minRating: 4 } }, buyer.token);
    expect(rated.data?.products.nodes.map((n) => n.id)).toEqual([p.id]);
    const none = await t.gql<{ products: { nodes: unknown[] } }>(PRODUCTS, { filter: { search: `${TAG} reviewed`, minRating: 5 } }, buyer.token);
    expect(none.data?.products.nodes).toEqual([]);
  });
});

describe('the invoicing seam', () => {
  /** A fake invoices feature: records calls (and the transaction), can fail, can report a balanced invoice. */
  function fakeInvoicing(fail = false) {
    const calls: { input: OrderInvoiceInput; tx: DbOrTx | undefined }[] = [];
    const listeners: ((e: { invoiceId: string; userId: string; orderId: string | null }) => void)[] = [];
    const invoicing: OrderInvoicing = {
      issueForOrder: (input, tx) => {
        calls.push({ input, tx });
        if (fail) return Promise.reject(new Error('invoice store down'));
        return Promise.resolve({ invoiceId: '11111111-1111-4111-8111-111111111111', number: 'INV-1' });
      },
      settleInFull: () => Promise.reject(new Error('not used by these tests')),
      onBalanced: (l) => void listeners.push(l),
      onCancelling: () => undefined,
    };
    return { invoicing, calls, balance: (e: { invoiceId: string; userId: string; orderId: string | null }) => listeners.forEach((l) => l(e)) };
  }
  const ordersWith = (invoicing: OrderInvoicing) => {
    const cart = new CartService({ db: t.db.db, pubsub: t.app.services.pubsub });
    return new OrdersService({ db: t.db.db, pubsub: t.app.services.pubsub, cart, invoicing, log: { error: () => undefined } });
  };

  it('issues the invoice inside the order transaction with the lines and stores its id; balanced → paid', async () => {
    const fake = fakeInvoicing();
    const orders = ordersWith(fake.invoicing);
    const p = await createProduct(t, admin.token, { name: `${TAG} invoiced`, priceMinor: 2_500, stock: 5 });
    const u = await verifiedUser(t);
    await add(u, p.id, 1);
    const order = await orders.place(u.userId, { ...ADDRESS });
    expect(order.invoiceId).toBe('11111111-1111-4111-8111-111111111111');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.tx).toBeDefined();
    expect(fake.calls[0]?.input).toMatchObject({
      userId: u.userId, orderId: order.id, orderNumber: order.number, currency: 'EUR',
      lines: [{ description: `${TAG} invoiced`, quantity: 1, unitPriceMinor: 2_500 }, { description: 'Shipping', quantity: 1, unitPriceMinor: 490 }],
    });
    expect(fake.calls[0]?.input.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fake.balance({ invoiceId: '11111111-1111-4111-8111-111111111111', userId: u.userId, orderId: order.id });
    await expect.poll(async () => (await t.gql<{ order: Order }>(ORDER, { id: order.id }, u.token)).data?.order.status).toBe('PAID');
  });

  it('an invoice failure rolls the whole order back: stock and cart untouched', async () => {
    const orders = ordersWith(fakeInvoicing(true).invoicing);
    const p = await createProduct(t, admin.token, { name: `${TAG} rollback`, stock: 2 });
    const u = await verifiedUser(t);
    await add(u, p.id, 2);
    await expect(orders.place(u.userId, { ...ADDRESS })).rejects.toThrow('invoice store down');
    expect(await stockOf(p.id)).toBe(2);
    expect((await cartOf(u))?.count).toBe(2);
    expect((await t.gql<{ orders: unknown[] }>(ORDERS, {}, u.token)).data?.orders).toEqual([]);
  });
});

