// Record tools: lab observations by name or code (with reference ranges and flags), and conditions,
// medications or allergies. Read through the records service with the assistant's actor (audited).
import type { Interpretation, RecordKind } from '../../../../../db/schema/index.js';
import type { ObservationView, RecordView } from '../../records/records.types.js';
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
  flag: Interpretation | null;
  date: string;
}

export interface ObservationsOutput extends WithSources {
  query: string;
  items: ObservationItem[];
}

const flagOf = (o: ObservationView): Interpretation | null => {
  if (o.interpretation) return o.interpretation;
  if (o.valueNumber === null) return null;
  if (o.refLow !== null && o.valueNumber < o.refLow) return 'low';
  if (o.refHigh !== null && o.valueNumber > o.refHigh) return 'high';
  return o.refLow !== null || o.refHigh !== null ? 'normal' : null;
};

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
        refLow: o.refLow,
        refHigh: o.refHigh,
        flag: flagOf(o),
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
