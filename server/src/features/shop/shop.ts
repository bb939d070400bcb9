// The shop's services, built together (orders need the cart; both need the catalogue's SQL).
import type { Db } from '../../../../db/client.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { CartService } from './cart.service.js';
import { CatalogService } from './catalog.service.js';
import type { OrderInvoicing } from './order-invoicing.js';
import { OrdersService } from './orders.service.js';

export interface Shop {
  catalog: CatalogService;
  cart: CartService;
  orders: OrdersService;
}

export function createShop(d: {
  db: Db;
  pubsub: PubSub;
  invoicing: OrderInvoicing;
  log: { error(obj: object, msg: string): void };
}): Shop {
  const cart = new CartService(d);
  return { catalog: new CatalogService(d), cart, orders: new OrdersService({ ...d, cart }) };
}
