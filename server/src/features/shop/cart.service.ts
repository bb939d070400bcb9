// The cart on the account: add, set quantity (1–99), remove. Every answer is the whole cart priced by the
// server from current prices; other tabs and devices hear about changes (`cartUpdated`).
import type { Db, DbOrTx } from '../../../../db/client.js';
import { badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { catalogRepository } from './catalog.repository.js';
import { cartRepository as repo } from './cart.repository.js';
import type { CartRow } from './cart.repository.js';
import type { CartView } from './shop.types.js';
import { SHOP_CURRENCY, totals } from './shop.types.js';
import { parseQuantity } from './shop.validation.js';

export function priceCart(lines: CartRow[]): CartView {
  const items = lines.map((l) => ({ ...l, lineTotalMinor: l.product.priceMinor * l.quantity }));
  const sums = totals(lines.map((l) => ({ unitPriceMinor: l.product.priceMinor, quantity: l.quantity })));
  // The summary's "discount" line: what reduced devices save against their old price. An old price at or
  // below the price is no reduction (the grid does not strike it through either).
  const listSubtotalMinor = lines.reduce((sum, l) => sum + Math.max(l.product.oldPriceMinor ?? 0, l.product.priceMinor) * l.quantity, 0);
  return {
    items,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    ...sums,
    listSubtotalMinor,
    discountMinor: listSubtotalMinor - sums.subtotalMinor,
    currency: SHOP_CURRENCY,
  };
}

export class CartService {
  constructor(private readonly d: { db: Db; pubsub: PubSub }) {}

  async get(userId: string, db: DbOrTx = this.d.db): Promise<CartView> {
    return priceCart(await repo.lines(db, userId));
  }

  async add(userId: string, productId: string, quantity: number | null | undefined): Promise<CartView> {
    const q = parseQuantity(quantity ?? 1);
    const product = isUuid(productId) ? await catalogRepository.find(this.d.db, productId) : null;
    if (!product?.active) throw notFound('This product does not exist.');
    if (product.stock === 0) throw badInput('productId', 'This product is out of stock.', 'OUT_OF_STOCK');
    await repo.add(this.d.db, userId, productId, q);
    return this.changed(userId);
  }

  async setQuantity(userId: string, productId: string, quantity: number): Promise<CartView> {
    const q = parseQuantity(quantity);
    if (!isUuid(productId) || !(await repo.setQuantity(this.d.db, userId, productId, q))) {
      throw notFound('This product is not in your cart.');
    }
    return this.changed(userId);
  }

  async remove(userId: string, productId: string): Promise<CartView> {
    if (!isUuid(productId) || !(await repo.remove(this.d.db, userId, productId))) {
      throw notFound('This product is not in your cart.');
    }
    return this.changed(userId);
  }

  /** Tells the user's other tabs and devices (after the change is committed). */
  announce(userId: string): void {
    this.d.pubsub.publish('shop:cart', userId, { userId });
  }

  private async changed(userId: string): Promise<CartView> {
    this.announce(userId);
    return this.get(userId);
  }
}
