// Numbers, dates and units of the health summary in the reader's language and the user's preferences: Western
// digits in every language (as the portal's pages show them), dates in the user's time zone, glucose, weight
// and height in the chosen units (stored values stay canonical: mg/dL, kg, cm).
import { MGDL_PER_MMOL_GLUCOSE } from '../clinical-ranges/units.js';
import type { UnitsView } from '../preferences/preferences.types.js';
import type { DocumentLanguage } from './documents.service.js';

const LOCALES: Record<DocumentLanguage, string> = { en: 'en', fr: 'fr', ar: 'ar', zh: 'zh-CN' };
const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

export class SummaryFormat {
  private readonly locale: string;
  private readonly zone: string;

  constructor(
    readonly language: DocumentLanguage,
    readonly units: UnitsView,
  ) {
    this.locale = `${LOCALES[language]}-u-nu-latn`;
    this.zone = units.timeZone ?? 'UTC';
  }

  /** A left-to-right value (number with unit, range, date) kept whole inside Arabic text: a bidi isolate. */
  ltr(s: string): string {
    return this.language === 'ar' ? `\u2066${s}\u2069` : s;
  }

  /**
   * A name in whatever script it was written (an English lab name, an Arabic condition) inside Arabic text: a
   * first-strong isolate, so its own direction holds, and a wrapped English name keeps its "/" and "[…]" where
   * they were written instead of at the far side of the line.
   */
  auto(s: string): string {
    return this.language === 'ar' ? `\u2068${s}\u2069` : s;
  }

  /** Intl's Arabic dates carry right-to-left marks between their parts; inside an isolate they would scramble it. */
  private plain(s: string): string {
    return s.replace(/[\u200E\u200F\u061C]/g, '');
  }

  num(v: number, digits = 0): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(v);
  }

  percent(share: number): string {
    return this.plain(new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 0 }).format(share));
  }

  /** A calendar day; date-only values (YYYY-MM-DD, or `dateOnly` instants) are not shifted by the zone. */
  day(d: Date | string, dateOnly = false): string {
    const utc = typeof d === 'string' || dateOnly;
    const when = typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d;
    return this.plain(new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeZone: utc ? 'UTC' : this.zone }).format(when));
  }

  dateTime(d: Date): string {
    return this.plain(
      new Intl.DateTimeFormat(this.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: this.zone,
        hourCycle: this.units.clock === 'H12' ? 'h12' : 'h23',
      }).format(d),
    );
  }

  glucoseUnit(): string {
    return this.units.glucose === 'MMOL_L' ? 'mmol/L' : 'mg/dL';
  }

  /** A glucose value stored in mg/dL, in the user's unit (mmol/L with one decimal). */
  glucose(mgdl: number): string {
    return this.units.glucose === 'MMOL_L' ? this.num(this.mmol(mgdl), 1) : this.num(mgdl);
  }

  /** mg/dL → mmol/L, rounded to one decimal (as labs print it). */
  mmol(mgdl: number): number {
    return Math.round((mgdl / MGDL_PER_MMOL_GLUCOSE) * 10) / 10;
  }

  weight(kg: number): string {
    return this.units.weight === 'LB' ? `${this.num(kg / KG_PER_LB, 1)} lb` : `${this.num(kg, 1)} kg`;
  }

  height(cm: number): string {
    if (this.units.height === 'CM') return `${this.num(cm)} cm`;
    const inches = Math.round(cm / CM_PER_IN);
    return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
  }

  /** "low–high unit", "≤ high", "≥ low", or the lab's text. */
  range(low: number | null, high: number | null, unit: string | null, text: string | null, digits = 2): string {
    const u = unit ? ` ${unit}` : '';
    if (low !== null && high !== null) return `${this.num(low, digits)}–${this.num(high, digits)}${u}`;
    if (high !== null) return `≤ ${this.num(high, digits)}${u}`;
    if (low !== null) return `≥ ${this.num(low, digits)}${u}`;
    return text ?? '—';
  }
}
