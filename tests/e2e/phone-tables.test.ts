// Tables at 375 px (WCAG 1.4.10 reflow): on each page with a wide table, the values a row is read for (a record's
// result, an observation's result and range, an invoice's status and total, a ticket's status, a "Use this"
// button, a product's price and state) are on screen without a sideways scroll, the page itself does not
// overflow, and axe finds nothing serious. An administrator's e-mail addresses keep their own direction in
// Arabic, and a non-administrator gets the no-access card on the shop's product list, not failing controls.
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { PHONE } from '../support/axe-audit.js';
import { browserSuite, newAppContext, screenshot, settle, verifiedUser } from '../support/browser.js';
import { CREATE, importBundle, lab, SAMPLE_BUNDLE } from '../support/records-helpers.js';
import { ADD, ADDRESS, CREATE_PRODUCT, PLACE, productInput } from '../support/shop-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const OPEN_TICKET = 'mutation O($input: OpenTicketInput!) { openTicket(input: $input) { id } }';

async function phonePage(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, viewport: PHONE, ...(customizer ? { customizer } : {}) });
  contexts.push(context);
  return context.newPage();
}

/**
 * True when `el` is drawn inside the viewport and is what the user sees at its centre: a value in a column
 * scrolled out of its card fails, as the card's overflow clips it. Only the window scrolls (vertically) here.
 */
async function onScreen(el: Locator): Promise<boolean> {
  await el.waitFor();
  return el.evaluate((node) => {
    window.scrollTo(0, window.scrollY + node.getBoundingClientRect().top - 160);
    const r = node.getBoundingClientRect();
    // A wrapped inline value has gaps in its box: hit-test the middle of its first line.
    const line = node.getClientRects()[0] ?? r;
    const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
    return r.left >= 0 && r.right <= window.innerWidth && hit !== null && node.contains(hit);
  });
}

/** True when `el` lies whole inside its table's scroll box: a button half under that box's edge is clipped. */
async function wholeInRegion(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const region = (node.closest('[role="region"]') ?? document.body).getBoundingClientRect();
    return box.left >= region.left && box.right <= region.right;
  });
}

async function phoneClean(page: Page, name: string) {
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
  await screenshot(page, `phone-tables-${name}`, true);
}

describe('tables at 375 px', () => {
  it("a member's records, observations, invoices, tickets and imported details show their key values", async () => {
    const u = await verifiedUser(t, { firstName: 'H', lastName: 'Simpson' });
    const made = await t.gql<{ createRecord: { id: string } }>(CREATE, { input: lab() }, u.token);
    const recordId = made.data?.createRecord.id;
    if (!recordId) throw new Error(`createRecord failed: ${JSON.stringify(made.errors)}`);
    expect((await importBundle(t, u.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
    await t.app.services.invoices.issue(u.user.id, {
      userId: u.user.id,
      currency: 'EUR',
      dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      lines: [{ description: 'Physiotherapy session', quantity: 4, unitPriceMinor: 5_500 }],
    });
    const ticket = {
      subject: 'Cuff readings missing',
      description: 'It stopped syncing.',
      category: 'TECHNICAL',
      priority: 'HIGH',
    };
    expect((await t.gql(OPEN_TICKET, { input: ticket }, u.token)).errors).toBeUndefined();
    const page = await phonePage(u.token);

    await page.goto('/mrecords');
    const row = page.getByTestId(`records-row-${recordId}`);
    expect(await onScreen(row.getByText('High', { exact: true }))).toBe(true);
    expect(await onScreen(row.getByText('City Lab').locator('visible=true'))).toBe(true);
    await phoneClean(page, 'records');

    await page.goto(`/mrecord/${recordId}`);
    const cholesterol = page.getByTestId('observation-row-2093-3');
    expect(await onScreen(cholesterol.getByText('High', { exact: true }).locator('visible=true'))).toBe(true);
    expect(await onScreen(cholesterol.getByText(/200/).locator('visible=true'))).toBe(true);
    await phoneClean(page, 'record');

    await page.goto('/invoices');
    const invoice = page.getByTestId('invoices-table').locator('tbody tr').first();
    expect(await onScreen(invoice.getByText('Issued', { exact: true }))).toBe(true);
    const total = invoice.locator('td').nth(5); // number, provider, issued, due, status, total
    expect(await total.textContent()).toMatch(/^€220\.00/);
    expect(await onScreen(total)).toBe(true);
    // Disabled with one page (no pointer events, so not hit-tested): its box must still be inside the screen.
    const next = await page.getByRole('button', { name: /next page/i }).boundingBox();
    expect(next && next.x >= 0 && next.x + next.width <= PHONE.width).toBe(true);
    await phoneClean(page, 'invoices');

    // Its drawer: the line's amount, the totals and the PDF button inside the screen (the line items' table
    // widened the drawer's content past its edge); quantity and unit price under the description.
    await invoice.getByRole('button').click();
    const drawer = page.getByTestId('invoice-drawer');
    await drawer.getByTestId('invoice-lines').waitFor();
    await settle(page);
    expect(await onScreen(drawer.getByTestId('detail-open'))).toBe(true);
    expect(await onScreen(drawer.getByTestId('invoice-pdf'))).toBe(true);
    expect(await onScreen(drawer.getByText('4 × €55.00'))).toBe(true);
    await phoneClean(page, 'invoice-drawer');
    await page.keyboard.press('Escape');

    // In French the lines under the number say "label : value" with French punctuation (they were put
    // together in code as "label: value" in every language).
    const french = await phonePage(u.token, { language: 'fr' });
    await french.goto('/invoices');
    const frenchRow = french.getByTestId('invoices-table').locator('tbody tr').first();
    await expect.poll(() => frenchRow.textContent()).toMatch(/Échéance\u202f: \d/);
    expect(await frenchRow.textContent()).toMatch(/Reste dû\u202f: 220,00\s€/);
    // The same for the lines under a ticket and under an observation's value (shared/ui/labelled.tsx).
    await french.goto('/apps/tickets');
    const frenchTicket = french.getByTestId('ticket-row').first();
    await expect.poll(() => frenchTicket.textContent()).toMatch(/Attribuée à\u202f: .*Priorité\u202f: Haute/);
    await french.goto(`/mrecord/${recordId}`);
    const frenchRange = french.getByTestId('observation-row-2093-3').locator('td').nth(1);
    await expect.poll(() => frenchRange.textContent()).toMatch(/Valeurs de référence\u202f: /);

    // Who read my data, on /user: each read's action on screen, with what, who and where under it.
    await page.goto('/user');
    const read = page.getByTestId('access-log').locator('tbody tr').first();
    expect(await onScreen(read.locator('td').nth(2))).toBe(true);
    expect(await onScreen(read.getByTestId('access-log-phone-details'))).toBe(true);
    expect(await read.getByTestId('access-log-phone-details').textContent()).toContain('You');
    await phoneClean(page, 'access-log');

    await page.goto('/apps/tickets');
    const ticketRow = page.getByTestId('ticket-row').first();
    expect(await onScreen(ticketRow.getByText('Open', { exact: true }))).toBe(true);
    expect(await onScreen(ticketRow.getByText('High', { exact: true }).locator('visible=true'))).toBe(true);
    await phoneClean(page, 'tickets');

    await page.goto('/personalInfo');
    const use = page.getByTestId('records-row-birthDate').getByRole('button', { name: /Use this/ });
    expect(await onScreen(use)).toBe(true);
    expect(await onScreen(page.getByTestId('records-row-birthDate').getByText('May 12, 1956'))).toBe(true);
    await phoneClean(page, 'personal-info');
  });

  it("an administrator's user list and product list fit; addresses keep their direction in Arabic", async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Phone' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const made = await t.gql(
      CREATE_PRODUCT,
      { input: productInput({ name: 'Phone table thermometer', priceMinor: 3_990 }) },
      admin.token,
    );
    expect(made.errors).toBeUndefined();
    // An order awaiting payment, for the table under the products.
    const buyer = await verifiedUser(t, { firstName: 'Phone', lastName: 'Buyer' });
    const productId = (made.data as { createProduct: { id: string } }).createProduct.id;
    expect((await t.gql(ADD, { productId, quantity: 1 }, buyer.token)).errors).toBeUndefined();
    expect((await t.gql(PLACE, { address: ADDRESS }, buyer.token)).errors).toBeUndefined();
    const page = await phonePage(admin.token);

    await page.goto('/admin/users');
    const grid = page.getByTestId('admin-users-grid');
    expect(await onScreen(grid.getByText(admin.email.toLowerCase()).locator('visible=true'))).toBe(true);
    expect(await onScreen(grid.getByRole('columnheader', { name: /Banned/ }))).toBe(true);
    await phoneClean(page, 'admin-users');

    // The audit tab: an entry's action, its account and its reason on screen (they were in columns past the edge).
    const target = await verifiedUser(t, { firstName: 'Spam', lastName: 'Sender' });
    const reason = 'Repeated spam in the community posts after two warnings';
    await t.app.services.admin.ban({ id: admin.user.id, email: admin.email }, target.user.id, reason);
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entry = page.getByTestId('admin-audit-grid').getByRole('row', { name: /Repeated spam/ });
    expect(await onScreen(entry.getByText('Banned', { exact: true }))).toBe(true);
    expect(await onScreen(entry.getByText(target.email.toLowerCase()).locator('visible=true'))).toBe(true);
    expect(await onScreen(entry.getByText(reason).locator('visible=true'))).toBe(true);
    await phoneClean(page, 'admin-audit');

    await page.goto('/apps/ecommerce/eco-product-list');
    await page.getByLabel('Search products').fill('Phone table thermometer');
    const product = page.getByRole('row', { name: /Phone table thermometer/ });
    expect(await onScreen(product.getByText('€39.90'))).toBe(true);
    expect(await onScreen(product.getByText('In the shop', { exact: true }).locator('visible=true'))).toBe(true);
    // Its edit button on screen and working (the Actions column was cut at the card's edge).
    const edit = product.getByRole('button', { name: 'Edit Phone table thermometer' }).locator('visible=true');
    expect(await onScreen(edit)).toBe(true);
    // Whole, not half under the edge of the table's scroll box (it was clipped there, its centre still showing).
    expect(await wholeInRegion(edit)).toBe(true);
    // The order's "Record payment" button: on screen and whole too (its Actions column was past the edge).
    const record = page.getByRole('button', { name: 'Record payment' }).locator('visible=true').first();
    expect(await onScreen(record)).toBe(true);
    expect(await wholeInRegion(record)).toBe(true);
    const awaiting = page.getByRole('region', { name: 'Orders awaiting payment' }).locator('tbody tr').first();
    const orderTotal = awaiting.locator('td').nth(2); // number (buyer and button under it), buyer, total
    expect(await orderTotal.textContent()).toMatch(/^€\d+\.\d\d$/);
    expect(await wholeInRegion(orderTotal)).toBe(true);
    await phoneClean(page, 'admin-products');
    await edit.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const arabic = await phonePage(admin.token, { language: 'ar', activeDir: 'rtl' });
    await arabic.goto('/admin/users');
    const address = arabic.getByTestId('admin-users-grid').getByText(admin.email.toLowerCase()).locator('visible=true');
    await address.waitFor();
    expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    // Its Actions header on screen and whole (cut at 72 px; pushed off by a wider ban column).
    const actionsHeader = arabic.getByRole('columnheader', { name: 'الإجراءات' });
    expect(await onScreen(actionsHeader)).toBe(true);
    const title = actionsHeader.locator('.MuiDataGrid-columnHeaderTitle');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await phoneClean(arabic, 'admin-users-ar');

    // The product list in Arabic: the edit button under the price, whole, at the row's left end.
    await arabic.goto('/apps/ecommerce/eco-product-list');
    const arabicEdit = arabic
      .getByRole('row', { name: /Phone table thermometer/ })
      .getByRole('button')
      .locator('visible=true');
    expect(await onScreen(arabicEdit)).toBe(true);
    expect(await wholeInRegion(arabicEdit)).toBe(true);
    await phoneClean(arabic, 'admin-products-ar');
  });

  it('a member opening the product list sees the no-access card and no admin controls', async () => {
    const u = await verifiedUser(t);
    const page = await phonePage(u.token, { language: 'fr' });
    await page.goto('/apps/ecommerce/eco-product-list');
    await page.getByTestId('admin-no-access').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('Administrators only');
    await phoneClean(page, 'admin-products-member');
  });
});
