// Shapes of the invoices feature: an invoice as the API sees it (row + derived payment state), list totals,
// and the inputs other features use (issueForOrder for the shop).
import type { InvoiceRow, PriceComponent } from '../../../../db/schema/index.js';

export type InvoiceStateValue = 'draft' | 'issued' | 'overdue' | 'paid' | 'cancelled' | 'entered_in_error';
export type PriceComponentTypeValue = PriceComponent['type'];
export type InvoiceSortValue = 'issued_desc' | 'issued_asc' | 'due_asc' | 'amount_desc' | 'amount_asc' | 'number_asc';

/** The stored row plus what is derived from its payments and the clock (never stored). */
export interface InvoiceView extends InvoiceRow {
  amountPaidMinor: number;
  amountOpenMinor: number;
  overdue: boolean;
  state: InvoiceStateValue;
}

export interface InvoiceTotalView {
  state: InvoiceStateValue;
  currency: string;
  count: number;
  amountMinor: number;
}

export interface InvoicePageView {
  items: InvoiceView[];
  totalCount: number;
  totals: InvoiceTotalView[];
}

export interface InvoiceListQuery {
  states: InvoiceStateValue[] | null;
  from: string | null;
  to: string | null;
  search: string | null;
  sort: InvoiceSortValue;
  offset: number;
  limit: number;
}

export interface LineInput {
  description: string;
  quantity: number;
  unitPriceMinor: number;
}

/** What the shop feature passes to services.invoices.issueForOrder. */
export interface IssueForOrderInput {
  userId: string;
  orderId: string;
  orderNumber: string;
  currency: string;
  lines: LineInput[];
  issuedAt: Date;
  dueDate: string;
}

export interface BalancedEvent {
  invoiceId: string;
  userId: string;
  orderId: string | null;
}
