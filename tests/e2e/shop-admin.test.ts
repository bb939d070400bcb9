// The shop's administration page (/apps/ecommerce/eco-product-list) in a real browser: an administrator adds a
// product through the form, a buyer orders it, and the administrator records the order's payment from the
// "awaiting payment" table — which lands on the order's invoice (one ledger), so the buyer's invoice is balanced.
// Checked with axe and photographed in light, dark and Arabic (RTL).
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { browserSuite, newAppContext, screenshot, settle, verifiedUser } from '../support/browser.js';
import { ADD, ADMIN_PRODUCTS, CREATE_PRODUCT, ORDER, PLACE, productInput } from '../support/shop-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, ...(customizer ? { customizer } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/apps/ecommerce/eco-product-list');
  await page.getByTestId('page-title').waitFor();
  return page;
}

async function noSevereFindings(page: Page) {
  await settle(page);
  expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
}

const ADDRESS = { name: 'Bea Buyer', line: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' };

describe('shop administration', () => {
  it('adds a product with the form, then records the payment of its order on the invoice', async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const page = await open(admin.token);

    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog');
    // Saved empty: the name and the description say they are required, and nothing is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Name').fill('Admin page thermometer');
    await dialog.getByLabel('Description').fill('An ear thermometer that sends its readings to the portal.');
    await dialog.getByLabel('Stock', { exact: true }).fill('7');
    // No price: nothing is sent, the field says so (the form used to start at a price of 0, in the shop).
    const price = dialog.getByTestId('product-priceMinor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await price.getAttribute('aria-describedby')}`).textContent()).toBe('Enter an amount.');
    expect((await t.gql<{ adminProducts: { total: number } }>(ADMIN_PRODUCTS, { search: 'Admin page thermometer' }, admin.token)).data?.adminProducts.total).toBe(0);
    // Typed as a price is written (it asked for cents: "39.90" was stored as 39 cents).
    await price.fill('39.90');
    // A stock the server refuses: its message is under the stock field, not in an alert below the form.
    const stock = dialog.getByLabel('Stock', { exact: true });
    await stock.fill('100001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => stock.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await stock.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Stock must be 0 – 100,000.',
    );
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await stock.fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('row', { name: /Admin page thermometer/ }).waitFor();
    const listed = await t.gql<{ adminProducts: { nodes: { id: string; active: boolean; priceMinor: number }[] } }>(
      'query AP($search: String) { adminProducts(search: $search) { nodes { id active priceMinor } } }',
      { search: 'Admin page thermometer' },
      admin.token,
    );
    const productId = listed.data?.adminProducts.nodes[0]?.id;
    expect(productId, 'the product the form saved').toBeDefined();
    expect(listed.data?.adminProducts.nodes[0]?.priceMinor).toBe(3990);

    // A buyer orders it (through the API: the checkout itself is shop.test.ts's subject).
    const buyer = await verifiedUser(t, { firstName: 'Bea', lastName: 'Buyer' });
    expect((await t.gql(ADD, { productId, quantity: 1 }, buyer.token)).errors).toBeUndefined();
    const placed = await t.gql<{ placeOrder: { id: string; number: string; invoiceId: string } }>(PLACE, { address: ADDRESS }, buyer.token);
    const order = placed.data?.placeOrder;
    expect(order?.invoiceId).toBeTruthy();

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(order?.number ?? 'no order') });
    await row.waitFor();
    expect(await row.textContent()).toContain(buyer.email.toLowerCase());
    await noSevereFindings(page);
    await screenshot(page, 'shop-admin-light', true);

    await row.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const after = await t.gql<{ order: { status: string } }>(ORDER, { id: order?.id }, buyer.token);
    expect(after.data?.order.status).toBe('PAID');
    const invoice = await t.gql<{ invoice: { status: string; amountOpenMinor: number } }>(
      'query ($id: ID!) { invoice(id: $id) { status amountOpenMinor } }',
      { id: order?.invoiceId },
      buyer.token,
    );
    expect(invoice.data?.invoice).toEqual({ status: 'BALANCED', amountOpenMinor: 0 });

    for (const [name, customizer] of [
      ['dark', { activeMode: 'dark' }],
      ['ar-rtl', { language: 'ar', activeDir: 'rtl' }],
    ] as const) {
      const look = await open(admin.token, customizer);
      await look.getByRole('row', { name: /Admin page thermometer/ }).waitFor();
      await noSevereFindings(look);
      await screenshot(look, `shop-admin-${name}`, true);
    }
  });

  it('writes the lines under each product at 375 px the French way (a space before the colon), and its price with a comma', async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    expect((await t.gql(CREATE_PRODUCT, { input: productInput({ name: 'Thermomètre auriculaire', stock: 12 }) }, admin.token)).errors).toBeUndefined();
    const context = await newAppContext(browser, t, { token: admin.token, customizer: { language: 'fr' }, viewport: { width: 375, height: 812 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/apps/ecommerce/eco-product-list');
    const row = page.getByRole('row', { name: /Thermomètre auriculaire/ });
    await row.waitFor();
    const text = (await row.innerText()).replace(/\u00a0|\u202f/g, ' ');
    expect(text).toMatch(/Stock : \d+ · Vendus : \d+/);

    // Its price is edited the French way: shown as "49,90", typed "12,5"; "12,345" is not an amount in euros.
    await row.getByRole('button', { name: 'Modifier Thermomètre auriculaire' }).click();
    const price = page.getByRole('dialog').getByTestId('product-priceMinor');
    expect(await price.inputValue()).toBe('49,90');
    await price.fill('12,345');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await price.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Ce n’est pas un montant. Écrivez-le comme 49,90.',
    );
    await price.fill('12,5');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const saved = await t.gql<{ adminProducts: { nodes: { priceMinor: number }[] } }>(
      'query AP($search: String) { adminProducts(search: $search) { nodes { priceMinor } } }',
      { search: 'Thermomètre auriculaire' },
      admin.token,
    );
    expect(saved.data?.adminProducts.nodes[0]?.priceMinor).toBe(1250);
  });
});
