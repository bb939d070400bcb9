import { requireVerified } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../graphql/require-admin.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';
import { artUrls } from './shop-art.js';
import { gadgetKindOf } from './shop.types.js';

const me = (ctx: GraphQLContext) => requireVerified(ctx).user.id;

export const shopResolvers: Resolvers = {
  Query: {
    products: (_p, a, ctx) => {
      me(ctx);
      return ctx.services.shop.catalog.list({ ...a.filter, sort: a.sort, offset: a.offset, first: a.first });
    },
    product: (_p, a, ctx) => ctx.services.shop.catalog.get(a.id, requireVerified(ctx).user.isAdmin),
    productReviews: (_p, a, ctx) => ctx.services.shop.catalog.reviews(me(ctx), a.productId),
    cart: (_p, _a, ctx) => ctx.services.shop.cart.get(me(ctx)),
    checkoutAddress: async (_p, _a, ctx) => {
      const d = await ctx.services.personalInfo.demographics(me(ctx));
      if (!d) return null;
      return {
        name: [d.firstName, d.lastName].filter(Boolean).join(' '),
        line: d.address?.line ?? '',
        city: d.address?.city ?? '',
        postalCode: d.address?.postalCode ?? '',
        country: d.address?.country ?? '',
        phone: d.phone,
      };
    },
    orders: (_p, _a, ctx) => ctx.services.shop.orders.list(me(ctx)),
    order: (_p, a, ctx) => ctx.services.shop.orders.get(me(ctx), a.id),
    adminProducts: (_p, a, ctx) => {
      requireAdmin(ctx);
      return ctx.services.shop.catalog.list({ search: a.search, offset: a.offset, first: a.first }, true);
    },
    adminOrders: (_p, a, ctx) => {
      requireAdmin(ctx);
      return ctx.services.shop.orders.adminList(a.status ?? null, a.first);
    },
  },
  Mutation: {
    addToCart: (_p, a, ctx) => ctx.services.shop.cart.add(me(ctx), a.productId, a.quantity),
    setCartQuantity: (_p, a, ctx) => ctx.services.shop.cart.setQuantity(me(ctx), a.productId, a.quantity),
    removeFromCart: (_p, a, ctx) => ctx.services.shop.cart.remove(me(ctx), a.productId),
    placeOrder: (_p, a, ctx) => ctx.services.shop.orders.place(me(ctx), { ...a.address, phone: a.address.phone ?? null }),
    reviewProduct: (_p, a, ctx) => ctx.services.shop.catalog.review(me(ctx), a.productId, a.rating, a.body),
    createProduct: (_p, a, ctx) => {
      requireAdmin(ctx);
      return ctx.services.shop.catalog.create(a.input);
    },
    updateProduct: (_p, a, ctx) => {
      requireAdmin(ctx);
      return ctx.services.shop.catalog.update(a.id, a.input);
    },
    setProductStock: (_p, a, ctx) => {
      requireAdmin(ctx);
      return ctx.services.shop.catalog.setStock(a.id, a.stock);
    },
    adminRecordOrderPayment: (_p, a, ctx) =>
      ctx.services.shop.orders.recordPayment(requireAdmin(ctx).user.id, a.orderId, a.method, a.reference),
  },
  Subscription: {
    cartUpdated: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'shop:cart', requireVerified(ctx)),
      // The event carries only the id: re-read the cart at current prices.
      resolve: (_e: unknown, _a: unknown, ctx: GraphQLContext) => ctx.services.shop.cart.get(me(ctx)),
    },
    orderUpdated: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'shop:order', requireVerified(ctx)),
      resolve: (e: { orderId: string }, _a: unknown, ctx: GraphQLContext) => ctx.services.shop.orders.get(me(ctx), e.orderId),
    },
  },
  Product: {
    inStock: (p) => p.active && p.stock > 0,
    rating: (p) => Math.round(p.ratingAvg * 10) / 10,
    reviewCount: (p) => p.ratingCount,
    images: (p) => artUrls(p.category, p.colour),
    gadgetKind: (p) => gadgetKindOf(p.category),
    canReview: (p, _a, ctx) => ctx.services.shop.catalog.canReview(me(ctx), p.id),
    related: (p, _a, ctx) => ctx.services.shop.catalog.related(p),
  },
  CartItem: {},
  Order: {
    address: (o) => ({
      name: o.shipName,
      line: o.shipLine,
      city: o.shipCity,
      postalCode: o.shipPostalCode,
      country: o.shipCountry,
      phone: o.shipPhone,
    }),
  },
  OrderItem: {
    lineTotalMinor: (i) => i.unitPriceMinor * i.quantity,
    image: (i) => artUrls(i.category, null)[0] ?? '',
    gadgetKind: (i) => gadgetKindOf(i.category),
  },
  ProductCategory: {
    BP_CUFF: 'bp_cuff',
    PULSE_OXIMETER: 'pulse_oximeter',
    CGM: 'cgm',
    SCALE: 'scale',
    WATCH: 'watch',
    SLEEP_TRACKER: 'sleep_tracker',
    THERMOMETER: 'thermometer',
  },
  ProductColour: { BLACK: 'black', WHITE: 'white', SILVER: 'silver', BLUE: 'blue', PINK: 'pink', GREEN: 'green' },
  ProductGender: { UNISEX: 'unisex', WOMEN: 'women', MEN: 'men', KIDS: 'kids' },
  OrderStatus: { AWAITING_PAYMENT: 'awaiting_payment', PAID: 'paid', CANCELLED: 'cancelled' },
};
