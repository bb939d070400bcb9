// What a health summary shows, gathered through the features' own services (records, vitals, personal info,
// preferences) and the portal's clinical ranges: no SQL here. Lists are capped so the document stays within
// one to three pages; the caps are part of the contract (the PDF says nothing is hidden beyond "newest N").
import type { RecordKind } from '../../../../db/schema/index.js';
import { statusOf } from '../clinical-ranges/range-status.js';
import type { RangeStatus } from '../clinical-ranges/range-status.js';
import { RANGES } from '../clinical-ranges/reference-ranges.js';
import { toRangeUnit } from '../clinical-ranges/units.js';
import type { PersonalInfoService } from '../personal-info/personal-info.service.js';
import type { UnitsView } from '../preferences/preferences.types.js';
import { observationRange } from '../records/observation-range.js';
import type { RecordsService } from '../records/records.service.js';
import type { ObservationView, RecordView } from '../records/records.types.js';
import type { RangeShares } from '../vitals/series.repository.js';
import type { VitalsService } from '../vitals/vitals.service.js';
import type { VitalAlertView } from '../vitals/vitals.types.js';

export const SUMMARY_SECTIONS = ['identity', 'conditions', 'medications', 'allergies', 'labs', 'vitals', 'alerts'] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];

export const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
export const CAPS = { conditions: 12, medications: 12, allergies: 10, labs: 15, alerts: 8 } as const;

const ACTIVE: Partial<Record<RecordKind, (status: string | null) => boolean>> = {
  condition: (s) => s === null || ['active', 'recurrence', 'relapse'].includes(s.toLowerCase()),
  medication: (s) => s === null || ['active', 'on-hold', 'intended'].includes(s.toLowerCase()),
  allergy: (s) => s === null || s.toLowerCase() === 'active',
};

export interface ListItem {
  title: string;
  since: Date | null;
  dateOnly: boolean;
  status: string | null;
}

export interface LabRow {
  code: string | null;
  name: string;
  value: number | null;
  text: string | null;
  unit: string | null;
  low: number | null;
  high: number | null;
  rangeText: string | null;
  flag: RangeStatus | null;
  date: Date | null;
}

export interface Stats {
  avg: number;
  min: number;
  max: number;
  count: number;
}

/** One value per day (the day's mean), oldest first, for the small charts. */
export interface DailyPoint {
  time: Date;
  value: number;
  value2: number | null;
}

export interface VitalsSummary {
  heartRate: { stats: Stats; daily: DailyPoint[] } | null;
  bloodPressure: { systolic: Stats; diastolic: Stats; daily: DailyPoint[] } | null;
  glucose: { stats: Stats; daily: DailyPoint[]; shares: RangeShares; low: number; high: number } | null;
  sleep: { nights: number; avgHours: number; perNight: DailyPoint[] } | null;
}

export interface Identity {
  name: string;
  birthDate: string | null;
  sexAtBirth: string | null;
  bloodType: string | null;
  heightCm: number | null;
  weightKg: number | null;
}

export interface SummaryData {
  generatedAt: Date;
  from: Date;
  to: Date;
  units: UnitsView;
  sections: SummarySection[];
  identity: Identity | null;
  conditions: ListItem[];
  medications: ListItem[];
  allergies: ListItem[];
  labs: LabRow[];
  vitals: VitalsSummary | null;
  alerts: VitalAlertView[];
}

export interface SummarySources {
  records: Pick<RecordsService, 'newestOf'>;
  vitals: Pick<VitalsService, 'series' | 'sleepSessions' | 'alerts' | 'timeInRange'>;
  personalInfo: Pick<PersonalInfoService, 'find' | 'demographics'>;
}

const toItem = (r: RecordView): ListItem => ({ title: r.title, since: r.date, dateOnly: r.dateOnly, status: r.status });

async function activeOf(src: SummarySources, userId: string, kind: RecordKind, cap: number): Promise<ListItem[]> {
  const rows = await src.records.newestOf(userId, [kind], 200);
  const active = ACTIVE[kind] ?? (() => true);
  return rows.filter((r) => active(r.status)).slice(0, cap).map(toItem);
}

function labRow(o: ObservationView, fallbackDate: Date): LabRow {
  const range = observationRange(o);
  const inRangeUnit = range && o.valueNumber !== null ? toRangeUnit(o.valueNumber, o.unit, range) : null;
  const flag = o.interpretation ?? (range && inRangeUnit !== null ? statusOf(range, inRangeUnit) : null);
  const own = o.refLow !== null || o.refHigh !== null;
  return {
    code: o.code,
    name: o.display ?? o.code ?? '—',
    value: o.valueNumber,
    text: o.valueText ?? o.valueCode,
    unit: o.unit ?? range?.unit ?? null,
    low: own ? o.refLow : (range?.low ?? null),
    high: own ? o.refHigh : (range?.high ?? null),
    rangeText: o.refText,
    flag,
    date: o.effectiveAt ?? fallbackDate,
  };
}

/** The newest result per test (by code, else name), newest first. */
async function labs(src: SummarySources, userId: string): Promise<LabRow[]> {
  const records = await src.records.newestOf(userId, ['lab_result', 'lab_panel'], 200);
  const seen = new Set<string>();
  const rows: LabRow[] = [];
  const visit = (o: ObservationView, date: Date) => {
    if (o.valueNumber !== null || o.valueText !== null || o.valueCode !== null) {
      const key = o.code ?? o.display ?? o.id;
      if (!seen.has(key)) {
        seen.add(key);
        rows.push(labRow(o, date));
      }
    }
    for (const c of o.components) visit(c, date);
  };
  for (const r of records) for (const o of r.observations) visit(o, r.date);
  return rows.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0)).slice(0, CAPS.labs);
}

function stats(points: { count: number; avg: number; min: number; max: number }[]): Stats | null {
  const count = points.reduce((n, p) => n + p.count, 0);
  if (count === 0) return null;
  return {
    avg: points.reduce((s, p) => s + p.avg * p.count, 0) / count,
    min: Math.min(...points.map((p) => p.min)),
    max: Math.max(...points.map((p) => p.max)),
    count,
  };
}

async function vitals(src: SummarySources, userId: string, from: Date, to: Date): Promise<VitalsSummary> {
  const [hr, bp, gl, sleep] = await Promise.all([
    src.vitals.series(userId, 'heart_rate', from, to, WINDOW_DAYS),
    src.vitals.series(userId, 'blood_pressure', from, to, WINDOW_DAYS),
    src.vitals.series(userId, 'glucose', from, to, WINDOW_DAYS),
    src.vitals.sleepSessions(userId, from, to),
  ]);
  const daily = (s: typeof hr): DailyPoint[] => s.points.map((p) => ({ time: new Date(p.time), value: p.avg, value2: p.avg2 }));
  const hrStats = stats(hr.points);
  const sys = stats(bp.points);
  const dia = stats(bp.points.flatMap((p) => (p.avg2 === null ? [] : [{ count: p.count, avg: p.avg2, min: p.min2 ?? p.avg2, max: p.max2 ?? p.avg2 }])));
  const glStats = stats(gl.points);
  const { low, high } = RANGES.glucoseMonitoring;
  const shares = glStats ? await src.vitals.timeInRange(userId, 'glucose', from, to, low ?? 70, high ?? 180) : null;
  const hours = sleep.map((s) => ({ time: new Date(s.end), value: (s.lightSeconds + s.deepSeconds + s.remSeconds) / 3600, value2: null }));
  return {
    heartRate: hrStats ? { stats: hrStats, daily: daily(hr) } : null,
    bloodPressure: sys && dia ? { systolic: sys, diastolic: dia, daily: daily(bp) } : null,
    glucose: glStats && shares ? { stats: glStats, daily: daily(gl), shares, low: low ?? 70, high: high ?? 180 } : null,
    sleep: hours.length
      ? { nights: hours.length, avgHours: hours.reduce((s, h) => s + h.value, 0) / hours.length, perNight: hours.sort((a, b) => a.time.getTime() - b.time.getTime()) }
      : null,
  };
}

async function identity(src: SummarySources, userId: string): Promise<Identity | null> {
  const [demo, row] = await Promise.all([src.personalInfo.demographics(userId), src.personalInfo.find(userId)]);
  if (!demo) return null;
  return {
    name: [demo.firstName, demo.lastName].filter(Boolean).join(' '),
    birthDate: row?.birthDate ?? null,
    sexAtBirth: row?.sexAtBirth ?? null,
    bloodType: row?.bloodType ?? null,
    heightCm: row?.heightCm ?? null,
    weightKg: row?.weightKg ?? null,
  };
}

/** Everything the chosen sections show, for one user (the caller is that user; nothing here takes another id). */
export async function gatherSummary(
  src: SummarySources,
  userId: string,
  sections: SummarySection[],
  units: UnitsView,
  now: Date,
): Promise<SummaryData> {
  const to = now;
  const from = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const want = (s: SummarySection) => sections.includes(s);
  const [id, conditions, medications, allergies, labRows, vitalRows, alerts] = await Promise.all([
    want('identity') ? identity(src, userId) : null,
    want('conditions') ? activeOf(src, userId, 'condition', CAPS.conditions) : [],
    want('medications') ? activeOf(src, userId, 'medication', CAPS.medications) : [],
    want('allergies') ? activeOf(src, userId, 'allergy', CAPS.allergies) : [],
    want('labs') ? labs(src, userId) : [],
    want('vitals') ? vitals(src, userId, from, to) : null,
    want('alerts') ? src.vitals.alerts(userId, false, CAPS.alerts) : [],
  ]);
  return { generatedAt: now, from, to, units, sections, identity: id, conditions, medications, allergies, labs: labRows, vitals: vitalRows, alerts };
}
