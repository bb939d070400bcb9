// GraphQL operations and small helpers for the shop tests (integration, browser, bench). Nothing here asserts.
import type { TestApp } from './test-app.js';

export const PRODUCT_FIELDS =
  'id name category colour gender priceMinor oldPriceMinor currency stock inStock rating reviewCount soldCount active images createdAt';
export const CART_FIELDS = `count subtotalMinor shippingMinor totalMinor currency items { quantity lineTotalMinor product { id name priceMinor } }`;
export const ORDER_FIELDS = `id number status currency subtotalMinor shippingMinor totalMinor invoiceId paidAt createdAt
  address { name line city postalCode country phone } items { id productId name quantity unitPriceMinor lineTotalMinor gadgetKind }`;

export const PRODUCTS = `query P($filter: ProductFilter, $sort: ProductSort, $offset: Int, $first: Int) {
  products(filter: $filter, sort: $sort, offset: $offset, first: $first) { total offset nodes { ${PRODUCT_FIELDS} } } }`;
export const PRODUCT = `query One($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} canReview related { id } } }`;
export const CREATE_PRODUCT = `mutation C($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
export const UPDATE_PRODUCT = `mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
export const SET_STOCK = `mutation S($id: ID!, $stock: Int!) { setProductStock(id: $id, stock: $stock) { ${PRODUCT_FIELDS} } }`;
export const ADMIN_PRODUCTS = `query AP($search: String) { adminProducts(search: $search) { total nodes { id active } } }`;
export const ADMIN_ORDERS = `query AO($status: OrderStatus) { adminOrders(status: $status) { buyerEmail order { id status } } }`;
export const RECORD_PAYMENT = `mutation RP($orderId: ID!) { adminRecordOrderPayment(orderId: $orderId) { ${ORDER_FIELDS} } }`;
export const CART = `query { cart { ${CART_FIELDS} } }`;
export const ADD = `mutation A($productId: ID!, $quantity: Int) { addToCart(productId: $productId, quantity: $quantity) { ${CART_FIELDS} } }`;
export const SET_QTY = `mutation Q($productId: ID!, $quantity: Int!) { setCartQuantity(productId: $productId, quantity: $quantity) { ${CART_FIELDS} } }`;
export const REMOVE = `mutation R($productId: ID!) { removeFromCart(productId: $productId) { ${CART_FIELDS} } }`;
export const PLACE = `mutation O($address: DeliveryAddressInput!) { placeOrder(address: $address) { ${ORDER_FIELDS} } }`;
export const ORDERS = `query { orders { ${ORDER_FIELDS} } }`;
export const ORDER = `query Ord($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const REVIEWS = `query Rv($productId: ID!) { productReviews(productId: $productId) { id rating body author mine createdAt } }`;
export const REVIEW = `mutation W($productId: ID!, $rating: Int!, $body: String!) {
  reviewProduct(productId: $productId, rating: $rating, body: $body) { id rating body author mine } }`;
export const CHECKOUT_ADDRESS = 'query { checkoutAddress { name line city postalCode country phone } }';

export const ADDRESS = { name: 'Ada Lovelace', line: '12 rue des Lilas', city: 'Lyon', postalCode: '69003', country: 'FR', phone: '+33 6 12 34 56 78' };

export interface ProductInput {
  name: string;
  description: string;
  category: string;
  colour: string;
  gender: string;
  priceMinor: number;
  oldPriceMinor?: number | null;
  stock: number;
  active: boolean;
}

export const productInput = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Test cuff',
  description: 'A test device.',
  category: 'BP_CUFF',
  colour: 'WHITE',
  gender: 'UNISEX',
  priceMinor: 4990,
  oldPriceMinor: null,
  stock: 10,
  active: true,
  ...over,
});

export interface ProductShape {
  id: string;
  name: string;
  priceMinor: number;
  stock: number;
  rating: number;
  reviewCount: number;
  soldCount: number;
  category: string;
  colour: string;
  gender: string;
  images: string[];
}

export async function createProduct(t: TestApp, adminToken: string, over: Partial<ProductInput> = {}): Promise<ProductShape> {
  const res = await t.gql<{ createProduct: ProductShape }>(CREATE_PRODUCT, { input: productInput(over) }, adminToken);
  if (!res.data) throw new Error(`createProduct failed: ${JSON.stringify(res.errors)}`);
  return res.data.createProduct;
}
