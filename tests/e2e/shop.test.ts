// The shop in a real browser on the built client: filters on the grid, a product detail, add to cart, the
// three-step checkout with the address prefilled from personal information, ending in an order (status
// "awaiting payment", the "add it as a gadget" offer), then the orders page. Each screen is checked with axe
// and photographed in light, dark, Arabic (RTL) and at 375 px for tests/e2e/screenshots/shop/.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedDemoShop } from '../../db/seed/shop.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { cutTexts } from '../support/cut-text.js';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, settle, verifiedUser, waitForPath } from '../support/browser.js';
import { ADD, PRODUCTS } from '../support/shop-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'shop');

/** The checkout of `token`'s account, in a context of its own. */
async function checkoutPage(token: string): Promise<Page> {
  const context = await newAppContext(browser, t, { token });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/apps/ecommerce/eco-checkout');
  return page;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  copyFileSync(await screenshot(page, `shop-${name}`, true), path.join(SHOTS, `${name}.png`));
}

async function noSevereFindings(page: Page) {
  // A button still fading in (MUI colour transitions) reads as low contrast mid-way: check the settled page.
  await settle(page);
  expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
}

const PERSONAL = `mutation ($i: PersonalInfoInput!) { updatePersonalInfo(input: $i) { id } }`;

describe('shop', () => {
  it('filters, opens a device, checks out in three steps and ends with an order', async () => {
    await seedDemoShop(t.db.db);
    const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.gql(PERSONAL, { i: { firstName: 'Ada', lastName: 'Lovelace', address: { line: '12 rue des Lilas', city: 'Lyon', postalCode: '69003', country: 'FR' } } }, u.token);
    const context = await newAppContext(browser, t, { token: u.token });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/apps/ecommerce/shop');
    await page.getByTestId('product-grid').waitFor();
    const all = await page.getByTestId('shop-total').textContent();
    await noSevereFindings(page);
    await shot(page, 'shop-light');

    // Category filter (radio), then reset brings back All.
    await page.getByRole('radio', { name: 'Blood-pressure monitors' }).click();
    await expect.poll(() => page.getByTestId('shop-total').textContent()).not.toBe(all);
    expect(page.url()).toContain('category=BP_CUFF');
    await page.getByTestId('reset-filters').click();
    await expect.poll(() => page.getByTestId('shop-total').textContent()).toBe(all);

    await page.getByTestId('shop-search').fill('Pulsa Arm BP Pro');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    await page.getByTestId('product-card').first().click();
    await page.getByTestId('add-to-cart').waitFor();
    await page.getByTestId('qty-increase').click();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, 2 items');
    // The buttons are disabled while adding: check once they are back (and their colour transition is over).
    await expect.poll(() => page.getByTestId('buy-now').isEnabled()).toBe(true);
    await settle(page);
    await noSevereFindings(page);
    await shot(page, 'detail-light');

    await page.getByTestId('cart-button').click();
    await waitForPath(page, '/apps/ecommerce/eco-checkout');
    await page.getByTestId('cart-line').waitFor();
    // 2 × 79.90 = 159.80, free shipping: the total comes from the server.
    expect(await page.getByTestId('summary-total').textContent()).toBe('€159.80');
    await page.getByTestId('qty-decrease').click();
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('€79.90');
    await noSevereFindings(page);
    await shot(page, 'checkout-cart-light');
    await page.getByTestId('checkout-next').click();
    // Prefilled from the personal information.
    await expect.poll(() => page.getByTestId('address-city').inputValue()).toBe('Lyon');
    expect(await page.getByTestId('address-name').inputValue()).toBe('Ada Lovelace');
    await noSevereFindings(page);
    await shot(page, 'checkout-address-light');
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('deliver-to').waitFor();
    expect(await page.getByTestId('deliver-to').textContent()).toContain('69003 Lyon');
    // The country by its name, not its code ("FR").
    expect(await page.getByTestId('deliver-to').textContent()).toContain('France');
    await shot(page, 'checkout-review-light');
    await page.getByTestId('place-order').click();
    // Either the order or the reason it failed (shown in the step), so a failure says why.
    await page.locator('[data-testid="order-placed"], [data-testid="checkout-problem"]').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-problem').allTextContents()).toEqual([]);
    expect(await page.getByTestId('gadget-offer').getByRole('link').getAttribute('href')).toContain('/gadgets?add=BP_CUFF');
    await noSevereFindings(page);
    await shot(page, 'order-placed-light');

    const orders = await t.gql<{ orders: { status: string; totalMinor: number }[] }>('query { orders { status totalMinor } }', {}, u.token);
    expect(orders.data?.orders).toEqual([{ status: 'AWAITING_PAYMENT', totalMinor: 7_990 }]);
    await page.getByRole('link', { name: 'See my orders' }).click();
    await page.getByTestId('order-card').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting payment');
    await noSevereFindings(page);
    await shot(page, 'orders-light');

    // The gadget link opens the add dialog with the kind chosen.
    await page.getByTestId('gadget-offer').getByRole('link').click();
    await page.getByTestId('add-gadget-dialog').waitFor();
    expect(await page.getByTestId('add-gadget-kind').textContent()).toMatch(/blood/i);
  });

  it('names the rating filters with the plural each language needs, and the quantity group with its own colon', async () => {
    await seedDemoShop(t.db.db);
    const u = await verifiedUser(t);
    const first = await t.gql<{ products: { nodes: { id: string }[] } }>(PRODUCTS, { first: 1 }, u.token);
    const id = first.data?.products.nodes[0]?.id ?? '';
    const expected = {
      en: ['1 star & up', '2 stars & up', '4 stars & up'],
      fr: ['1 étoile et plus', '2 étoiles et plus', '4 étoiles et plus'],
      ar: ['نجمة واحدة فأكثر', 'نجمتان فأكثر', '4 نجوم فأكثر'],
    } as const;
    for (const [language, labels] of Object.entries(expected)) {
      const context = await newAppContext(browser, t, { token: u.token, customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/apps/ecommerce/shop');
      const filters = page.getByTestId('shop-filters');
      await filters.waitFor();
      for (const label of labels) await filters.getByRole('radio', { name: label, exact: true }).waitFor({ timeout: 3_000 });
      if (language === 'fr') {
        await page.goto(`/apps/ecommerce/detail/${id}`);
        await page.getByTestId('add-to-cart').waitFor();
        expect(await page.getByRole('group', { name: /^Quantité : / }).count()).toBe(1);
      }
      await context.close();
    }
  });

  it('shows no discount row when nothing in the cart is reduced (it read "-€0.00")', async () => {
    await seedDemoShop(t.db.db);
    const u = await verifiedUser(t);
    const all = await t.gql<{ products: { nodes: { id: string; oldPriceMinor: number | null }[] } }>(PRODUCTS, { filter: {} }, u.token);
    const plain = all.data?.products.nodes.find((p) => p.oldPriceMinor === null);
    expect(plain).toBeDefined();
    await t.gql(ADD, { productId: plain?.id, quantity: 1 }, u.token);
    const page = await checkoutPage(u.token);
    await page.getByTestId('summary-total').waitFor();
    expect(await page.getByTestId('summary-discount').count()).toBe(0);
  });

  it('shows subtotal, discount, shipping and total on every checkout step', async () => {
    await seedDemoShop(t.db.db);
    const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.gql(PERSONAL, { i: { firstName: 'Ada', lastName: 'Lovelace', address: { line: '12 rue des Lilas', city: 'Lyon', postalCode: '69003', country: 'FR' } } }, u.token);
    // The demo bundle is reduced from 139.80 to 119.90.
    const found = await t.gql<{ products: { nodes: { id: string; priceMinor: number; oldPriceMinor: number | null }[] } }>(PRODUCTS, { filter: { search: 'Pulsa Home Care Bundle' } }, u.token);
    const bundle = found.data?.products.nodes[0];
    expect(bundle).toMatchObject({ priceMinor: 11_990, oldPriceMinor: 13_980 });
    await t.gql(ADD, { productId: bundle?.id, quantity: 1 }, u.token);
    const page = await checkoutPage(u.token);
    await page.getByTestId('cart-line').waitFor();
    const summary = async () => ({
      subtotal: await page.getByTestId('summary-subtotal').textContent(),
      discount: (await page.getByTestId('summary-discount').textContent())?.replace('\u2212', '-'),
      total: await page.getByTestId('summary-total').textContent(),
    });
    const expected = { subtotal: '€139.80', discount: '-€19.90', total: '€119.90' };
    expect(await summary()).toEqual(expected);
    await page.getByTestId('checkout-next').click();
    await expect.poll(() => page.getByTestId('address-city').inputValue()).toBe('Lyon');
    expect(await summary()).toEqual(expected);
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('deliver-to').waitFor();
    expect(await summary()).toEqual(expected);
  });

  it('the address step flags every field the server would refuse, all at once, before the review', async () => {
    await seedDemoShop(t.db.db);
    const u = await verifiedUser(t);
    const first = await t.gql<{ products: { nodes: { id: string }[] } }>(PRODUCTS, { first: 1 }, u.token);
    await t.gql(ADD, { productId: first.data?.products.nodes[0]?.id, quantity: 1 }, u.token);
    const context = await newAppContext(browser, t, { token: u.token });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/apps/ecommerce/eco-checkout');
    await page.getByTestId('cart-line').waitFor();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('address-name').fill('Bob Martin');
    await page.getByTestId('address-line').fill('12 Rue X');
    await page.getByTestId('address-city').fill('Paris');
    await page.getByTestId('address-postalCode').fill('!!!');
    await page.getByTestId('address-phone').fill('abc');
    // The country is chosen from the list (a select), not typed.
    expect(await page.getByTestId('address-country').evaluate((el) => el.tagName)).toBe('SELECT');
    await page.getByTestId('checkout-next').click();
    const invalid = () =>
      page.locator('main [aria-invalid=true]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')).sort());
    await expect.poll(invalid).toEqual(['address-country', 'address-phone', 'address-postalCode']);
    expect(await page.getByTestId('deliver-to').count()).toBe(0);
    expect(await page.locator('main').textContent()).toContain('Use letters, digits, spaces and hyphens only.');

    await page.getByTestId('address-postalCode').fill('75001');
    await page.getByTestId('address-country').selectOption('FR');
    await page.getByTestId('address-phone').fill('06 12 34 56 78');
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('deliver-to').waitFor();
    expect(await page.getByTestId('deliver-to').textContent()).toContain('75001 Paris');
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-placed').waitFor({ timeout: 20_000 });
  });

  it('looks right in dark, Arabic (RTL) and at 375 px', async () => {
    const u = await verifiedUser(t);
    const first = await t.gql<{ products: { nodes: { id: string }[] } }>(PRODUCTS, { first: 1 }, u.token);
    const id = first.data?.products.nodes[0]?.id ?? '';
    await t.gql(ADD, { productId: id, quantity: 1 }, u.token);
    const variants = [
      { name: 'dark', customizer: { activeMode: 'dark' }, viewport: undefined },
      { name: 'ar', customizer: { language: 'ar', activeDir: 'rtl' }, viewport: undefined },
      { name: '375', customizer: undefined, viewport: { width: 375, height: 812 } },
    ];
    for (const v of variants) {
      const context = await newAppContext(browser, t, { token: u.token, customizer: v.customizer, viewport: v.viewport });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/apps/ecommerce/shop');
      await page.getByTestId('product-grid').waitFor();
      if (v.name !== '375') await noSevereFindings(page);
      await shot(page, `shop-${v.name}`);
      await page.goto(`/apps/ecommerce/detail/${id}`);
      await page.getByTestId('add-to-cart').waitFor();
      await shot(page, `detail-${v.name}`);
      await page.goto('/apps/ecommerce/eco-checkout');
      await page.getByTestId('cart-line').waitFor();
      if (v.name !== '375') await noSevereFindings(page);
      await shot(page, `checkout-${v.name}`);
      // At 375 px the page itself must not scroll sideways.
      if (v.name === '375') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The address step: every field's label whole (the country's was cut with an ellipsis at 375 px).
      await page.getByTestId('checkout-next').click();
      await page.getByTestId('address-country').waitFor();
      await settle(page);
      const cutLabels = await page.locator('main label').evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''),
      );
      expect(cutLabels).toEqual([]);
      // Nor any example or prompt ("Choose a countr…" at 1280 px).
      expect(await cutTexts(page), `checkout address ${v.name}`).toEqual([]);
      await shot(page, `checkout-address-${v.name}`);
      await context.close();
    }
  });
});
