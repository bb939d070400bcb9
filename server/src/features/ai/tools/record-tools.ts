// Record tools: lab observations by name or code (with reference ranges and flags), and conditions,
// medications or allergies. Read through the records service with the assistant's actor (audited).
import type { Interpretation, RecordKind } from '../../../../../db/schema/index.js';
import type { ObservationView, RecordView } from '../../records/records.types.js';
import { fromRangeUnit } from '../../clinical-ranges/units.js';
import { observationInterpretation, observationRange } from '../../records/observation-range.js';
import type { ToolContext, WithSources } from './tool-context.js';

const LAB_KINDS: RecordKind[] = ['lab_result', 'lab_panel', 'vital_sign'];
/** Notes reach the model as data, shortened: they are the user's free text (and may hold anything). */
const NOTE_CHARS = 200;

export interface ObservationItem {
  recordId: string;
  display: string;
  code: string | null;
  value: number | string | null;
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  /** Whose range: the reporting lab's, or the portal's reference range for the code (none: not judged). */
  refSource: 'lab' | 'portal' | null;
  flag: Interpretation | null;
  date: string;
}

export interface ObservationsOutput extends WithSources {
  query: string;
  items: ObservationItem[];
}

/**
 * The range a value is read against, as the record page shows it (clinical-ranges is the one source): the
 * lab's own, else the portal's for the code, written in the value's unit; and the flag judged by it.
 */
function rangeAndFlag(o: ObservationView): Pick<ObservationItem, 'refLow' | 'refHigh' | 'refSource' | 'flag'> {
  const range = observationRange(o);
  const lab = range?.context === 'lab_reported';
  const bound = (b: number | null | undefined) => (b === null || b === undefined ? null : lab ? b : fromRangeUnit(b, o.unit, range!));
  return {
    refLow: range ? bound(range.low) : null,
    refHigh: range ? bound(range.high) : null,
    refSource: range ? (lab ? 'lab' : 'portal') : null,
    flag: observationInterpretation(o),
  };
}

function flatten(obs: ObservationView[]): ObservationView[] {
  return obs.flatMap((o) => [o, ...flatten(o.components)]);
}

const recordSource = (r: RecordView) => ({
  kind: 'record' as const,
  label: r.title,
  href: `/mrecord/${r.id}`,
  from: r.date.toISOString(),
  to: null,
});

export async function observations(ctx: ToolContext, query: string): Promise<ObservationsOutput> {
  const q = query.trim().slice(0, 100);
  const page = await ctx.services.records.list(ctx.actor, { search: q, kinds: LAB_KINDS, sort: 'date_desc', pageSize: 10 });
  const needle = q.toLowerCase();
  const items: ObservationItem[] = [];
  const used = new Map<string, RecordView>();
  for (const r of page.items) {
    const all = flatten(r.observations);
    const hits = all.filter((o) => o.code?.toLowerCase() === needle || o.display?.toLowerCase().includes(needle));
    for (const o of hits.length ? hits : r.title.toLowerCase().includes(needle) ? all : []) {
      if (o.valueNumber === null && o.valueText === null && o.valueCode === null) continue;
      used.set(r.id, r);
      items.push({
        recordId: r.id,
        display: o.display ?? r.title,
        code: o.code,
        value: o.valueNumber ?? o.valueText ?? o.valueCode,
        unit: o.unit,
        ...rangeAndFlag(o),
        date: (o.effectiveAt ?? r.date).toISOString(),
      });
    }
  }
  items.sort((a, b) => b.date.localeCompare(a.date));
  return { query: q, items: items.slice(0, 10), sources: [...used.values()].slice(0, 5).map(recordSource) };
}

export type ListedKind = 'condition' | 'medication' | 'allergy';

export interface RecordsOutput extends WithSources {
  kind: ListedKind;
  items: { id: string; title: string; date: string; status: string | null; notes: string | null }[];
}

export async function listRecords(ctx: ToolContext, kind: ListedKind): Promise<RecordsOutput> {
  const page = await ctx.services.records.list(ctx.actor, { kinds: [kind], sort: 'date_desc', pageSize: 20 });
  return {
    kind,
    items: page.items.map((r) => ({
      id: r.id,
      title: r.title,
      date: r.date.toISOString(),
      status: r.status,
      notes: r.notes ? r.notes.slice(0, NOTE_CHARS) : null,
    })),
    sources: page.items.slice(0, 5).map(recordSource),
  };
}
