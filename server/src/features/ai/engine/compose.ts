// The built-in engine's answer: tool outputs → Markdown in the user's language and units. Says plainly what it
// did not find, and offers questions it can answer when it understood none.
import type { AiLanguage } from '../ai.types.js';
import type { ObservationsOutput, RecordsOutput } from '../tools/record-tools.js';
import type { AlertsOutput, PersonalOutput, SleepOutput, TwinOutput } from '../tools/other-tools.js';
import type { VitalStatsOutput } from '../tools/vital-stats.js';
import type { Understanding } from './understand.js';
import { PHRASES } from './phrases.js';
import type { Phrases } from './phrases.js';

export interface ToolOutcome {
  toolName: string;
  output: unknown;
}

// The pages' own locales (client i18n's htmlLang), so a day reads the same in an answer as on the page beside it.
const LOCALE: Record<AiLanguage, string> = { en: 'en', fr: 'fr', ar: 'ar', zh: 'zh' };

/** UCUM codes as people write them: mm[Hg] → mmHg, {beats}/min → /min, Cel → °C, [lb_av] → lb. */
const UCUM_DISPLAY: Record<string, string> = { 'mm[Hg]': 'mmHg', Cel: '°C', '[degF]': '°F', '[lb_av]': 'lb', '[in_i]': 'in', '[ft_i]': 'ft' };
export function displayUnit(unit: string): string {
  return UCUM_DISPLAY[unit] ?? unit.replace(/\{[^}]*\}/g, '').trim();
}

class Fmt {
  constructor(
    private readonly lang: AiLanguage,
    private readonly timeZone: string,
    private readonly hour12: boolean,
  ) {}
  num = (v: number) => new Intl.NumberFormat(LOCALE[this.lang], { maximumFractionDigits: 1 }).format(v);
  day = (iso: string) => new Intl.DateTimeFormat(LOCALE[this.lang], { dateStyle: 'medium', timeZone: this.timeZone }).format(new Date(iso));
  /**
   * A quantity with its unit. In Arabic it is wrapped in a left-to-right isolate (U+2066 … U+2069): inside
   * right-to-left text "120/80 mmHg" would otherwise be reordered by the bidi algorithm (unit before the
   * numbers, the two pressures swapped).
   */
  qty = (text: string) => (this.lang === 'ar' ? `\u2066${text}\u2069` : text);
  when = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[this.lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: this.timeZone,
      hourCycle: this.hour12 ? 'h12' : 'h23',
    }).format(new Date(iso));
}

function vitalLines(o: VitalStatsOutput, u: Understanding, p: Phrases, f: Fmt): string[] {
  const name = p.vital[o.kind] ?? o.kind;
  // The range's end is exclusive: show the last day it covers.
  const to = f.day(new Date(new Date(o.to).getTime() - 1).toISOString());
  if (!o.count || o.avg === null || o.min === null || o.max === null) {
    const lines = [p.noVitals(name, f.day(o.from), to)];
    if (o.latest) lines.push(p.latest(f.qty(`${f.num(o.latest.value)} ${displayUnit(o.unit)}`), f.when(o.latest.time)));
    return lines;
  }
  const val = (v: number, v2?: number | null) => f.qty(`${f.num(v)}${v2 !== null && v2 !== undefined ? `/${f.num(v2)}` : ''} ${displayUnit(o.unit)}`);
  const lines = [p.stats(name, f.day(o.from), to, val(o.avg, o.avg2), val(o.min), val(o.max), o.count)];
  const latest = o.latest ? p.latest(val(o.latest.value, o.latest.value2), f.when(o.latest.time)) : null;
  const trend = o.trend ? p.trendLine(p.trend[o.trend]) : null;
  const { low, high } = o.limits;
  const range = low !== null && high !== null ? `${f.num(low)} – ${f.num(high)}` : high !== null ? `≤ ${f.num(high)}` : low !== null ? `≥ ${f.num(low)}` : '';
  const limits = o.latestStatus && range ? p.limits(o.latestStatus, range, low === null ? '' : f.num(low), high === null ? '' : f.num(high)) : null;
  const inRange = o.timeInRange !== null ? p.inRange(o.timeInRange) : null;
  // What the question asked about comes first.
  const order =
    u.focus === 'trend' ? [trend, latest, limits] : u.focus === 'normal' ? [limits, inRange, latest] : u.focus === 'latest' ? [latest, limits, trend] : [latest, trend, limits];
  if (u.focus === 'latest' || u.focus === 'normal') lines.unshift(...order.filter((l): l is string => !!l).slice(0, 1));
  return [...new Set([...lines, ...order.filter((l): l is string => !!l)])];
}

function sleepLines(o: SleepOutput, p: Phrases, f: Fmt): string[] {
  if (!o.nights || o.avgHours === null) return [p.noSleep];
  const lines = [p.sleep(o.nights, f.num(o.avgHours))];
  if (o.last) lines.push(p.lastNight(f.num(o.last.hours), f.num(o.last.deepHours), f.num(o.last.remHours), o.last.awakeMinutes));
  return lines;
}

function alertLines(o: AlertsOutput, p: Phrases, f: Fmt): string[] {
  if (!o.open.length) return [p.noAlerts];
  return [p.alerts(o.open.length), ...o.open.slice(0, 5).map((a) => `- ${p.vital[a.kind] ?? a.kind}${p.colon}${a.message} (${f.when(a.time)})`)];
}

function labLines(o: ObservationsOutput, p: Phrases, f: Fmt): string[] {
  const [first, ...rest] = o.items;
  if (!first) return [p.noLab(o.query)];
  const one = (i: typeof first) => {
    const value = typeof i.value === 'number' ? f.num(i.value) : (i.value ?? p.unknownValue);
    const ref = i.refLow !== null || i.refHigh !== null ? f.qty(`${i.refLow === null ? '' : f.num(i.refLow)} – ${i.refHigh === null ? '' : f.num(i.refHigh)}`) : '';
    return { value: f.qty(`${value}${i.unit ? ` ${displayUnit(i.unit)}` : ''}`), ref, flag: i.flag ? p.flag[i.flag] ?? '' : '' };
  };
  const head = one(first);
  const lines = [p.lab(first.display, head.value, f.day(first.date), head.ref, head.flag)];
  if (rest.length) lines.push(p.earlier, ...rest.slice(0, 3).map((i) => `- ${f.day(i.date)}${p.colon}${one(i).value}`));
  return lines;
}

function recordLines(o: RecordsOutput, p: Phrases, f: Fmt): string[] {
  const kind = p.records[o.kind];
  if (!o.items.length) return [p.noRecords(kind)];
  return [p.recordsTitle(kind), ...o.items.slice(0, 10).map((r) => `- ${r.title} (${f.day(r.date)}${r.status ? `, ${r.status}` : ''})`)];
}

function personalLines(o: PersonalOutput, p: Phrases): string[] {
  if (o.age === null && !o.sexAtBirth) return [p.personalMissing];
  return [p.personal(o.age === null ? p.unknownValue : String(o.age), o.sexAtBirth ? p.sex[o.sexAtBirth] ?? o.sexAtBirth : p.unknownValue)];
}

function twinLines(o: TwinOutput, p: Phrases): string[] {
  const withData = o.systems.filter((s) => s.indicatorsWithData > 0);
  if (!withData.length) return [p.twinNone];
  return withData.map((s) => {
    const head = `- ${p.twinSystem(p.system[s.system] ?? s.system, s.outOfRange.length, s.indicatorsWithData)}`;
    const names = s.outOfRange.slice(0, 3).map((i) => `${i.display} (${p.flag[i.status] ?? i.status})`);
    return names.length ? `${head}${p.colon}${names.join(p.semicolon)}` : head;
  });
}

function linesFor(r: ToolOutcome, u: Understanding, p: Phrases, f: Fmt): string[] {
  switch (r.toolName) {
    case 'vitalStats':
      return vitalLines(r.output as VitalStatsOutput, u, p, f);
    case 'sleepSummary':
      return sleepLines(r.output as SleepOutput, p, f);
    case 'openAlerts':
      return alertLines(r.output as AlertsOutput, p, f);
    case 'observations':
      return labLines(r.output as ObservationsOutput, p, f);
    case 'listRecords':
      return recordLines(r.output as RecordsOutput, p, f);
    case 'personalInfo':
      return personalLines(r.output as PersonalOutput, p);
    case 'twinStatus':
      return twinLines(r.output as TwinOutput, p);
    default:
      return [];
  }
}

export function compose(u: Understanding, results: ToolOutcome[], timeZone: string, hour12 = false): string {
  const p = PHRASES[u.language];
  const f = new Fmt(u.language, timeZone, hour12);
  if (!results.length) {
    const head = u.intent === 'greeting' ? p.greeting : p.cannot;
    return [head, ...p.suggestions.map((s) => `- ${s}`)].join('\n');
  }
  return results.map((r) => linesFor(r, u, p, f).join('\n')).join('\n\n');
}
