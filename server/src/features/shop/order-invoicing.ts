// The seam between orders and the invoices feature (built separately): an order issues its invoice inside the
// order's transaction, and the invoice being balanced (payment recorded) marks the order paid.
import type { DbOrTx } from '../../../../db/client.js';

export interface OrderInvoiceInput {
  userId: string;
  orderId: string;
  orderNumber: string;
  currency: string;
  lines: { description: string; quantity: number; unitPriceMinor: number }[];
  issuedAt: Date;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface OrderInvoicing {
  issueForOrder(input: OrderInvoiceInput, tx?: DbOrTx): Promise<{ invoiceId: string; number: string }>;
  onBalanced(listener: (e: { invoiceId: string; userId: string; orderId: string | null }) => void): void;
}
