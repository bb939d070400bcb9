// Demo invoices for the demo account: one overdue, one paid, one partly paid — so /invoices shows every
// chip on first sign-in. Idempotent: fixed numbers (DEMO-…) of the portal issuer, inserted once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { invoiceEvents, invoiceLines, invoicePayments, invoices, users } from '../schema/index.js';

const day = (now: number, offsetDays: number) => new Date(now + offsetDays * 86_400_000);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

interface DemoInvoice {
  number: string;
  issuedDaysAgo: number;
  dueInDays: number;
  lines: { description: string; quantity: number; unitPriceMinor: number }[];
  paidMinor: number;
}

const DEMO: DemoInvoice[] = [
  { number: 'DEMO-0001', issuedDaysAgo: 45, dueInDays: -15, lines: [{ description: 'Cardiology consultation', quantity: 1, unitPriceMinor: 12_000 }, { description: 'ECG (12-lead)', quantity: 1, unitPriceMinor: 4_550 }], paidMinor: 0 },
  { number: 'DEMO-0002', issuedDaysAgo: 70, dueInDays: -40, lines: [{ description: 'Blood panel (CBC, lipids)', quantity: 1, unitPriceMinor: 8_900 }], paidMinor: 8_900 },
  { number: 'DEMO-0003', issuedDaysAgo: 10, dueInDays: 20, lines: [{ description: 'Physiotherapy session', quantity: 4, unitPriceMinor: 5_500 }], paidMinor: 8_000 },
];

/** Returns true when it created the demo invoices. */
export async function seedDemoInvoices(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const [demo] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!demo) return false;
  const [had] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.issuerKey, 'portal'), eq(invoices.number, 'DEMO-0001')));
  if (had) return false;
  await db.transaction(async (tx) => {
    for (const d of DEMO) {
      const total = d.lines.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0);
      const issuedAt = day(now, -d.issuedDaysAgo);
      const [row] = await tx
        .insert(invoices)
        .values({
          userId: demo.id,
          number: d.number,
          issuerKey: 'portal',
          issuerName: 'Health Portal',
          recipientName: `${demo.firstName} ${demo.lastName}`.trim(),
          status: d.paidMinor >= total ? 'balanced' : 'issued',
          origin: 'admin',
          currency: 'EUR',
          issuedAt,
          dueDate: ymd(day(now, d.dueInDays)),
          totalNetMinor: total,
          totalGrossMinor: total,
        })
        .returning({ id: invoices.id });
      if (!row) continue;
      await tx.insert(invoiceLines).values(
        d.lines.map((l, i) => ({ invoiceId: row.id, sequence: i + 1, ...l, netMinor: l.quantity * l.unitPriceMinor, priceComponents: [{ type: 'base' as const, code: null, amountMinor: l.quantity * l.unitPriceMinor }] })),
      );
      await tx.insert(invoiceEvents).values({ invoiceId: row.id, type: 'issued', at: issuedAt, amountMinor: total });
      if (d.paidMinor > 0) {
        const paidAt = day(now, -Math.max(1, d.issuedDaysAgo - 5));
        await tx.insert(invoicePayments).values({ invoiceId: row.id, amountMinor: d.paidMinor, currency: 'EUR', paidOn: ymd(paidAt), method: 'bank_transfer', reference: `SEPA ${d.number}` });
        await tx.insert(invoiceEvents).values({ invoiceId: row.id, type: 'payment', at: paidAt, amountMinor: d.paidMinor, note: `SEPA ${d.number}` });
        if (d.paidMinor >= total) await tx.insert(invoiceEvents).values({ invoiceId: row.id, type: 'balanced', at: new Date(paidAt.getTime() + 1000) });
      }
    }
  });
  return true;
}
