// Relative dates in a question ("today", "last week", "since March", "depuis le 3 mars", "منذ مارس", "上周")
// → an ISO range for the tools. Day boundaries are the user's midnight (their time zone). Month names and the
// common relative phrases are tabled here for all four languages; explicit dates go to chrono-node.
import * as chrono from 'chrono-node';
import type { AiLanguage } from '../ai.types.js';

export interface DateRange {
  from: string;
  to?: string;
}

const DAY = 86_400_000;

/** Offset (ms) of `timeZone` from UTC at `at`. */
function offsetMs(timeZone: string, at: Date): number {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
    const n = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at.getTime() / 1000) * 1000;
  } catch {
    return 0;
  }
}

/** The user's local midnight that starts the day of `now`, `daysBack` days earlier. */
function midnight(now: Date, timeZone: string, daysBack = 0): Date {
  const off = offsetMs(timeZone, now);
  const local = new Date(now.getTime() + off);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysBack * DAY;
  return new Date(startLocal - off);
}

const MONTHS: RegExp[] = [
  /january|janvier|janv|يناير|كانون الثاني|一月|1月/u,
  /february|f[ée]vrier|فبراير|شباط|二月|2月/u,
  /march|mars|مارس|آذار|三月|3月/u,
  /april|avril|أبريل|ابريل|نيسان|四月|4月/u,
  /\bmay\b|\bmai\b|مايو|أيار|五月|5月/u,
  /june|juin|يونيو|حزيران|六月|6月/u,
  /july|juillet|يوليو|تموز|七月|7月/u,
  /august|ao[uû]t|أغسطس|آب|八月|8月/u,
  /september|septembre|سبتمبر|أيلول|九月|9月/u,
  /october|octobre|أكتوبر|تشرين الأول|十月|10月/u,
  /november|novembre|نوفمبر|تشرين الثاني|十一月|11月/u,
  /december|d[ée]cembre|ديسمبر|كانون الأول|十二月|12月/u,
];

const SINCE = /\b(since|from|depuis)\b|منذ|من|自从|自|以来/u;
const NUMBER_DAYS = /(\d{1,3})\s*(?:days?|jours?|أيام|يوم|天)/u;
const NUMBER_DAYS_ZH = /(?:过去|最近)\s*(\d{1,3})\s*天/u;

const CHRONO: Record<AiLanguage, chrono.Chrono> = { en: chrono.en.casual, fr: chrono.fr.casual, ar: chrono.en.casual, zh: chrono.zh.casual };

/** `firstDay`: the ISO weekday the user's week starts on (1 = Monday … 7 = Sunday, the account preference). */
export function parseRange(text: string, now: Date, timeZone: string, lang: AiLanguage, firstDay = 1): DateRange | null {
  const t = text.toLowerCase().replace(/[’‘]/gu, "'");
  const iso = (d: Date) => d.toISOString();
  const n = NUMBER_DAYS_ZH.exec(t) ?? NUMBER_DAYS.exec(t);
  if (n) return { from: iso(new Date(now.getTime() - Number(n[1]) * DAY)) };
  if (/last night|cette nuit|nuit derni[èe]re|الليلة الماضية|البارحة|昨晚|昨夜/u.test(t)) return { from: iso(new Date(now.getTime() - DAY)) };
  if (/yesterday|\bhier\b|أمس|امس|昨天/u.test(t)) return { from: iso(midnight(now, timeZone, 1)), to: iso(midnight(now, timeZone)) };
  if (/today|aujourd'hui|اليوم|今天/u.test(t)) return { from: iso(midnight(now, timeZone)) };
  // Days since the start of the user's week (0 on its first day).
  const isoWeekday = ((new Date(now.getTime() + offsetMs(timeZone, now)).getUTCDay() + 6) % 7) + 1;
  const weekday = (isoWeekday - firstDay + 7) % 7;
  if (/last week|past week|semaine derni[èe]re|semaine pass[ée]e|الأسبوع الماضي|الاسبوع الماضي|上周|上星期/u.test(t))
    return { from: iso(midnight(now, timeZone, weekday + 7)), to: iso(midnight(now, timeZone, weekday)) };
  if (/this week|cette semaine|هذا الأسبوع|本周|这周|这星期/u.test(t)) return { from: iso(midnight(now, timeZone, weekday)) };
  const local = new Date(now.getTime() + offsetMs(timeZone, now));
  const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - offsetMs(timeZone, now));
  if (/last month|mois dernier|الشهر الماضي|上个月|上月/u.test(t))
    return { from: iso(monthStart(local.getUTCFullYear(), local.getUTCMonth() - 1)), to: iso(monthStart(local.getUTCFullYear(), local.getUTCMonth())) };
  if (/this month|ce mois|هذا الشهر|本月|这个月/u.test(t)) return { from: iso(monthStart(local.getUTCFullYear(), local.getUTCMonth())) };
  if (/this year|cette ann[ée]e|هذا العام|هذه السنة|今年/u.test(t)) return { from: iso(monthStart(local.getUTCFullYear(), 0)) };
  if (SINCE.test(t)) {
    const m = MONTHS.findIndex((r) => r.test(t));
    if (m >= 0) {
      // "since March" in June means this year's March; in February, last year's.
      const year = m <= local.getUTCMonth() ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
      return { from: iso(monthStart(year, m)) };
    }
    const d = CHRONO[lang].parseDate(text, now, { forwardDate: false });
    if (d && d.getTime() < now.getTime()) return { from: iso(d) };
  }
  return null;
}
