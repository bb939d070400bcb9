// `shop`: (1) the shop grid with 10,000 products — first page (12 + total) with every filter combination the
// sidebar offers plus search, p99 over repeated GraphQL requests over HTTP (goal: < 30 ms); (2) 50 concurrent
// checkouts of the same 10 items, once with scarce stock (20 units each: exactly 20 orders may win, zero
// oversold) and once with ample stock (throughput, orders/s).
// Knobs: BENCH_SHOP_PRODUCTS (10000), BENCH_SHOP_RUNS (100).
import { inArray, sql } from 'drizzle-orm';
import { cartItems, orders, products } from '../db/schema/index.js';
import { buildApp } from '../server/src/app.js';
import { benchConfig, benchEnv, fmt, freshDatabase, percentile, printTable, seedUsers, signTokens, verdict } from './lib/setup.js';

const PRODUCTS = Number(process.env['BENCH_SHOP_PRODUCTS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_SHOP_RUNS'] ?? 100);
const GOAL_MS = 30;
const BUYERS = 50;

const LIST = `query ($f: ProductFilter, $s: ProductSort) { products(filter: $f, sort: $s, first: 12) { total nodes {
  id name category colour gender priceMinor oldPriceMinor currency stock inStock rating reviewCount active images } } }`;
const PLACE = `mutation ($a: DeliveryAddressInput!) { placeOrder(address: $a) { id totalMinor } }`;
const ADDRESS = { name: 'Bench Buyer', line: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' };

const CASES: [string, Record<string, unknown>, string][] = [
  ['no filter', {}, 'NEWEST'],
  ['category', { category: 'WATCH' }, 'NEWEST'],
  ['category+colour+gender', { category: 'BP_CUFF', colour: 'WHITE', gender: 'UNISEX' }, 'PRICE_ASC'],
  ['price bucket', { price: 'FROM_100_TO_200' }, 'PRICE_DESC'],
  ['rating ≥ 4', { minRating: 4 }, 'POPULAR'],
  ['all five filters', { category: 'SCALE', colour: 'BLACK', gender: 'MEN', price: 'FROM_50_TO_100', minRating: 3 }, 'POPULAR'],
  ['search', { search: 'monitor' }, 'NEWEST'],
  ['search + filters', { search: 'pro', category: 'WATCH', price: 'OVER_200' }, 'PRICE_ASC'],
];

export default async function run() {
  const db = await freshDatabase('shop', 20);
  try {
    const t0 = performance.now();
    await db.db.execute(
      sql.raw(`INSERT INTO products (name, description, category, colour, gender, price_minor, old_price_minor, stock, sold_count, rating_avg, rating_count, created_at)
        SELECT (ARRAY['Pulsa','Vitalis','Oxia','Kardia','Somna','Balanca','Therma','GlucoFlow'])[1 + i % 8] || ' ' ||
               (ARRAY['Pro','Lite','Compact','Connect','Sport','Plus','Max','Mini'])[1 + (i / 8) % 8] || ' ' || i,
               'A health device that pairs with the portal; clinically validated monitor number ' || i,
               (ARRAY['bp_cuff','pulse_oximeter','cgm','scale','watch','sleep_tracker','thermometer'])[1 + i % 7]::product_category,
               (ARRAY['black','white','silver','blue','pink','green'])[1 + (i * 7) % 6]::product_colour,
               (ARRAY['unisex','women','men','kids'])[1 + (i * 3) % 4]::product_gender,
               990 + (i * 7919) % 40000, CASE WHEN i % 5 = 0 THEN 45000 ELSE NULL END, i % 50, (i * 37) % 500,
               CASE WHEN i % 3 = 0 THEN 0 ELSE 1 + (i % 40) / 10.0 END, CASE WHEN i % 3 = 0 THEN 0 ELSE 1 + i % 30 END,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${PRODUCTS}) AS i`),
    );
    await db.db.execute(sql`ANALYZE products`);
    console.log(`seeded ${PRODUCTS.toLocaleString('en-US')} products in ${fmt((performance.now() - t0) / 1000)} s`);

    const env = benchEnv();
    const config = benchConfig(env);
    const app = await buildApp({ config, database: db, logger: false, simulator: false, globalRateLimit: 1_000_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
    const buyers = await seedUsers(db, BUYERS, 'shop');
    const tokens = signTokens(config, buyers);
    const gql = async <T>(token: string, query: string, variables: Record<string, unknown>) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
    };
    try {
      const rows: (string | number)[][] = [];
      let worst = 0;
      for (const [name, f, s] of CASES) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < RUNS + 10; i++) {
          const start = performance.now();
          const r = await gql<{ products: { total: number } }>(tokens[0] ?? '', LIST, { f, s });
          if (!r.data) throw new Error(`list failed: ${JSON.stringify(r.errors)}`);
          total = r.data.products.total;
          if (i >= 10) times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        worst = Math.max(worst, percentile(times, 99));
        rows.push([name, s, total, fmt(percentile(times, 50), 2), fmt(percentile(times, 99), 2)]);
      }
      printTable(`shop grid, ${PRODUCTS.toLocaleString('en-US')} products, first page of 12 + total, GraphQL over HTTP, ${RUNS} runs each (ms)`, ['filters', 'sort', 'total', 'p50', 'p99'], rows);
      verdict('shop first page p99', worst < GOAL_MS, `worst p99 ${fmt(worst, 2)} ms (goal < ${GOAL_MS} ms)`);

      const ten = await db.db.select({ id: products.id }).from(products).orderBy(products.id).limit(10);
      const ids = ten.map((p) => p.id);
      const checkoutRows: (string | number)[][] = [];
      let oversold = 0;
      for (const [label, stock] of [['scarce (20 each)', 20], ['ample (1000 each)', 1000]] as const) {
        await db.db.update(products).set({ stock, soldCount: 0 }).where(inArray(products.id, ids));
        await db.db.delete(cartItems);
        await db.db.insert(cartItems).values(buyers.flatMap((b) => ids.map((productId) => ({ userId: b.userId, productId, quantity: 1 }))));
        const start = performance.now();
        const results = await Promise.all(tokens.map((tok) => gql<{ placeOrder: { id: string } }>(tok, PLACE, { a: ADDRESS })));
        const seconds = (performance.now() - start) / 1000;
        const won = results.filter((r) => r.data?.placeOrder).length;
        const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK').length;
        const other = results.length - won - refused;
        const left = await db.db.select({ stock: products.stock, sold: products.soldCount }).from(products).where(inArray(products.id, ids));
        const bad = left.filter((p) => p.stock < 0 || p.sold !== won || p.stock !== stock - won).length;
        oversold += bad + Math.max(0, won - stock);
        checkoutRows.push([label, won, refused, other, bad, fmt(seconds, 2), fmt(won / seconds, 1)]);
        await db.db.delete(orders);
      }
      printTable(`${BUYERS} concurrent checkouts of the same 10 items`, ['stock', 'orders', 'OUT_OF_STOCK', 'other errors', 'oversold rows', 'wall s', 'orders/s'], checkoutRows);
      verdict('shop checkout: zero oversold', oversold === 0, `${oversold} oversold product rows`);
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}
