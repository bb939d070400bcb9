// The invoices side of the FHIR export seam: each invoice as an R4 Invoice resource. The originals stay
// traceable: an imported invoice carries the Claim and EOB ids as identifiers; the portal number is one too.
import type { DbOrTx } from '../../../../db/client.js';
import type { InvoiceLineRow } from '../../../../db/schema/index.js';
import type { FhirResourceExporter, Json } from '../fhir/fhir.types.js';
import { PORTAL_EXT } from '../fhir/fhir.types.js';
import { fromMinor } from './money.js';
import { invoicesRepository as repo } from './invoices.repository.js';
import type { InvoiceView } from './invoices.types.js';

export const INVOICE_NUMBER_SYSTEM = 'https://health-portal.local/fhir/invoice-number';
export const SOURCE_CLAIM_SYSTEM = 'https://health-portal.local/fhir/source-claim';
export const SOURCE_EOB_SYSTEM = 'https://health-portal.local/fhir/source-eob';

const FHIR_STATUS = {
  draft: 'draft',
  issued: 'issued',
  balanced: 'balanced',
  cancelled: 'cancelled',
  entered_in_error: 'entered-in-error',
} as const;

export function toFhirInvoice(v: InvoiceView, lines: InvoiceLineRow[], subject: { reference: string }): Json {
  const money = (minor: number) => ({ value: fromMinor(minor, v.currency), currency: v.currency });
  const identifier: Json[] = [{ use: 'official', system: `${INVOICE_NUMBER_SYSTEM}/${encodeURIComponent(v.issuerKey)}`, value: v.number }];
  if (v.fhirId && v.fhirResourceType === 'Claim') identifier.push({ use: 'secondary', system: SOURCE_CLAIM_SYSTEM, value: v.fhirId });
  const eob = v.eobId ?? (v.fhirResourceType === 'ExplanationOfBenefit' ? v.fhirId : null);
  if (eob) identifier.push({ use: 'secondary', system: SOURCE_EOB_SYSTEM, value: eob });
  return {
    resourceType: 'Invoice',
    id: v.id,
    extension: [{ url: `${PORTAL_EXT}invoice-amount-paid`, valueMoney: money(v.amountPaidMinor) }],
    identifier,
    status: FHIR_STATUS[v.status],
    ...(v.cancelReason ? { cancelledReason: v.cancelReason } : {}),
    subject,
    recipient: subject,
    date: v.issuedAt.toISOString(),
    issuer: { display: v.issuerName },
    lineItem: lines.map((l) => ({
      sequence: l.sequence,
      chargeItemCodeableConcept: {
        ...(l.code ? { coding: [{ ...(l.codeSystem ? { system: l.codeSystem } : {}), code: l.code }] } : {}),
        text: l.description,
      },
      priceComponent: (l.priceComponents.length ? l.priceComponents : [{ type: 'base' as const, code: null, amountMinor: l.netMinor }]).map((p) => ({
        type: p.type,
        ...(p.code ? { code: { text: p.code } } : {}),
        amount: money(p.amountMinor),
      })),
    })),
    totalNet: money(v.totalNetMinor),
    totalGross: money(v.totalGrossMinor),
    ...(v.dueDate ? { paymentTerms: `Due ${v.dueDate}` } : {}),
  };
}

export class InvoiceExporter implements FhirResourceExporter {
  constructor(private readonly today: () => string) {}

  async exportEntries(db: DbOrTx, userId: string, subject: { reference: string }) {
    const all = await repo.forUser(db, userId, this.today());
    const lines = await repo.linesOf(db, all.map((v) => v.id));
    const byInvoice = new Map<string, InvoiceLineRow[]>();
    for (const l of lines) byInvoice.set(l.invoiceId, [...(byInvoice.get(l.invoiceId) ?? []), l]);
    return all.map((v) => ({ fullUrl: `urn:uuid:${v.id}`, resource: toFhirInvoice(v, byInvoice.get(v.id) ?? [], subject) }));
  }
}
