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
import { invoicesRepository as repo } from './invoices.repository.js';

const keyOf = (i: { fhirResourceType: string | null; fhirSource: string; fhirId: string | null }) =>
  `${i.fhirResourceType ?? ''}|${i.fhirSource}|${i.fhirId ?? ''}`;

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
    const existing = new Map(
      (await repo.byFhirIds(tx, userId, [...new Set(mapped.map((m) => m.identity.id))])).map((r) => [keyOf(r), r]),
    );
    const [owner] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const recipientName = `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`.trim() || '-';
    const seen = new Map<string, number>();
    for (const m of mapped) {
      const key = keyOf({ fhirResourceType: m.identity.resourceType, fhirSource: m.identity.source, fhirId: m.identity.id });
      const main = m.entries[0];
      if (!main) continue;
      const first = seen.get(key);
      if (first !== undefined) {
        for (const e of m.entries) {
          report.count(e.resourceType, 'skipped');
          report.issue({ entry: e.index, resourceType: e.resourceType, message: `Same resource as entry ${first}.` });
        }
        continue;
      }
      seen.set(key, main.index);
      const found = existing.get(key);
      const outcome: Outcome = !found ? 'imported' : found.fhirHash === m.hash ? 'unchanged' : 'updated';
      if (outcome !== 'unchanged') {
        try {
          // A savepoint: a failure here (a clash of numbers, say) undoes this invoice only.
          await tx.transaction((sp) => this.store(sp, userId, recipientName, m, found?.id ?? null));
        } catch (err) {
          for (const e of m.entries) {
            report.count(e.resourceType, 'skipped');
            report.issue({ entry: e.index, resourceType: e.resourceType, message: `Could not be stored: ${storeError(err)}` });
          }
          continue;
        }
      }
      for (const e of m.entries) report.count(e.resourceType, outcome);
      for (const note of m.notes) report.issue({ entry: main.index, resourceType: main.resourceType, message: note });
    }
  }

  private async store(tx: DbOrTx, userId: string, recipientName: string, m: MappedInvoice, existingId: string | null) {
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
    };
    const row = existingId
      ? await repo.update(tx, existingId, fields)
      : await repo.insert(tx, {
          ...fields,
          userId,
          origin: 'fhir',
          dueDate: null,
          fhirResourceType: m.identity.resourceType,
          fhirId: m.identity.id,
          fhirSource: m.identity.source,
        });
    if (!row) throw new Error('imported invoice vanished inside its transaction');
    await repo.replaceLines(tx, row.id, m.lines);
    const pay = m.insurerPayment;
    await repo.replaceImportedPayments(
      tx,
      row.id,
      pay ? [{ amountMinor: pay.amountMinor, currency: m.currency, paidOn: pay.paidOn, method: 'insurance', reference: pay.reference }] : [],
    );
    // Payments recorded in the portal since the first import still count towards the status.
    if (m.status === 'issued' || m.status === 'balanced') {
      const paid = await repo.paidSum(tx, row.id);
      const status = paid >= m.totalGrossMinor ? 'balanced' : 'issued';
      if (status !== row.status) await repo.update(tx, row.id, { status });
    }
    await repo.event(tx, {
      invoiceId: row.id,
      type: existingId ? 'reimported' : 'imported',
      note: [m.identity.resourceType, m.identity.id, m.eobId ? `ExplanationOfBenefit ${m.eobId}` : null].filter(Boolean).join(' '),
    });
  }
}

function storeError(err: unknown): string {
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (err as { code?: unknown }).code;
  return code === '23505' ? 'another invoice of this provider already has this number.' : 'a database error.';
}
