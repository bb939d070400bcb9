// Sleep sessions per morning: the sessions that ended on each of the last N local days, summed (a night
// and a nap on the same day count together).
import { DAY, startOfDay, toMs } from '../lib/time';

export interface SessionTotals {
  end: unknown;
  awakeSeconds: number;
  lightSeconds: number;
  deepSeconds: number;
  remSeconds: number;
}

export interface NightTotals {
  /** Local midnight of the morning. */
  day: number;
  awake: number;
  light: number;
  deep: number;
  rem: number;
}

/** One entry per morning (in `timeZone`, else the device's), oldest first, ending with the day of `today`. */
export function nightlyTotals(
  sessions: readonly SessionTotals[],
  today: number,
  nights = 7,
  timeZone?: string | null,
): NightTotals[] {
  // Noon steps back day by day stay inside their day even across a daylight-saving change.
  const days = Array.from({ length: nights }, (_, i) => startOfDay(today + DAY / 2 - (nights - 1 - i) * DAY, timeZone));
  const totals = days.map((day) => ({ day, awake: 0, light: 0, deep: 0, rem: 0 }));
  for (const session of sessions) {
    const night = totals[days.indexOf(startOfDay(toMs(session.end), timeZone))];
    if (!night) continue;
    night.awake += session.awakeSeconds;
    night.light += session.lightSeconds;
    night.deep += session.deepSeconds;
    night.rem += session.remSeconds;
  }
  return totals;
}
