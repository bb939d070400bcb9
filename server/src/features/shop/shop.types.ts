// Views the shop resolvers return, the shop's money rules and the device kinds the portal pairs as gadgets.
import type {
  GadgetKind,
  OrderItemRow,
  OrderRow,
  ProductCategory,
  ProductRow,
} from '../../../../db/schema/index.js';

export const SHOP_CURRENCY = 'EUR';
/** Shipping is free from this subtotal; below it costs SHIPPING_MINOR. */
export const FREE_SHIPPING_FROM_MINOR = 5_000;
export const SHIPPING_MINOR = 490;
export const MAX_LINE_QUANTITY = 99;
export const PAGE_MAX = 48;

export interface ProductPageView {
  total: number;
  offset: number;
  nodes: ProductRow[];
}

export interface CartLineView {
  product: ProductRow;
  quantity: number;
  lineTotalMinor: number;
}

export interface CartView {
  items: CartLineView[];
  count: number;
  subtotalMinor: number;
  listSubtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  currency: string;
}

export interface OrderView extends OrderRow {
  items: OrderItemRow[];
}

export interface AdminOrderView {
  order: OrderView;
  buyerEmail: string;
}

export interface ReviewView {
  id: string;
  rating: number;
  body: string;
  author: string;
  mine: boolean;
  createdAt: Date;
}

export interface AddressFields {
  name: string;
  line: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string | null;
}

/** Devices the gadgets feature knows how to pair; scales and thermometers are not (yet) gadgets. */
const GADGET_KIND: Record<ProductCategory, GadgetKind | null> = {
  bp_cuff: 'bp_cuff',
  pulse_oximeter: 'pulse_oximeter',
  cgm: 'cgm',
  watch: 'wearable',
  sleep_tracker: 'sleep_tracker',
  scale: null,
  thermometer: null,
};

export const gadgetKindOf = (category: ProductCategory): GadgetKind | null => GADGET_KIND[category];

/** Subtotal, shipping and total in minor units, from current unit prices (never from the client). */
export function totals(lines: { unitPriceMinor: number; quantity: number }[]) {
  const subtotalMinor = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const shippingMinor = subtotalMinor === 0 || subtotalMinor >= FREE_SHIPPING_FROM_MINOR ? 0 : SHIPPING_MINOR;
  return { subtotalMinor, shippingMinor, totalMinor: subtotalMinor + shippingMinor };
}
