// The seam between orders and the invoices feature (built separately): an order issues its invoice inside the
// order's transaction, and the invoice being balanced (payment recorded) marks the order paid. Payments are
// recorded only on the invoice (one ledger); the shop never marks an order paid by itself.
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

/** How an order was paid; the invoices feature's payment methods. */
export type OrderPaymentMethod = 'card' | 'bank_transfer' | 'cash' | 'cheque' | 'insurance' | 'other';

export interface OrderInvoicing {
  issueForOrder(input: OrderInvoiceInput, tx?: DbOrTx): Promise<{ invoiceId: string; number: string }>;
  /** Records what is still open on the invoice as one payment (the admin's "mark the order paid"). */
  settleInFull(adminId: string, invoiceId: string, method: OrderPaymentMethod, reference?: string | null): Promise<unknown>;
  onBalanced(listener: (e: { invoiceId: string; userId: string; orderId: string | null }) => void): void;
  /**
   * Runs inside the transaction that cancels an order's invoice, so the order is cancelled (and its units given
   * back) with it or not at all; what it returns runs after the commit (the order's live event).
   */
  onCancelling(participant: (tx: DbOrTx, e: { invoiceId: string; orderId: string }) => Promise<(() => void) | null>): void;
}
