// /invoices in a real browser on the built client: a user filters overdue invoices and opens one; an
// administrator, in another browser context, records a payment from the billing panel and the user's open
// invoice updates live (same document, no reload; the live notice shows); the user then downloads the PDF,
// which carries the new numbers. axe on each look; screenshots in light, dark, Arabic RTL and at 375 px.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';
import { pdfText } from '../support/pdf-text.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'invoices');
const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function open(
  token: string,
  opts: { customizer?: Record<string, unknown>; viewport?: { width: number; height: number } } = {},
) {
  const context = await newAppContext(browser, t, { token, ...opts });
  contexts.push(context);
  return context.newPage();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  copyFileSync(await screenshot(page, `invoices-${name}`, true), path.join(SHOTS, `${name}.png`));
}

async function axeClean(page: Page) {
  // A drawer's backdrop fading in blends with the text behind it: measure contrast once transitions are over.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
}

/** Three invoices: one overdue (issued 60 days ago under a clock set back), one open, one paid. */
async function seed(userId: string) {
  const svc = t.app.services.invoices;
  const now = Date.now();
  svc.setClock(() => new Date(now - 60 * DAY));
  const overdue = await svc.issue(userId, {
    userId,
    currency: 'EUR',
    dueDate: ymd(now - 30 * DAY),
    lines: [
      { description: 'Cardiology consultation', quantity: 1, unitPriceMinor: 12_000 },
      { description: 'ECG', quantity: 1, unitPriceMinor: 4_550 },
    ],
  });
  svc.setClock(() => new Date());
  await svc.issue(userId, {
    userId,
    currency: 'EUR',
    dueDate: ymd(now + 20 * DAY),
    lines: [{ description: 'Physiotherapy session', quantity: 4, unitPriceMinor: 5_500 }],
  });
  const paid = await svc.issue(userId, {
    userId,
    currency: 'EUR',
    dueDate: ymd(now + 5 * DAY),
    lines: [{ description: 'Blood panel', quantity: 1, unitPriceMinor: 8_900 }],
  });
  await svc.recordPayment(userId, {
    invoiceId: paid.id,
    amountMinor: 8_900,
    currency: 'EUR',
    paidOn: ymd(now),
    method: 'card',
  });
  return overdue;
}

describe('invoices', () => {
  it('user filters overdue and opens one; an admin records a payment and the page updates live', async () => {
    const u = await verifiedUser(t, { firstName: 'Nadia', lastName: 'Invoicetest' });
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Billing' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const overdue = await seed(u.user.id);

    const page = await open(u.token);
    await page.goto('/invoices');
    await page.getByTestId('chip-OVERDUE').waitFor();
    expect(await page.getByTestId('chip-OVERDUE-amount').textContent()).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(165.5),
    );
    await axeClean(page);
    await shot(page, 'list-light');

    await page.getByTestId('chip-OVERDUE').click();
    await expect.poll(() => page.locator('[data-testid^="invoice-row-"]').count()).toBe(1);
    await page.getByTestId(`invoice-row-${overdue.number}`).getByRole('button').click();
    const drawer = page.getByTestId('invoice-drawer');
    await drawer.getByTestId('invoice-lines').waitFor();
    expect(await drawer.getByTestId('detail-open').textContent()).toContain('165.50');
    await axeClean(page);
    await shot(page, 'detail-light');

    // Marks this document: a reload or navigation would drop the mark, so the update below must come live.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // The administrator, elsewhere: find the member, record a partial payment.
    const adminPage = await open(admin.token);
    await adminPage.goto('/invoices');
    const panel = adminPage.getByTestId('admin-billing');
    await panel.waitFor();
    await panel.getByRole('combobox').fill(u.email);
    await adminPage.getByRole('option').first().click();
    const row = adminPage.getByTestId(`admin-invoice-${overdue.number}`);
    await row.getByRole('button', { name: 'Record payment' }).click();
    await adminPage.getByTestId('payment-amount').fill('65.50');
    await axeClean(adminPage);
    await shot(adminPage, 'admin-payment');
    await adminPage.getByTestId('payment-submit').click();
    await row.getByText('Open: €100.00').waitFor();

    // The user's open drawer follows without a reload.
    await expect.poll(() => drawer.getByTestId('detail-open').textContent(), { timeout: 10_000 }).toContain('100.00');
    expect(await drawer.getByTestId('detail-paid').textContent()).toContain('65.50');
    await drawer.getByTestId('invoice-payments').getByText('Bank transfer', { exact: false }).waitFor();
    await page.getByText(`Invoice ${overdue.number} was updated.`).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // In Arabic the chosen member reads "Name <address>" left to right (its closing bracket came first). Checked
    // after the user's live notice above, which hides itself after a few seconds.
    const arabicAdmin = await open(admin.token, { customizer: { language: 'ar', activeDir: 'rtl' } });
    await arabicAdmin.goto('/invoices');
    const member = arabicAdmin.getByTestId('admin-billing').getByRole('combobox');
    await member.fill(u.email);
    await arabicAdmin.getByRole('option').first().click();
    await expect.poll(() => member.inputValue()).toContain('Nadia Invoicetest <');
    expect(await member.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

    // The PDF from the drawer carries the same numbers the drawer shows.
    const download = page.waitForEvent('download');
    await drawer.getByTestId('invoice-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${overdue.number}.pdf`);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), file.suggestedFilename());
    await file.saveAs(saved);
    const text = pdfText(readFileSync(saved));
    expect(text).toContain(overdue.number);
    expect(text).toContain('€100.00');
    expect(text).toContain('€65.50');
  });

  it('the period is typed in the page language (French: day first), with translated errors', async () => {
    const u = await verifiedUser(t, { firstName: 'Paule', lastName: 'Periode' });
    await seed(u.user.id);
    const page = await open(u.token, { customizer: { language: 'fr' } });
    await page.goto('/invoices');
    await page.getByTestId('invoices-table').waitFor();
    const from = page.getByTestId('invoice-from');
    const to = page.getByTestId('invoice-to');
    const year = new Date().getFullYear();
    expect(await from.getAttribute('placeholder')).toBe(`ex. 31/12/${year}`);
    const fr = (ms: number) => ymd(ms).split('-').reverse().join('/');
    const param = (key: string) => new URL(page.url()).searchParams.get(key);

    // Ten days ago, written the French way: the overdue invoice (issued 60 days ago) leaves the list.
    await from.fill(fr(Date.now() - 10 * DAY));
    await expect.poll(() => param('from')).toBe(ymd(Date.now() - 10 * DAY));
    await expect.poll(() => page.locator('[data-testid^="invoice-row-"]').count()).toBe(2);

    // A day that does not exist: said in French once the field is left, and the period is unchanged.
    await to.fill(`31/02/${year}`);
    await to.blur();
    const toError = page.locator(`#${await to.getAttribute('aria-describedby')}`);
    await expect.poll(() => toError.textContent()).toBe(`Cette date n’existe pas. Écrivez-la comme 31/12/${year}.`);
    expect(param('to')).toBeNull();

    // An end before the start: refused with the reason, the list keeps its period.
    await to.fill(fr(Date.now() - 20 * DAY));
    await expect.poll(() => toError.textContent()).toBe('La date de début est postérieure à la date de fin.');
    expect(param('to')).toBeNull();
    expect(await page.locator('[data-testid^="invoice-row-"]').count()).toBe(2);
    await axeClean(page);
    await shot(page, 'period-error-fr');

    // A right end clears the error and applies; "Effacer les filtres" empties both fields.
    await to.fill(fr(Date.now() + DAY));
    await expect.poll(() => param('to')).toBe(ymd(Date.now() + DAY));
    expect(await to.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => from.inputValue()).toBe('');
    expect(await to.inputValue()).toBe('');

    // A refused end never became the period, yet "Effacer les filtres" empties it too, with its message.
    await from.fill(fr(Date.now() - 10 * DAY));
    await expect.poll(() => param('from')).toBe(ymd(Date.now() - 10 * DAY));
    // The page has drawn that start (the address changes first) before the end is checked against it.
    await expect.poll(() => page.locator('[data-testid^="invoice-row-"]').count()).toBe(2);
    await to.fill(fr(Date.now() - 20 * DAY));
    await expect.poll(() => toError.textContent()).toBe('La date de début est postérieure à la date de fin.');
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => from.inputValue()).toBe('');
    expect(await to.inputValue()).toBe('');
    expect(await to.getAttribute('aria-invalid')).toBe('false');
    expect(param('from')).toBeNull();
  });

  it('a search that matches nothing keeps the filters on screen (after a reload too) and says so', async () => {
    const u = await verifiedUser(t, { firstName: 'Nora', lastName: 'Nomatch' });
    await seed(u.user.id);
    const page = await open(u.token);
    await page.goto('/invoices');
    await page.getByTestId('invoices-table').waitFor();
    const search = page.getByRole('textbox', { name: 'Search number or provider' });
    await search.fill('nothing-like-this');
    await page.getByText('No invoice matches these filters.').waitFor();
    expect(await page.getByTestId('invoices-empty').count()).toBe(0);

    await page.reload();
    await page.getByText('No invoice matches these filters.').waitFor();
    expect(await page.getByTestId('invoices-empty').count()).toBe(0);
    expect(await search.inputValue()).toBe('nothing-like-this');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByTestId('invoices-table').waitFor();
  });

  it("the admin dialogs' days are typed in French; a past due date and a future payment day are refused", async () => {
    const u = await verifiedUser(t, { firstName: 'Lucie', lastName: 'Echeance' });
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Dates' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const fr = (ms: number) => ymd(ms).split('-').reverse().join('/');
    const INVOICES = 'query { invoices { items { number dueDate payments { paidOn amountMinor } } } }';
    type Listed = { invoices: { items: { number: string; dueDate: string | null; payments: { paidOn: string }[] }[] } };
    const listed = async () => (await t.gql<Listed>(INVOICES, {}, u.token)).data?.invoices.items ?? [];

    const page = await open(admin.token, { customizer: { language: 'fr' } });
    await page.goto('/invoices');
    const panel = page.getByTestId('admin-billing');
    await panel.waitFor();
    await panel.getByRole('combobox').fill(u.email);
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Émettre une facture' }).click();
    const dialog = page.getByRole('dialog');
    const due = dialog.getByTestId('issue-due-date');
    // A text field in the page's order (a native date input would show the browser's English mm/dd/yyyy).
    expect(await due.getAttribute('type')).toBe('text');
    expect(await due.inputValue()).toBe(fr(Date.now() + 30 * DAY));
    await dialog.getByLabel('Description').fill('Consultation');
    await dialog.getByLabel('Prix unitaire').fill('50');
    const issueButton = dialog.getByRole('button', { name: 'Émettre', exact: true });
    await expect.poll(() => issueButton.isEnabled()).toBe(true);

    // Yesterday: refused in French, and "Émettre" waits (it would otherwise send the previous day).
    await due.fill(fr(Date.now() - DAY));
    const dueError = page.locator(`#${await due.getAttribute('aria-describedby')}`);
    await expect.poll(() => dueError.textContent()).toBe('La date d’échéance ne peut pas être passée.');
    expect(await issueButton.isDisabled()).toBe(true);
    await axeClean(page);
    await shot(page, 'admin-due-error-fr');
    await due.fill(fr(Date.now() + 10 * DAY));
    await expect.poll(() => issueButton.isEnabled()).toBe(true);
    await issueButton.click();
    await expect.poll(() => dialog.count()).toBe(0);
    const [issued] = await listed();
    expect(issued?.dueDate).toBe(ymd(Date.now() + 10 * DAY));

    // The payment day: tomorrow is refused in French, yesterday is recorded as that day.
    await page
      .getByTestId(`admin-invoice-${issued?.number}`)
      .getByRole('button', { name: 'Enregistrer un paiement' })
      .click();
    const paidOn = page.getByTestId('payment-paid-on');
    expect(await paidOn.inputValue()).toBe(fr(Date.now()));
    await page.getByTestId('payment-amount').fill('20');
    await paidOn.fill(fr(Date.now() + DAY));
    const paidError = page.locator(`#${await paidOn.getAttribute('aria-describedby')}`);
    await expect.poll(() => paidError.textContent()).toBe('La date de paiement ne peut pas être dans le futur.');
    expect(await page.getByTestId('payment-submit').isDisabled()).toBe(true);
    await paidOn.fill(fr(Date.now() - DAY));
    await expect.poll(() => page.getByTestId('payment-submit').isEnabled()).toBe(true);
    await page.getByTestId('payment-submit').click();
    await expect.poll(async () => (await listed())[0]?.payments.map((p) => p.paidOn)).toEqual([ymd(Date.now() - DAY)]);
  });

  it("a day field's message in the admin dialogs takes a line kept for it: nothing below moves", async () => {
    const u = await verifiedUser(t, { firstName: 'Noe', lastName: 'Decalage' });
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lignes' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const overdue = await seed(u.user.id);
    const page = await open(admin.token);
    await page.goto('/invoices');
    const panel = page.getByTestId('admin-billing');
    await panel.waitFor();
    await panel.getByRole('combobox').fill(u.email);
    await page.getByRole('option').first().click();
    const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y;
    /** Types a day that does not exist, leaves the field, and says where `below` was before and after. */
    const moves = async (day: string, below: string) => {
      const before = await top(below);
      await page.getByTestId(day).fill('99/99/9999');
      await page.getByTestId(day).press('Tab');
      await page.getByText(/Not a real date/).waitFor();
      return [before, await top(below)];
    };

    await panel.getByRole('button', { name: 'Issue an invoice' }).click();
    const [lineBefore, lineAfter] = await moves('issue-due-date', '[role="dialog"] [role="group"]');
    expect(lineAfter).toBe(lineBefore);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByTestId(`admin-invoice-${overdue.number}`).getByRole('button', { name: 'Record payment' }).click();
    const [methodBefore, methodAfter] = await moves('payment-paid-on', '[role="dialog"] [role="combobox"]');
    expect(methodAfter).toBe(methodBefore);
    await shot(page, 'admin-paid-on-invalid');
  });

  it('empty state, dark, Arabic RTL and 375 px', async () => {
    const fresh = await verifiedUser(t);
    const empty = await open(fresh.token);
    await empty.goto('/invoices');
    await empty.getByTestId('invoices-empty').waitFor();
    await axeClean(empty);
    await shot(empty, 'empty');

    const u = await verifiedUser(t, { firstName: 'Omar', lastName: 'Looks' });
    const overdue = await seed(u.user.id);
    const looks: {
      name: string;
      customizer?: Record<string, unknown>;
      viewport?: { width: number; height: number };
    }[] = [
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: 'mobile-375', viewport: { width: 375, height: 800 } },
    ];
    for (const look of looks) {
      const page = await open(u.token, look);
      await page.goto(`/invoices?invoice=${overdue.id}`);
      await page.getByTestId('invoice-drawer').getByTestId('invoice-lines').waitFor();
      // The page's own strings in the page's language (a lazily loaded namespace), not English.
      if (look.name === 'ar-rtl') await page.getByText('البنود').waitFor();
      await axeClean(page);
      await shot(page, `${look.name}-detail`);
      await page.keyboard.press('Escape');
      await page.getByTestId('invoices-table').waitFor();
      await expect.poll(() => page.getByTestId('invoice-drawer').count()).toBe(0);
      await axeClean(page);
      await shot(page, `${look.name}-list`);
    }
  });
});
