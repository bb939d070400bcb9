// The invoices side of the FHIR import seam (fhir.types.ts FhirResourceImporter): Claim and
// ExplanationOfBenefit entries become invoices inside the import's transaction. Idempotent by the originals'
// identity and content hash; each invoice is written in its own savepoint, so an entry that fails to map or
// to store is reported in the summary and the rest of the bundle still imports.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { users } from '../../../../db/schema/index.js';
import type { BundleEntry, FhirResourceImporter, ImportSink, Outcome } from '../fhir/fhir.types.js';
import type { BundleIndex } from '../fhir/identity.js';
import { EntryError, mapClaimPair, pairClaims } from './fhir-claims.map.js';
import type { MappedInvoice } from './fhir-claims.map.js';
import { findImported } from './fhir-claims.match.js';
import type { ImportedRow } from './fhir-claims.match.js';
import { invoicesRepository as repo } from './invoices.repository.js';

/** A store that must not happen (the invoice is left as it was): its message goes to the import summary. */
class StoreRefused extends Error {}

export class ClaimImporter implements FhirResourceImporter {
  readonly resourceTypes = ['Claim', 'ExplanationOfBenefit'] as const;

  async importEntries(tx: DbOrTx, userId: string, entries: BundleEntry[], index: BundleIndex, report: ImportSink) {
    const pairs = pairClaims(entries, index);
    const mapped: MappedInvoice[] = [];
    for (const [claim, eob] of pairs) {
      try {
        mapped.push(mapClaimPair(claim, eob));
      } catch (err) {
        if (!(err instanceof EntryError)) throw err;
        for (const e of [claim, eob].filter((x): x is BundleEntry => x !== null)) {
          report.count(e.resourceType, 'skipped');
          report.issue({ entry: e.index, resourceType: e.resourceType, message: err.message });
        }
      }
    }
    const ids = new Set(mapped.flatMap((m) => [m.identity.id, ...(m.claimRef ? [m.claimRef] : [])]));
    const eobIds = new Set(mapped.flatMap((m) => (m.eobId ? [m.eobId] : [])));
    const rows = await repo.byFhirIds(tx, userId, [...ids], [...eobIds]);
    const [owner] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const recipientName = `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`.trim() || '-';
    // Keyed by the invoice each unit lands on (or its own identity when new): two units of one bundle that
    // would write the same invoice are one too many.
    const seen = new Map<string, number>();
    for (const m of mapped) {
      const main = m.entries[0];
      if (!main) continue;
      const found = findImported(rows, m);
      const key = found ? `invoice|${found.id}` : `${m.identity.resourceType}|${m.identity.source}|${m.identity.id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        for (const e of m.entries) {
          report.count(e.resourceType, 'skipped');
          report.issue({ entry: e.index, resourceType: e.resourceType, message: `Same resource as entry ${first}.` });
        }
        continue;
      }
      seen.set(key, main.index);
      const notes = [...m.notes];
      let outcome: Outcome = !found ? 'imported' : found.fhirHash === m.hash ? 'unchanged' : 'updated';
      // An EOB alone on an invoice made from its Claim carries less than that invoice (no Claim items): it
      // never overwrites it. On the Claim's invoice alone it adds what only it knows, the insurer's payment;
      // once the invoice has an EOB, only the pair updates it.
      const eobOnClaim = outcome === 'updated' && found !== undefined && lessThanFound(m, found);
      if (eobOnClaim && found.eobId !== null) {
        outcome = 'unchanged';
        notes.push(`Already part of the invoice of Claim ${found.fhirId ?? ''}; import it with its Claim to update that invoice.`);
      }
      if (outcome !== 'unchanged') {
        try {
          // A savepoint: a failure here (a clash of numbers, say) undoes this invoice only.
          const stored = await tx.transaction((sp) =>
            eobOnClaim && found ? this.attachEob(sp, m, found.id) : this.store(sp, userId, recipientName, m, found?.id ?? null),
          );
          notes.push(...stored.notes);
          if (stored.kept) outcome = 'unchanged';
        } catch (err) {
          for (const e of m.entries) {
            report.count(e.resourceType, 'skipped');
            report.issue({ entry: e.index, resourceType: e.resourceType, message: `Could not be stored: ${storeError(err)}` });
          }
          continue;
        }
      }
      for (const e of m.entries) report.count(e.resourceType, outcome);
      for (const note of notes) report.issue({ entry: main.index, resourceType: main.resourceType, message: note });
    }
  }

  /**
   * Writes one invoice. A re-import locks the row first (the portal's payments and cancellations take the same
   * lock), never touches an invoice an administrator cancelled, keeps the portal's payments and caps the
   * insurer's payment at what they leave open, so paid never exceeds the total.
   */
  private async store(
    tx: DbOrTx,
    userId: string,
    recipientName: string,
    m: MappedInvoice,
    existingId: string | null,
  ): Promise<{ kept: boolean; notes: string[] }> {
    const notes: string[] = [];
    if (existingId) {
      const current = await repo.lock(tx, existingId);
      if (!current) throw new Error('imported invoice vanished inside its transaction');
      // Only the admin's cancel sets a reason (a cancelled Claim imports without one): the admin's decision stands.
      if (current.status === 'cancelled' && current.cancelReason !== null)
        return { kept: true, notes: ['The invoice was cancelled by an administrator; the re-import left it unchanged.'] };
    }
    const fields = {
      number: m.number,
      issuerKey: m.issuerKey,
      issuerName: m.issuerName,
      recipientName,
      status: m.status,
      currency: m.currency,
      issuedAt: m.issuedAt,
      totalNetMinor: m.totalGrossMinor,
      totalGrossMinor: m.totalGrossMinor,
      fhirHash: m.hash,
      eobId: m.eobId,
      // An invoice first made from a lone EOB takes its Claim's identity once the Claim comes with it.
      fhirResourceType: m.identity.resourceType,
      fhirId: m.identity.id,
      fhirSource: m.identity.source,
    };
    const row = existingId
      ? await repo.update(tx, existingId, fields)
      : await repo.insert(tx, { ...fields, userId, origin: 'fhir', dueDate: null });
    if (!row) throw new Error('imported invoice vanished inside its transaction');
    await repo.replaceLines(tx, row.id, m.lines);
    await this.settle(tx, row, m.totalGrossMinor, m, notes);
    await repo.event(tx, {
      invoiceId: row.id,
      type: existingId ? 'reimported' : 'imported',
      note: [m.identity.resourceType, m.identity.id, m.eobId ? `ExplanationOfBenefit ${m.eobId}` : null].filter(Boolean).join(' '),
    });
    return { kept: false, notes };
  }

  /**
   * A lone EOB on the invoice made from its Claim alone: the invoice keeps the Claim's identity, lines and
   * total, and gains the EOB (its id and the insurer's payment), under the same lock and rules as a re-import.
   */
  private async attachEob(tx: DbOrTx, m: MappedInvoice, invoiceId: string): Promise<{ kept: boolean; notes: string[] }> {
    const current = await repo.lock(tx, invoiceId);
    if (!current) throw new Error('imported invoice vanished inside its transaction');
    if (current.status === 'cancelled' && current.cancelReason !== null)
      return { kept: true, notes: ['The invoice was cancelled by an administrator; the re-import left it unchanged.'] };
    const row = await repo.update(tx, invoiceId, { eobId: m.eobId });
    if (!row) throw new Error('imported invoice vanished inside its transaction');
    const notes: string[] = [];
    await this.settle(tx, row, row.totalGrossMinor, { ...m, status: row.status }, notes);
    await repo.event(tx, { invoiceId, type: 'reimported', note: `ExplanationOfBenefit ${m.eobId ?? ''} added to Claim ${row.fhirId ?? ''}` });
    return { kept: false, notes };
  }

  /**
   * The imported payment of an invoice whose total is `total`: the previous import's payment goes, the portal's
   * payments stay, and the insurer's is capped at what those leave open, so paid never exceeds the total.
   */
  private async settle(
    tx: DbOrTx,
    row: { id: string; status: string },
    total: number,
    m: Pick<MappedInvoice, 'insurerPayment' | 'currency' | 'status'>,
    notes: string[],
  ): Promise<void> {
    await repo.deleteImportedPayments(tx, row.id);
    // What is left now are the portal's payments (read under the lock the caller took).
    const portalPaid = await repo.paidSum(tx, row.id);
    if (portalPaid > total) throw new StoreRefused('the new total is less than what was already paid in the portal.');
    const pay = m.insurerPayment;
    const insurer = pay ? Math.min(pay.amountMinor, total - portalPaid) : 0;
    if (pay && insurer < pay.amountMinor) notes.push('The insurer payment was capped at what the payments recorded in the portal left open.');
    if (pay && insurer > 0)
      await repo.insertPayment(tx, {
        invoiceId: row.id,
        amountMinor: insurer,
        currency: m.currency,
        paidOn: pay.paidOn,
        method: 'insurance',
        reference: pay.reference,
        source: 'import',
      });
    if (m.status === 'issued' || m.status === 'balanced') {
      const status = portalPaid + insurer >= total ? 'balanced' : 'issued';
      if (status !== row.status) await repo.update(tx, row.id, { status });
    }
  }
}

/** A lone EOB landing on an invoice made from its Claim. */
const lessThanFound = (m: MappedInvoice, found: ImportedRow) => m.identity.resourceType === 'ExplanationOfBenefit' && found.fhirResourceType === 'Claim';

function storeError(err: unknown): string {
  if (err instanceof StoreRefused) return err.message;
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (err as { code?: unknown }).code;
  return code === '23505' ? 'another invoice of this provider already has this number.' : 'a database error.';
}
