// The lists whose rows carry an action beside their text, at 375 px in French and Arabic with long texts: the
// record's attachments (download, remove), the notes (delete), the contacts (star) and the invoice drawer's
// payments (the amount). None of the actions lies over a line of its row's text (support/row-overlaps.ts; the
// sessions card has the same check in two-factor.test.ts). Screenshots of each in light, dark, Arabic, 375 and
// 1280 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { CREATE, lab, raw } from '../support/records-helpers.js';
import { actionsOverText } from '../support/row-overlaps.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let u: RegisteredUser;
let recordId: string;
let invoiceId: string;

beforeAll(async () => {
  u = await verifiedUser(t, { firstName: 'Rowena', lastName: 'Actions' });
  const created = await t.gql<{ createRecord: { id: string } }>(
    CREATE,
    { input: lab({ title: 'Bilan sanguin' }) },
    u.token,
  );
  recordId = created.data?.createRecord.id ?? '';
  expect(recordId).not.toBe('');
  // A long name with no place to break (as scanners name files) and a long one with spaces, which wraps.
  for (const name of [
    'compte_rendu_consultation_cardiologie_novembre_2026.pdf',
    'résultats des analyses de sang du laboratoire central.pdf',
  ]) {
    const up = await raw(
      t,
      'POST',
      `/api/records/${recordId}/attachments?filename=${encodeURIComponent(name)}`,
      u.token,
      PDF,
      'application/pdf',
    );
    expect(up.status).toBe(201);
  }
  const note = await t.gql(
    'mutation C($input: NoteInput!) { createNote(input: $input) { id } }',
    {
      input: {
        title: 'Questions à poser au cardiologue lors du prochain rendez-vous de contrôle',
        body: 'Tension',
        color: 'PRIMARY',
      },
    },
    u.token,
  );
  expect(note.errors).toBeUndefined();
  const contact = await t.gql(
    'mutation ($input: ContactInput!) { addContact(input: $input) { id } }',
    {
      input: {
        firstname: 'Marie-Christine',
        lastname: 'de La Rochefoucauld-Montmorency',
        department: 'Service de cardiologie interventionnelle et rythmologie',
      },
    },
    u.token,
  );
  expect(contact.errors).toBeUndefined();
  const svc = t.app.services.invoices;
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await svc.issue(u.user.id, {
    userId: u.user.id,
    currency: 'EUR',
    dueDate: today,
    lines: [{ description: 'Consultation de cardiologie', quantity: 1, unitPriceMinor: 1_234_567 }],
  });
  invoiceId = invoice.id;
  await svc.recordPayment(u.user.id, {
    invoiceId,
    amountMinor: 1_034_567,
    currency: 'EUR',
    paidOn: today,
    method: 'bank_transfer',
    reference: 'Remboursement de la caisse primaire d’assurance maladie, dossier 2026-11-000123',
  });
});

interface ListCase {
  name: string;
  path: () => string;
  /** The rows to check, once the page shows them. */
  rows: (page: Page) => Locator;
}

const LISTS: ListCase[] = [
  {
    name: 'attachments',
    path: () => `/mrecord/${recordId}`,
    rows: (page) => page.locator('li[data-testid^="attachment-"]'),
  },
  { name: 'notes', path: () => '/apps/notes', rows: (page) => page.getByTestId('notes-list').locator('li') },
  { name: 'contacts', path: () => '/apps/contacts', rows: (page) => page.getByTestId('contact-list').locator('li') },
  {
    name: 'invoice-payments',
    path: () => `/invoices?invoice=${invoiceId}`,
    rows: (page) => page.getByTestId('invoice-payments').locator('li'),
  },
];

async function openList(list: ListCase, customizer: Record<string, unknown>, viewport: typeof PHONE): Promise<Locator> {
  const context = await newAppContext(browser, t, { token: u.token, customizer, viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(list.path());
  const rows = list.rows(page);
  await rows.first().waitFor();
  await rows.first().scrollIntoViewIfNeeded();
  return rows;
}

describe('row actions beside long texts', () => {
  it.each(LISTS.map((l) => [l.name, l] as const))(
    '%s: at 375 px in French and Arabic, no action lies over its row’s text',
    async (name, list) => {
      for (const customizer of [{ language: 'fr' }, { language: 'ar', activeDir: 'rtl' }]) {
        const rows = await openList(list, customizer, PHONE);
        const overlaps = await actionsOverText(rows);
        await screenshot(rows.page(), `row-actions-${name}-${String(customizer.language)}-375`);
        expect(overlaps, `${name} in ${String(customizer.language)}`).toEqual([]);
      }
    },
  );

  it.each(LISTS.map((l) => [l.name, l] as const))(
    '%s: screenshots in light, dark and Arabic at 375 and 1280 px',
    async (name, list) => {
      const looks: [string, Record<string, unknown>, typeof PHONE][] = [
        ['light-1280', { language: 'en', activeMode: 'light' }, LAPTOP],
        ['dark-375', { language: 'en', activeMode: 'dark' }, PHONE],
        ['ar-1280', { language: 'ar', activeDir: 'rtl' }, LAPTOP],
        ['ar-dark-375', { language: 'ar', activeDir: 'rtl', activeMode: 'dark' }, PHONE],
      ];
      for (const [look, customizer, viewport] of looks) {
        const rows = await openList(list, customizer, viewport);
        expect(await actionsOverText(rows), `${name} ${look}`).toEqual([]);
        await screenshot(rows.page(), `row-actions-${name}-${look}`);
      }
    },
  );
});
