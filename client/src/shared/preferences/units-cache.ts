// The signed-in account's units, remembered in this browser so a reload paints in them before the account
// answers. The account stays the source of truth; a guest never writes here.
import { DEFAULT_UNITS, type Units } from './units';

const KEY = 'units';

export function loadCachedUnits(): Units {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_UNITS;
    const p = parsed as Partial<Record<keyof Units, unknown>>;
    const one = <T extends string>(v: unknown, allowed: readonly T[], d: T): T => allowed.find((a) => a === v) ?? d;
    const d = DEFAULT_UNITS;
    return {
      glucose: one(p.glucose, ['MG_DL', 'MMOL_L'], d.glucose),
      weight: one(p.weight, ['KG', 'LB'], d.weight),
      height: one(p.height, ['CM', 'FT_IN'], d.height),
      temperature: one(p.temperature, ['CELSIUS', 'FAHRENHEIT'], d.temperature),
      clock: one(p.clock, ['H24', 'H12'], d.clock),
      firstDayOfWeek: one(
        p.firstDayOfWeek,
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        d.firstDayOfWeek,
      ),
      timeZone: typeof p.timeZone === 'string' ? p.timeZone : null,
    };
  } catch {
    return DEFAULT_UNITS;
  }
}

export function saveCachedUnits(units: Units): void {
  try {
    const { glucose, weight, height, temperature, clock, firstDayOfWeek, timeZone } = units;
    localStorage.setItem(
      KEY,
      JSON.stringify({ glucose, weight, height, temperature, clock, firstDayOfWeek, timeZone }),
    );
  } catch {
    // Private mode: the account still answers on the next load.
  }
}
