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
import type { TwinPageView, TwinPoint } from './twin.types.js';

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
   */
  async overview(actor: AuditActor, now = Date.now()): Promise<{ system: TwinSystemId; summary: TwinPageView['summary'] }[]> {
    const systems = Object.keys(TWIN_SYSTEMS) as TwinSystemId[];
    const out = [];
    // One system after the other: each is a handful of small queries, and the pool is shared with everyone.
    for (const system of systems) out.push({ system, summary: (await this.build(actor.userId, system, now)).summary });
    await this.d.audit.record(actor, own(actor, 'twin.overview', 'twin'));
    return out;
  }

  private async build(userId: string, system: TwinSystemId, now: number): Promise<TwinPageView> {
    const def = TWIN_SYSTEMS[system];
    const codes = [...new Set(def.indicators.flatMap((i) => i.codes))];
    const rows = await twinRepository.values(this.d.db, userId, codes);
    const live = await this.liveValues(userId, def.indicators, now);
    const indicators = def.indicators.map((ind, i) => {
      const observed: ObservedValue[] = rows
        .filter((r) => r.code !== null && ind.codes.includes(r.code))
        .map((r) => ({ ...r, value: r.value ?? 0, time: r.time ?? new Date(0) }));
      return buildIndicator(ind, observed, live[i] ?? []);
    });
    const withData = indicators.filter((i) => i.latest);
    const related = await this.related(userId, def);
    const times = withData.map((i) => i.latest?.time.getTime() ?? 0);
    return {
      system,
      summary: {
        indicatorsOutOfRange: indicators.filter((i) => outOfRange(i.status)).length,
        indicatorsWithData: withData.length,
        lastMeasuredAt: times.length ? new Date(Math.max(...times)) : null,
      },
      indicators,
      ...related,
      suggestions: withData.length
        ? []
        : ['IMPORT_BUNDLE', 'ADD_RECORD', ...(def.indicators.some((i) => i.live) ? ['PAIR_GADGET'] : [])],
    };
  }

  /** Per indicator: live points (newest reading plus daily averages, or nightly sleep hours). */
  private async liveValues(userId: string, defs: IndicatorDef[], now: number): Promise<TwinPoint[][]> {
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
        out.push(sessions.map((s) => ({ time: new Date(s.end), value: Math.round(((s.lightSeconds + s.deepSeconds + s.remSeconds) / 3600) * 10) / 10 })));
      } else {
        const { kind, field } = d.live;
        if (!series.has(kind)) series.set(kind, await this.d.vitals.series(userId, kind, from, to, 30));
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
        ? def.conditionWords.test(r.title) || (!!r.code && def.icd10Prefixes.some((p) => r.code?.toUpperCase().startsWith(p)) && !!r.codeSystem?.includes('icd-10'))
        : def.medicationWords.test(r.title);
    const views = await this.d.records.views(this.d.db, rows.filter(matches).slice(0, 50));
    return {
      conditions: views.filter((v) => v.kind === 'condition'),
      medications: views.filter((v) => v.kind === 'medication'),
    };
  }
}
