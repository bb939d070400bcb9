// Rows → API views: each record with its observation tree (components under their panel) and attachments.
import type { MedicalRecordRow, ObservationRow } from '../../../../db/schema/index.js';
import type { AttachmentView, ObservationView, RecordFlag, RecordView } from './records.types.js';

function toObservationView(o: ObservationRow, children: ObservationView[]): ObservationView {
  return {
    id: o.id,
    code: o.code,
    system: o.system,
    display: o.display,
    valueNumber: o.valueNumber,
    valueText: o.valueText,
    valueCode: o.valueCode,
    unit: o.unit,
    refLow: o.refLow,
    refHigh: o.refHigh,
    refText: o.refText,
    interpretation: o.interpretation,
    effectiveAt: o.effectiveAt,
    components: children,
  };
}

/** Builds the views of `records`, distributing observations (ordered by position) and attachments. */
export function toRecordViews(
  records: MedicalRecordRow[],
  obs: ObservationRow[],
  atts: AttachmentView[],
): RecordView[] {
  const childrenOf = new Map<string, ObservationView[]>();
  for (const o of obs) {
    if (!o.parentId) continue;
    const list = childrenOf.get(o.parentId) ?? [];
    list.push(toObservationView(o, []));
    childrenOf.set(o.parentId, list);
  }
  const topOf = new Map<string, ObservationView[]>();
  for (const o of obs) {
    if (o.parentId) continue;
    const list = topOf.get(o.recordId) ?? [];
    list.push(toObservationView(o, childrenOf.get(o.id) ?? []));
    topOf.set(o.recordId, list);
  }
  const attsOf = new Map<string, AttachmentView[]>();
  for (const a of atts) attsOf.set(a.recordId, [...(attsOf.get(a.recordId) ?? []), a]);
  return records.map(({ fhirHash: _h, flags, ...r }) => ({
    ...r,
    flags: flags as RecordFlag[],
    observations: topOf.get(r.id) ?? [],
    attachments: attsOf.get(r.id) ?? [],
  }));
}
