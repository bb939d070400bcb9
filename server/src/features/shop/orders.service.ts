// Checkout and orders. Placing an order is one transaction: lock the cart lines and their products (FOR
// UPDATE, in product-id order), refuse with OUT_OF_STOCK when any product lacks units (nothing reserved, cart
// kept), otherwise take the stock, write the order at the current prices, issue the invoice and empty the cart.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../db/client.js';
import type { OrderRow, OrderStatus } from '../../../../db/schema/index.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { CartService } from './cart.service.js';
import { cartRepository } from './cart.repository.js';
import type { OrderInvoicing, OrderPaymentMethod } from './order-invoicing.js';
import { ordersRepository as repo } from './orders.repository.js';
import type { AddressFields, AdminOrderView, OrderView } from './shop.types.js';
import { SHOP_CURRENCY, totals } from './shop.types.js';
import { parseAddress } from './shop.validation.js';

/** Days between the order and the invoice's due date. */
const PAYMENT_TERM_DAYS = 14;
const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = [...randomBytes(6)].map((b) => NUMBER_ALPHABET[b % NUMBER_ALPHABET.length]).join('');
  return `SO-${day}-${tail}`;
}

export class OrdersService {
  constructor(
    private readonly d: {
      db: Db;
      pubsub: PubSub;
      cart: CartService;
      invoicing: OrderInvoicing;
      log: { error(obj: object, msg: string): void };
    },
  ) {
    // A balanced invoice (payment recorded in the invoices feature) marks its order paid.
    d.invoicing.onBalanced((e) => {
      if (!e.orderId) return;
      this.markPaid(e.orderId).catch((err: unknown) => d.log.error({ err, orderId: e.orderId }, 'marking an order paid failed'));
    });
    // Its invoice cancelled (by an administrator): the order is cancelled and its units go back on sale.
    d.invoicing.onCancelling(async (tx, e) => {
      const row = await repo.cancelUnpaid(tx, e.orderId);
      return row ? () => this.d.pubsub.publish('shop:order', row.userId, { orderId: row.id }) : null;
    });
  }

  async place(userId: string, rawAddress: AddressFields, now = new Date()): Promise<OrderView> {
    const address = parseAddress(rawAddress);
    const order = await this.d.db.transaction(async (tx) => {
      const lines = await cartRepository.lines(tx, userId, true);
      if (lines.length === 0) throw badInput('cart', 'Your cart is empty.', { reason: 'TOO_FEW', min: 1 });
      const short = lines.filter((l) => !l.product.active || l.product.stock < l.quantity);
      if (short.length > 0) {
        throw new AppError('OUT_OF_STOCK', `Not enough stock for: ${short.map((l) => l.product.name).join(', ')}.`, {
          productIds: short.map((l) => l.product.id),
        });
      }
      for (const l of lines) await repo.reserve(tx, l.product.id, l.quantity);
      const items = lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        category: l.product.category,
        unitPriceMinor: l.product.priceMinor,
        quantity: l.quantity,
      }));
      const sums = totals(items);
      const created = await repo.insert(
        tx,
        {
          userId,
          number: orderNumber(now),
          currency: SHOP_CURRENCY,
          ...sums,
          shipName: address.name,
          shipLine: address.line,
          shipCity: address.city,
          shipPostalCode: address.postalCode,
          shipCountry: address.country,
          shipPhone: address.phone,
          createdAt: now,
        },
        items,
      );
      const invoice = await this.d.invoicing.issueForOrder(
        {
          userId,
          orderId: created.id,
          orderNumber: created.number,
          currency: SHOP_CURRENCY,
          lines: [
            ...items.map((i) => ({ description: i.name, quantity: i.quantity, unitPriceMinor: i.unitPriceMinor })),
            ...(sums.shippingMinor ? [{ description: 'Shipping', quantity: 1, unitPriceMinor: sums.shippingMinor }] : []),
          ],
          issuedAt: now,
          dueDate: new Date(now.getTime() + PAYMENT_TERM_DAYS * 86_400_000).toISOString().slice(0, 10),
        },
        tx,
      );
      // An empty id means "no invoice recorded" (the temporary adapter, see order-invoicing.ts).
      if (invoice.invoiceId) await repo.setInvoice(tx, created.id, invoice.invoiceId);
      await cartRepository.clear(tx, userId);
      return { ...created, invoiceId: invoice.invoiceId || null };
    });
    this.d.cart.announce(userId);
    return order;
  }

  list(userId: string): Promise<OrderView[]> {
    return repo.listForUser(this.d.db, userId);
  }

  async get(userId: string, id: string): Promise<OrderView> {
    const order = isUuid(id) ? await repo.findForUser(this.d.db, userId, id) : null;
    if (!order) throw notFound('This order does not exist.');
    return order;
  }

  adminList(status: OrderStatus | null, first: number | null | undefined): Promise<AdminOrderView[]> {
    const n = first ?? 50;
    if (!Number.isInteger(n) || n < 1 || n > 200) throw badInput('first', 'first must be 1 – 200.');
    return repo.listAll(this.d.db, status, n);
  }

  /**
   * Admin: the order's payment recorded by hand (no provider) as a payment of everything open on its invoice;
   * the balanced invoice marks the order paid. CONFLICT unless the order is awaiting payment.
   */
  async recordPayment(adminId: string, orderId: string, method: OrderPaymentMethod, reference?: string | null): Promise<OrderView> {
    const existing = isUuid(orderId) ? await repo.find(this.d.db, orderId) : null;
    if (!existing) throw notFound('This order does not exist.');
    if (existing.status !== 'awaiting_payment' || !existing.invoiceId) throw new AppError('CONFLICT', 'This order is not awaiting payment.');
    await this.d.invoicing.settleInFull(adminId, existing.invoiceId, method, reference);
    // The balanced listener marks it paid too; whichever runs first wins (the update is conditional).
    await this.markPaid(orderId);
    const order = await repo.find(this.d.db, orderId);
    if (!order) throw notFound('This order does not exist.');
    return order;
  }

  /** awaiting_payment → paid, then tells the buyer's tabs; null when it was not awaiting payment. */
  async markPaid(orderId: string): Promise<OrderRow | null> {
    const row = await repo.markPaid(this.d.db, { id: orderId });
    if (row) this.d.pubsub.publish('shop:order', row.userId, { orderId: row.id });
    return row;
  }
}
