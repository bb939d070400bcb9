// A whole bundle → records to store, patients to offer and what was skipped, before any database work.
// DiagnosticReport results (and observations carrying the portal's record-ref extension) are grouped into
// their parent record; a Medication is merged into the request/statement that references it.
import type { RecordFlag } from '../records/records.types.js';
import { codeFlags } from './codes.js';
import { at, codings, objs, portalExt, str } from './fhir-json.js';
import type { BundleEntry, ImportIssue, MappedRecord, PatientDemographics } from './fhir.types.js';
import { BundleIndex, identityOf } from './identity.js';
import { mapPatient } from './map-patient.js';
import { mapRecord } from './map-record.js';
import { TYPE_SPECS } from './map-types.js';

export interface MappedBundle {
  records: MappedRecord[];
  patients: { entry: BundleEntry; demographics: PatientDemographics }[];
  skipped: ImportIssue[];
  /** Notes on imported resources (flags, attachments left out). */
  notes: ImportIssue[];
}

/** Observation entry index → the entry of the record it belongs to. */
function groupObservations(entries: BundleEntry[], index: BundleIndex) {
  const parentOf = new Map<number, BundleEntry>();
  for (const e of entries) {
    if (e.resourceType === 'DiagnosticReport') {
      for (const ref of objs(e.resource['result'])) {
        const obs = index.resolve(ref);
        if (obs?.resourceType === 'Observation' && !parentOf.has(obs.index)) parentOf.set(obs.index, e);
      }
    } else if (e.resourceType === 'Observation') {
      const parent = index.resolve(portalExt(e.resource, 'record-ref'));
      if (parent && parent.resourceType !== 'Observation' && TYPE_SPECS[parent.resourceType])
        parentOf.set(e.index, parent);
    }
  }
  return parentOf;
}

const issue = (e: BundleEntry, message: string): ImportIssue => ({
  entry: e.index,
  resourceType: e.resourceType,
  message,
});

/**
 * What an entry refers to that the Bundle does not hold, said on the import's report: a report's result (the
 * report comes in without it) and a urn: subject (a urn: names an entry of the same Bundle: FHIR R4 Bundle,
 * "Resolving references in Bundles"). A relative reference to a resource elsewhere (Patient/123) is allowed.
 */
function unresolved(e: BundleEntry, index: BundleIndex): string[] {
  const out: string[] = [];
  if (e.resourceType === 'DiagnosticReport') {
    objs(e.resource['result']).forEach((ref, i) => {
      if (!index.resolve(ref))
        out.push(
          `Result ${i + 1} (${str(ref['reference']) ?? 'no reference'}) is not in this Bundle: the report is imported without it.`,
        );
    });
  }
  for (const key of ['subject', 'patient']) {
    const ref = str(at(e.resource[key], 'reference'));
    if (ref?.startsWith('urn:') && !index.resolve(e.resource[key]))
      out.push(`The ${key} ${ref} is not in this Bundle.`);
  }
  return out;
}

/** `claimed`: resource types another feature imports (fhir.types.ts FhirResourceImporter): neither mapped nor skipped here. */
export function mapBundle(
  entries: BundleEntry[],
  now = Date.now(),
  claimed: ReadonlySet<string> = new Set(),
): MappedBundle {
  const index = new BundleIndex(entries);
  const parentOf = groupObservations(entries, index);
  const out: MappedBundle = { records: [], patients: [], skipped: [], notes: [] };
  const seen = new Map<string, number>();
  for (const e of entries) {
    if (claimed.has(e.resourceType)) continue;
    const spec = TYPE_SPECS[e.resourceType];
    if (!spec && e.resourceType !== 'Patient' && e.resourceType !== 'Medication') {
      out.skipped.push(issue(e, `${e.resourceType} resources are not imported.`));
      continue;
    }
    const id = identityOf(e);
    const key = `${id.resourceType}|${id.source}|${id.id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      out.skipped.push(issue(e, `Same resource as entry ${first}.`));
      continue;
    }
    seen.set(key, e.index);
    if (e.resourceType === 'Patient') {
      out.patients.push({ entry: e, demographics: mapPatient(e) });
      continue;
    }
    if (parentOf.has(e.index) || !spec) continue;
    const grouped = entries.filter((g) => parentOf.get(g.index) === e);
    const { record, issues } = mapRecord(e, spec, grouped, { index, now });
    const ours = portalExt(e.resource, 'record-kind') !== undefined;
    const memberFlags: RecordFlag[] = ours
      ? []
      : grouped.flatMap((g) => codeFlags(codings(g.resource['code']), 'Observation'));
    record.flags = [...new Set([...record.flags, ...memberFlags])];
    for (const f of record.flags) out.notes.push({ ...issue(e, `Imported with flag ${f}.`), flag: f });
    for (const m of issues) out.notes.push(issue(e, m));
    for (const member of [e, ...grouped]) for (const m of unresolved(member, index)) out.notes.push(issue(member, m));
    out.records.push(record);
  }
  const merged = new Set(out.records.flatMap((r) => r.members.map((m) => m.index)));
  for (const e of entries) {
    if (e.resourceType === 'Medication' && !merged.has(e.index))
      out.skipped.push(issue(e, 'A Medication on its own is not a record (no request or statement refers to it).'));
  }
  return out;
}
