// A twin page: the system's indicators from record observations (by LOINC code) and live vitals (newest
// reading + daily averages over 30 days, through the vitals service), related conditions and medications,
// and a summary. Audited as twin.read (the vitals reads inside are part of it, not audited twice).
import type { Db } from '../../../../db/client.js';
import type { MedicalRecordRow, VitalKind } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import type { RecordsService } from '../records/records.service.js';
import type { VitalsService } from '../vitals/vitals.service.js';
import { buildIndicator, outOfRange } from './indicator.js';
import type { ObservedValue } from './indicator.js';
import { TWIN_SYSTEMS } from './twin-systems.js';
import type { IndicatorDef, TwinSystemDef, TwinSystemId } from './twin-systems.js';
import { twinRepository } from './twin.repository.js';
import type { TwinIndicatorView, TwinPageView, TwinPoint, TwinValue } from './twin.types.js';

const WINDOW_MS = 30 * 86_400_000;

export class TwinService {
  constructor(private readonly d: { db: Db; vitals: VitalsService; records: RecordsService; audit: AuditWriter }) {}

  async page(actor: AuditActor, system: TwinSystemId, now = Date.now()): Promise<TwinPageView> {
    const view = await this.build(actor.userId, system, now);
    await this.d.audit.record(actor, own(actor, 'twin.read', 'twin', system));
    return view;
  }

  /**
   * Every system's summary, for the overview's highlights: one audit entry (twin.overview) for the lot, not
   * one per system, so the access log says what the user saw.
   *
   * A summary needs each indicator's newest value, not its trend nor the related records: the newest value of each
   * code for every system in one query, the newest reading of each vital and the nights, three reads in all.
   * Building every system's whole page instead took about 50 queries one after the other (77 ms, the slowest of
   * the overview's first answers). The summaries are the pages' own (twin-overview.test.ts).
   */
  async overview(
    actor: AuditActor,
    now = Date.now(),
  ): Promise<{ system: TwinSystemId; summary: TwinPageView['summary'] }[]> {
    const systems = Object.keys(TWIN_SYSTEMS) as TwinSystemId[];
    const defs = systems.flatMap((system) => TWIN_SYSTEMS[system].indicators);
    const rows = await twinRepository.newestValues(this.d.db, actor.userId, codesOf(defs));
    const live = await this.liveValues(actor.userId, defs, now, false);
    let next = 0;
    const out = systems.map((system) => {
      const indicators = TWIN_SYSTEMS[system].indicators.map((ind) =>
        buildIndicator(ind, observedFor(ind, rows), live[next++] ?? []),
      );
      return { system, summary: summarise(indicators) };
    });
    await this.d.audit.record(actor, own(actor, 'twin.overview', 'twin'));
    return out;
  }

  private async build(userId: string, system: TwinSystemId, now: number): Promise<TwinPageView> {
    const def = TWIN_SYSTEMS[system];
    const rows = await twinRepository.values(this.d.db, userId, codesOf(def.indicators));
    const live = await this.liveValues(userId, def.indicators, now, true);
    const indicators = def.indicators.map((ind, i) => buildIndicator(ind, observedFor(ind, rows), live[i] ?? []));
    const summary = summarise(indicators);
    const related = await this.related(userId, def);
    return {
      system,
      summary,
      indicators,
      ...related,
      suggestions: summary.indicatorsWithData
        ? []
        : ['IMPORT_BUNDLE', 'ADD_RECORD', ...(def.indicators.some((i) => i.live) ? ['PAIR_GADGET'] : [])],
    };
  }

  /**
   * Per indicator: live points (the newest reading, with `trend` also the daily averages before it; or nightly
   * sleep hours). Without the averages the indicator's latest value and status are the same: the newest reading is
   * newer than any day's average.
   */
  private async liveValues(userId: string, defs: IndicatorDef[], now: number, trend: boolean): Promise<TwinPoint[][]> {
    if (!defs.some((d) => d.live)) return defs.map(() => []);
    const from = new Date(now - WINDOW_MS);
    const to = new Date(now);
    const latest = await this.d.vitals.latest(userId);
    const series = new Map<VitalKind, Awaited<ReturnType<VitalsService['series']>>>();
    const out: TwinPoint[][] = [];
    for (const d of defs) {
      if (!d.live) {
        out.push([]);
      } else if (d.live === 'sleep') {
        const sessions = await this.d.vitals.sleepSessions(userId, from, to);
        out.push(
          sessions.map((s) => ({
            time: new Date(s.end),
            value: Math.round(((s.lightSeconds + s.deepSeconds + s.remSeconds) / 3600) * 10) / 10,
          })),
        );
      } else {
        const { kind, field } = d.live;
        if (trend && !series.has(kind)) series.set(kind, await this.d.vitals.series(userId, kind, from, to, 30));
        const points = (series.get(kind)?.points ?? []).flatMap((p) => {
          const v = field === 'value2' ? p.avg2 : p.avg;
          return v === null ? [] : [{ time: new Date(p.time), value: Math.round(v * 10) / 10 }];
        });
        const newest = latest.find((r) => r.kind === kind);
        const nv = newest ? (field === 'value2' ? newest.value2 : newest.value) : null;
        out.push(newest && nv !== null ? [...points, { time: new Date(newest.time), value: nv }] : points);
      }
    }
    return out;
  }

  private async related(userId: string, def: TwinSystemDef) {
    const rows = await twinRepository.conditionsAndMedications(this.d.db, userId);
    const matches = (r: MedicalRecordRow) =>
      r.kind === 'condition'
        ? def.conditionWords.test(r.title) ||
          (!!r.code &&
            def.icd10Prefixes.some((p) => r.code?.toUpperCase().startsWith(p)) &&
            !!r.codeSystem?.includes('icd-10'))
        : def.medicationWords.test(r.title);
    const views = await this.d.records.views(this.d.db, rows.filter(matches).slice(0, 50));
    return {
      conditions: views.filter((v) => v.kind === 'condition'),
      medications: views.filter((v) => v.kind === 'medication'),
    };
  }
}

function codesOf(defs: IndicatorDef[]): string[] {
  return [...new Set(defs.flatMap((d) => d.codes))];
}

type ValueRow = Awaited<ReturnType<typeof twinRepository.values>>[number];

function observedFor(def: IndicatorDef, rows: ValueRow[]): ObservedValue[] {
  return rows
    .filter((r) => r.code !== null && def.codes.includes(r.code))
    .map((r) => ({ ...r, value: r.value ?? 0, time: r.time ?? new Date(0) }));
}

function summarise(indicators: TwinIndicatorView[]): TwinPageView['summary'] {
  const latest = indicators.flatMap((i) => (i.latest ? [i.latest] : []));
  // The newest; of two at the same instant, one with a time of day (a day's midnight is no later moment).
  const newest = latest.reduce<TwinValue | null>(
    (a, b) => (!a || b.time > a.time || (b.time.getTime() === a.time.getTime() && a.dateOnly) ? b : a),
    null,
  );
  return {
    indicatorsOutOfRange: indicators.filter((i) => outOfRange(i.status)).length,
    indicatorsWithData: latest.length,
    lastMeasuredAt: newest?.time ?? null,
    lastMeasuredDateOnly: newest?.dateOnly ?? false,
  };
}
