// The "Share with my doctor" summary as a document definition for the pipeline (documents.service.ts): strings
// in reading order, the pipeline handles fonts, bidi and the mirrored layout for Arabic. A4, compact type, so
// all sections with their caps fit in one to three pages.
import { labelled } from '../../lib/punctuation.js';
import type { RangeStatus } from '../clinical-ranges/range-status.js';
import { RANGES } from '../clinical-ranges/reference-ranges.js';
import type { DocDefinition } from './documents.service.js';
import type { LabRow, ListItem, Stats, SummaryData, SummarySection } from './health-summary.data.js';
import { rangeBar, sleepBars, sparkline } from './summary-charts.js';
import type { SummaryFormat } from './summary-format.js';
import { fill, SUMMARY_STRINGS } from './summary-strings.js';
import type { SummaryStrings } from './summary-strings.js';

type Node = Record<string, unknown> | string;

/**
 * A text result in the narrow value column is cut to this, with an ellipsis: its words can be as long as the record
 * allows (1,000 characters), and one unbroken word is laid out a few characters a line.
 */
const VALUE_TEXT_MAX = 80;
const shortText = (s: string) => (s.length > VALUE_TEXT_MAX ? `${s.slice(0, VALUE_TEXT_MAX - 1)}…` : s);

const FLAG_COLOR: Record<RangeStatus, string> = { low: '#e65100', normal: '#2e7d32', high: '#e65100', critical: '#b71c1c' };
const GLUCOSE_CODES = new Set([RANGES.glucoseMonitoring.code, ...(RANGES.glucoseMonitoring.alsoCodes ?? []), RANGES.glucoseFasting.code]);

const TABLE_LAYOUT = {
  hLineWidth: (i: number) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#b0bec5',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function table(headers: string[], rows: Node[][], widths: (string | number)[]): Node {
  return {
    table: { headerRows: 1, widths, body: [headers.map((h) => ({ text: h, style: 'th' })), ...rows], dontBreakRows: true },
    layout: TABLE_LAYOUT,
    margin: [0, 2, 0, 6],
  };
}

class SummaryWriter {
  private readonly s: SummaryStrings;

  constructor(
    private readonly data: SummaryData,
    private readonly f: SummaryFormat,
  ) {
    this.s = SUMMARY_STRINGS[f.language];
  }

  private heading(section: SummarySection): Node {
    return { text: this.s.sections[section], style: 'h2' };
  }

  private list(items: ListItem[]): Node {
    if (items.length === 0) return { text: this.s.none, style: 'muted' };
    const c = this.s.columns;
    return table(
      [c.item, c.since, c.status],
      items.map((i) => [this.f.auto(i.title), i.since ? this.f.ltr(this.f.day(i.since, i.dateOnly)) : '—', this.status(i.status)]),
      ['*', 90, 70],
    );
  }

  /** A FHIR status code in the reader's language when it is a known one, else as recorded. */
  private status(code: string | null): string {
    if (!code) return '—';
    const known = this.s.status as Record<string, string>;
    return known[code.toLowerCase()] ?? code;
  }

  private identity(): Node[] {
    const id = this.data.identity;
    if (!id) return [{ text: this.s.none, style: 'muted' }];
    const l = this.s.identity;
    const pairs: [string, string][] = [
      [l.name, id.name || '—'],
      [l.birthDate, id.birthDate ? this.f.ltr(this.f.day(id.birthDate)) : '—'],
      [l.sex, id.sexAtBirth ? this.s.sex[id.sexAtBirth as keyof SummaryStrings['sex']] : '—'],
      [l.bloodType, id.bloodType ? this.f.ltr(id.bloodType.replace('_pos', '+').replace('_neg', '−').toUpperCase()) : '—'],
      [l.height, id.heightCm !== null ? this.f.ltr(this.f.height(id.heightCm)) : '—'],
      [l.weight, id.weightKg !== null ? this.f.ltr(this.f.weight(id.weightKg)) : '—'],
    ];
    const rows: Node[][] = [];
    for (let i = 0; i < pairs.length; i += 3) {
      rows.push(pairs.slice(i, i + 3).flatMap(([k, v]) => [{ text: k, style: 'label' }, { text: v, bold: true }]));
    }
    return [{ table: { widths: ['auto', '*', 'auto', '*', 'auto', '*'], body: rows }, layout: 'noBorders', margin: [0, 2, 0, 6] }];
  }

  private labValue(r: LabRow): { value: string; range: string } {
    const glucose = r.unit === 'mg/dL' && this.data.units.glucose === 'MMOL_L' && r.code !== null && GLUCOSE_CODES.has(r.code);
    if (r.value === null) return { value: r.text ? shortText(r.text) : '—', range: this.f.range(r.low, r.high, null, r.rangeText) };
    if (glucose) {
      const conv = (v: number | null) => (v === null ? null : this.f.mmol(v));
      return { value: `${this.f.glucose(r.value)} mmol/L`, range: this.f.range(conv(r.low), conv(r.high), 'mmol/L', r.rangeText, 1) };
    }
    return { value: `${this.f.num(r.value, 2)}${r.unit ? ` ${r.unit}` : ''}`, range: this.f.range(r.low, r.high, r.unit, r.rangeText) };
  }

  private labs(): Node {
    if (this.data.labs.length === 0) return { text: this.s.none, style: 'muted' };
    const c = this.s.columns;
    const rows = this.data.labs.map((r) => {
      const { value, range } = this.labValue(r);
      const flag: Node = r.flag ? { text: this.s.flags[r.flag], color: FLAG_COLOR[r.flag], bold: r.flag !== 'normal' } : '—';
      return [this.f.auto(r.name), this.f.ltr(value), this.f.ltr(range), flag, r.date ? this.f.ltr(this.f.day(r.date)) : '—'];
    });
    return table([c.test, c.value, c.range, c.flag, c.date], rows, ['*', 72, 92, 48, 74]);
  }

  private statsRow(label: string, st: Stats, fmt: (v: number) => string, unit: string, chart: string): Node[] {
    const v = (n: number) => this.f.ltr(`${fmt(n)} ${unit}`);
    return [label, v(st.avg), v(st.min), v(st.max), { svg: chart, width: 120 }];
  }

  private vitals(): Node[] {
    const v = this.data.vitals;
    const { from, to } = this.data;
    const w = this.s.vitals;
    if (!v || (!v.heartRate && !v.bloodPressure && !v.glucose && !v.sleep)) return [{ text: this.s.noData, style: 'muted' }];
    const rows: Node[][] = [];
    const int = (n: number) => this.f.num(n);
    if (v.heartRate) {
      const r = RANGES.heartRate;
      rows.push(this.statsRow(w.heart_rate, v.heartRate.stats, int, '/min', sparkline(v.heartRate.daily, from, to, r)));
    }
    if (v.bloodPressure) {
      const { systolic: s, diastolic: d } = v.bloodPressure;
      const bp = (a: number, b: number) => this.f.ltr(`${int(a)}/${int(b)} mmHg`);
      rows.push([w.blood_pressure, bp(s.avg, d.avg), bp(s.min, d.min), bp(s.max, d.max), { svg: sparkline(v.bloodPressure.daily, from, to, { low: null, high: null }), width: 120 }]);
    }
    if (v.glucose) {
      const g = (n: number) => this.f.glucose(n);
      rows.push(this.statsRow(w.glucose, v.glucose.stats, g, this.f.glucoseUnit(), sparkline(v.glucose.daily, from, to, RANGES.glucoseMonitoring)));
    }
    if (v.sleep) {
      const h = this.f.ltr(`${this.f.num(v.sleep.avgHours, 1)} h`);
      rows.push([w.sleep, h, fill(w.nights, { n: v.sleep.nights }), '', { svg: sleepBars(v.sleep.perNight, from, to), width: 120 }]);
    }
    const c = this.s.columns;
    const out: Node[] = [table([c.vital, c.average, c.min, c.max, ''], rows, ['*', 85, 85, 85, 125])];
    if (v.glucose) out.push(this.timeInRange(v.glucose.shares, v.glucose.low, v.glucose.high));
    return out;
  }

  private timeInRange(sh: { minutes: number; below: number; inRange: number; above: number }, low: number, high: number): Node {
    const w = this.s.vitals;
    const share = (n: number) => this.f.percent(sh.minutes ? n / sh.minutes : 0);
    const unit = this.f.glucoseUnit();
    return {
      stack: [
        { text: fill(w.tir, { range: this.f.ltr(`${this.f.glucose(low)}–${this.f.glucose(high)} ${unit}`) }), style: 'label', margin: [0, 0, 0, 2] },
        {
          columns: [
            { svg: rangeBar(sh.below, sh.inRange, sh.above), width: 160 },
            { text: `${w.below} ${this.f.ltr(share(sh.below))} · ${w.inRange} ${this.f.ltr(share(sh.inRange))} · ${w.above} ${this.f.ltr(share(sh.above))}`, margin: [8, 0, 0, 0] },
          ],
        },
      ],
      margin: [0, 0, 0, 6],
    };
  }

  private alerts(): Node {
    if (this.data.alerts.length === 0) return { text: this.s.none, style: 'muted' };
    const c = this.s.columns;
    const rows = this.data.alerts.map((a) => {
      const value =
        a.kind === 'blood_pressure' && a.value2 !== null
          ? `${this.f.num(a.value)}/${this.f.num(a.value2)} mmHg`
          : a.kind === 'glucose'
            ? `${this.f.glucose(a.value)} ${this.f.glucoseUnit()}`
            : this.f.num(a.value, 1);
      const sev: Node = { text: this.s.severity[a.severity], color: a.severity === 'critical' ? '#b71c1c' : '#e65100', bold: true };
      return [this.f.ltr(this.f.dateTime(new Date(a.readingTime))), this.s.vitals[a.kind], this.f.ltr(value), sev];
    });
    return table([c.when, c.vital, c.value, c.severity], rows, [110, '*', 110, 70]);
  }

  private section(section: SummarySection): Node[] {
    const body: Node[] = {
      identity: () => this.identity(),
      conditions: () => [this.list(this.data.conditions)],
      medications: () => [this.list(this.data.medications)],
      allergies: () => [this.list(this.data.allergies)],
      labs: () => [this.labs()],
      vitals: () => this.vitals(),
      alerts: () => [this.alerts()],
    }[section]();
    return [this.heading(section), ...body];
  }

  definition(): DocDefinition {
    const d = this.data;
    const s = this.s;
    return {
      pageSize: 'A4',
      pageMargins: [36, 40, 36, 48],
      info: { title: s.title, subject: s.subtitle, creator: 'Health Portal' },
      content: [
        { text: s.title, style: 'h1' },
        { text: s.subtitle, style: 'muted' },
        {
          text: `${labelled(this.f.language, s.generated, this.f.ltr(this.f.dateTime(d.generatedAt)))}    ${labelled(this.f.language, s.period, this.f.ltr(`${this.f.day(d.from)} – ${this.f.day(d.to)}`))}`,
          margin: [0, 4, 0, 8],
        },
        ...d.sections.flatMap((sec) => this.section(sec)),
      ],
      footer: (page: number, count: number) => ({
        columns: [
          { text: s.disclaimer, style: 'footnote', width: '*' },
          { text: fill(s.page, { n: page, count }), style: 'footnote', width: 90, alignment: 'right' },
        ],
        margin: [36, 8, 36, 0],
      }),
      styles: {
        h1: { fontSize: 18, bold: true, color: '#0d47a1' },
        h2: { fontSize: 12, bold: true, color: '#0d47a1', margin: [0, 8, 0, 2] },
        th: { bold: true, fontSize: 8.5, color: '#455a64' },
        label: { fontSize: 8.5, color: '#455a64' },
        muted: { color: '#607d8b', italics: true },
        footnote: { fontSize: 7, color: '#78909c' },
      },
      defaultStyle: { fontSize: 9 },
    };
  }
}

export function healthSummaryDefinition(data: SummaryData, format: SummaryFormat): DocDefinition {
  return new SummaryWriter(data, format).definition();
}
