// One supported resource (plus the observations grouped under it) → the record to store: fields from the
// type table, the portal's own extensions winning (they make an export re-import exactly), flags, attachments,
// vital readings and a content hash (equal hash on re-import → "unchanged").
import type { RecordKind } from '../../../../db/schema/index.js';
import { recordKind } from '../../../../db/schema/index.js';
import { checkAttachment } from '../records/attachment-rules.js';
import { isRecordDate, MAX_OBSERVATIONS } from '../records/record-validation.js';
import { RECORD_FLAGS } from '../records/records.types.js';
import type { ObservationFields, RecordFields, RecordFlag } from '../records/records.types.js';
import { codeFlags, pickCoding } from './codes.js';
import {
  at,
  codings,
  conceptText,
  cut,
  fhirDate,
  isDayOnly,
  isObj,
  objs,
  portalExt,
  portalExts,
  str,
} from './fhir-json.js';
import type { BundleEntry, Json, MappedRecord } from './fhir.types.js';
import { canonicalJson, identityOf, sha256 } from './identity.js';
import type { BundleIndex } from './identity.js';
import { mapObservationFields } from './map-observation.js';
import type { TypeSpec } from './map-types.js';
import { readingsFrom } from './vital-feed.js';

const extText = (r: Json, name: string) => str(portalExt(r, name));

function attachmentsOf(r: Json, issues: string[]) {
  const raw = [
    ...(r['resourceType'] === 'DocumentReference' ? objs(r['content']).map((c) => c['attachment']) : []),
    ...portalExts(r, 'attachment', 'valueAttachment'),
  ].filter(isObj);
  const out: MappedRecord['attachments'] = [];
  raw.forEach((a, i) => {
    const data = str(a['data']);
    // Neither data nor a link: a title-only placeholder (what the export writes for a document without files).
    if (!data)
      return void (str(a['url']) && issues.push(`Attachment ${i + 1} has no embedded data (links are not fetched).`));
    const check = checkAttachment(str(a['contentType']) ?? '', Buffer.from(data, 'base64'), str(a['title']));
    if (check.ok) out.push(check.value);
    else issues.push(`Attachment ${i + 1} skipped: ${check.reason}`);
  });
  return out;
}

/**
 * An observation's own time under the same limits as the record's date (before 1900 or in the future: the
 * record's date, or none). A reading "measured" in 3024 was kept and shown as the newest on the twin pages while
 * the import said the date had been left out. Components share their observation's time.
 */
function withinDates(
  o: ObservationFields,
  i: number,
  at: { given: Date | null; fallback: Date | null; now: number },
  issues: string[],
): ObservationFields {
  if (!o.effectiveAt || isRecordDate(o.effectiveAt, at.now)) return o;
  // The record's own date said so already when it was this one (an Observation resource is its own record).
  if (o.effectiveAt.getTime() !== at.given?.getTime()) {
    issues.push(
      `Observation ${i + 1}: date ${o.effectiveAt.toISOString().slice(0, 10)} is before 1900 or in the future: ${at.fallback ? "the record's date is used" : 'left out'}.`,
    );
  }
  const effectiveAt = at.fallback;
  const effectiveDateOnly = isDayOnly(effectiveAt);
  return { ...o, effectiveAt, effectiveDateOnly, components: o.components.map((c) => ({ ...c, effectiveAt, effectiveDateOnly })) };
}

export interface MapContext {
  index: BundleIndex;
  now: number;
}

export function mapRecord(entry: BundleEntry, spec: TypeSpec, grouped: BundleEntry[], ctx: MapContext) {
  const r = entry.resource;
  const issues: string[] = [];
  const { concept, members } = spec.concept(r, ctx.index);
  const list = codings(concept);
  const coding = pickCoding(list, entry.resourceType);
  const extKind = extText(r, 'record-kind');
  // The portal's own export states its flags (a hand-made record without a code is not "missing" one).
  const flags: RecordFlag[] = extKind ? [] : codeFlags(list, entry.resourceType);
  const kind: RecordKind =
    extKind && (recordKind.enumValues as string[]).includes(extKind) ? (extKind as RecordKind) : spec.kind(r);
  // The portal's own limits hold for an import as for a record typed in (record-validation.ts): what is outside them
  // is kept within them and said, not refused, so the rest of the bundle still comes in.
  const given = fhirDate(portalExt(r, 'record-date')) ?? spec.date(r) ?? fhirDate(at(r, 'meta', 'lastUpdated'));
  const date = given && isRecordDate(given, ctx.now) ? given : null;
  if (given && !date)
    issues.push(`Date ${given.toISOString().slice(0, 10)} is before 1900 or in the future: kept as missing.`);
  if (!date) flags.push('missing_date');
  const givenEnd = fhirDate(portalExt(r, 'end-date')) ?? spec.end(r);
  const endDate = givenEnd && date && isRecordDate(givenEnd, ctx.now) && givenEnd >= date ? givenEnd : null;
  if (givenEnd && !endDate) issues.push('End date before the start date, or out of range: left out.');
  // Flags travel with an export, so a round trip keeps them.
  for (const f of portalExts(r, 'flag', 'valueCode'))
    if (typeof f === 'string' && (RECORD_FLAGS as readonly string[]).includes(f)) flags.push(f as RecordFlag);
  const uniqueFlags = [...new Set(flags)];
  const fields: RecordFields = {
    kind,
    title: cut(conceptText(concept), 200) ?? entry.resourceType,
    code: cut(coding?.code ?? null, 64),
    codeSystem: coding?.code ? cut(coding.system, 200) : null,
    date: date ?? new Date(ctx.now),
    endDate,
    dateOnly: isDayOnly(date),
    provider: cut(extText(r, 'provider') ?? spec.provider(r), 200),
    facility: cut(extText(r, 'facility') ?? spec.facility(r), 200),
    status: portalExt(r, 'status-unset') === true ? null : cut(spec.status(r), 50),
    notes: cut(extText(r, 'notes') ?? spec.notes(r), 10_000),
  };
  // An observation without a time of its own was made when its record was: unknown when the record's date is
  // (not the import's time, which would make a reading of unknown date the newest vital). The portal's export of
  // such a record carries a stand-in date with its missing_date flag: still unknown.
  const knownDate = uniqueFlags.includes('missing_date') ? null : date;
  const allObservations: ObservationFields[] = [
    ...(entry.resourceType === 'Observation' ? [mapObservationFields(r, 'Observation', knownDate)] : []),
    ...grouped.map((g) => mapObservationFields(g.resource, 'Observation', knownDate)),
  ].map((o, i) => withinDates(o, i, { given, fallback: knownDate, now: ctx.now }, issues));
  const observations = allObservations.slice(0, MAX_OBSERVATIONS);
  if (allObservations.length > MAX_OBSERVATIONS)
    issues.push(`Only the first ${MAX_OBSERVATIONS} observations are kept.`);
  const attachments = attachmentsOf(r, issues);
  const identity = identityOf(entry);
  const hash = sha256(
    canonicalJson({
      fields: { ...fields, date: uniqueFlags.includes('missing_date') ? 'missing' : fields.date },
      flags: uniqueFlags,
      observations,
      attachments: attachments.map((a) => [a.filename, a.contentType, a.sha256]).sort(),
    }),
  );
  const key = `${identity.resourceType}|${identity.source}|${identity.id}`;
  const record: MappedRecord = {
    identity,
    fields,
    observations,
    attachments,
    flags: uniqueFlags,
    members: [...members, ...grouped],
    readings: readingsFrom(observations, key, ctx.now, issues),
    entry,
    hash,
  };
  return { record, issues };
}
