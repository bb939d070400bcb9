// The invoice as a PDF: the same numbers as the page (what it reads is the same InvoiceView, lines and
// payments), laid out for the documents pipeline, which handles fonts, right-to-left and Arabic mirroring.
// Amounts are formatted from integer minor units with Intl in the document's language (Western digits in every
// language, as the page shows them).
import type { InvoiceLineRow, InvoicePaymentRow } from '../../../../db/schema/index.js';
import type { DocDefinition, DocumentLanguage } from '../documents/documents.service.js';
import { INVOICE_PDF_STRINGS } from './invoice-pdf.strings.js';
import { minorDigits } from './money.js';
import type { InvoiceView } from './invoices.types.js';

const LOCALE: Record<DocumentLanguage, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn', zh: 'zh-CN' };

// Building an Intl formatter costs far more than formatting with it (it was ~10% of an invoice PDF's time when
// made per amount): one per language and currency for the life of the process (4 languages × the few
// currencies invoices use).
const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();
const dayFormats = new Map<DocumentLanguage, Intl.DateTimeFormat>();

function moneyFormat(currency: string, language: DocumentLanguage) {
  const key = `${language}:${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = { format: new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }), digits: minorDigits(currency) };
    moneyFormats.set(key, f);
  }
  return f;
}

/** Exact: the decimal is built as a string from the integer, never through a binary fraction. */
export function formatMoney(minor: number, currency: string, language: DocumentLanguage): string {
  const { format, digits } = moneyFormat(currency, language);
  const abs = Math.abs(minor).toString().padStart(digits + 1, '0');
  const decimal = `${minor < 0 ? '-' : ''}${digits ? `${abs.slice(0, -digits)}.${abs.slice(-digits)}` : abs}`;
  // Intl accepts a decimal string exactly (Intl.NumberFormat v3, Node ≥ 19); the type still says number.
  return format.format(decimal as unknown as number);
}

function formatDay(day: string | null, language: DocumentLanguage): string {
  if (!day) return '—';
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * An amount or a day kept whole and left to right inside Arabic text, as the health summary keeps its values
 * (SummaryFormat.ltr): without an isolate the bidi algorithm reordered "JP¥ 370" into "¥JP" and Intl's Arabic
 * date (with its right-to-left marks) into 2026/11/19, where the page and the summary show 19/11/2026.
 */
function ltr(text: string, language: DocumentLanguage): string {
  return language === 'ar' ? `\u2066${text.replace(/[\u200E\u200F\u061C]/g, '')}\u2069` : text;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');

export function invoiceDocument(
  invoice: InvoiceView,
  lines: InvoiceLineRow[],
  payments: InvoicePaymentRow[],
  language: DocumentLanguage,
  now: Date,
): DocDefinition {
  const s = INVOICE_PDF_STRINGS[language];
  const money = (minor: number) => ltr(formatMoney(minor, invoice.currency, language), language);
  const day = (d: string | null) => ltr(formatDay(d, language), language);
  const facts: [string, string][] = [
    [s.number, invoice.number],
    [s.issuer, invoice.issuerName],
    [s.recipient, invoice.recipientName],
    [s.issued, day(invoice.issuedAt.toISOString().slice(0, 10))],
    [s.due, day(invoice.dueDate)],
    [s.status, s.states[invoice.state]],
  ];
  const header = (text: string) => ({ text, bold: true, fillColor: '#eef2f7' });
  return {
    info: { title: `${s.title} ${invoice.number}` },
    pageMargins: [40, 48, 40, 56],
    footer: (page: number, count: number) => ({
      text: `${fill(s.generated, { date: day(now.toISOString().slice(0, 10)) })} · ${page}/${count}`,
      fontSize: 8,
      color: '#666666',
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: `${s.title} ${invoice.number}`, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      {
        table: { widths: [110, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 16],
      },
      ...(invoice.cancelReason ? [{ text: fill(s.cancelled, { reason: invoice.cancelReason }), color: '#b00020', margin: [0, 0, 0, 12] }] : []),
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 90, 90],
          body: [
            [header(s.description), header(s.quantity), header(s.unitPrice), header(s.amount)],
            ...lines.map((l) => [l.description, String(l.quantity), money(l.unitPriceMinor), money(l.netMinor)]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: ['*', 120],
          body: [
            [s.net, money(invoice.totalNetMinor)],
            [{ text: s.gross, bold: true }, { text: money(invoice.totalGrossMinor), bold: true }],
            [s.paid, money(invoice.amountPaidMinor)],
            [{ text: s.open, bold: true }, { text: money(invoice.amountOpenMinor), bold: true }],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 16],
      },
      { text: s.payments, fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      payments.length
        ? {
            table: {
              headerRows: 1,
              widths: [90, '*', '*', 90],
              body: [
                [header(s.paidOn), header(s.method), header(s.reference), header(s.amount)],
                ...payments.map((p) => [day(p.paidOn), s.methods[p.method], p.reference ?? '—', money(p.amountMinor)]),
              ],
            },
            layout: 'lightHorizontalLines',
          }
        : { text: s.noPayments, color: '#666666' },
    ],
  };
}
