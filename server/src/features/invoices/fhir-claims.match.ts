// Which existing imported invoice a mapped Claim/EOB unit is, across imports that bring the same EOB alone one
// time and with its Claim another. Without this, the lone EOB (keyed by its own id) and the pair (keyed by the
// Claim's id) became two invoices for one claim.
import type { MappedInvoice } from './fhir-claims.map.js';

export interface ImportedRow {
  id: string;
  fhirResourceType: string | null;
  fhirSource: string;
  fhirId: string | null;
  fhirHash: string | null;
  eobId: string | null;
}

/**
 * In order: the unit's own identity; an invoice that already merged the same EOB (a pair after a lone EOB, or a
 * lone EOB after a pair); for a lone EOB, the invoice of the Claim it names.
 */
export function findImported(rows: ImportedRow[], m: MappedInvoice): ImportedRow | undefined {
  const { resourceType, source, id } = m.identity;
  const same = rows.filter((r) => r.fhirSource === source);
  return (
    same.find((r) => r.fhirResourceType === resourceType && r.fhirId === id) ??
    (m.eobId ? same.find((r) => r.eobId === m.eobId) : undefined) ??
    (m.claimRef ? same.find((r) => r.fhirResourceType === 'Claim' && r.fhirId === m.claimRef) : undefined)
  );
}
