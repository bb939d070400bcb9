// Server-side checks of what a client may store. GraphQL already refuses unknown enum values; these rules cover
// what the schema cannot say (radius range, known time zones) and keep the jsonb column to a known shape.
import { z } from 'zod';
import type { AppearanceValue } from '../../../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { PreferencesPatch } from './preferences.repository.js';
import { WEEKDAYS } from './preferences.types.js';
import type { UnitsView } from './preferences.types.js';

export const BORDER_RADIUS = { min: 0, max: 24 } as const;

const appearanceSchema = z.object({
  language: z.enum(['EN', 'FR', 'AR', 'CH']),
  theme: z.enum(['BLUE_THEME', 'AQUA_THEME', 'PURPLE_THEME', 'GREEN_THEME', 'CYAN_THEME', 'ORANGE_THEME']),
  mode: z.enum(['LIGHT', 'DARK']),
  direction: z.enum(['LTR', 'RTL']),
  layout: z.enum(['BOXED', 'FULL']),
  cardShadow: z.boolean(),
  borderRadius: z.number().int().min(BORDER_RADIUS.min).max(BORDER_RADIUS.max),
});

// Node's ICU list of canonical zones (plus UTC, which some builds leave out of it).
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export interface PreferencesInputShape {
  appearance?: Record<string, unknown> | null;
  units?: Partial<Record<keyof UnitsView, unknown>> | null;
}

/** The columns to write, or BAD_USER_INPUT naming the first wrong field (e.g. "units.timeZone"). */
export function parsePreferencesInput(input: PreferencesInputShape): PreferencesPatch {
  const patch: PreferencesPatch = {};
  if (input.appearance) {
    const r = appearanceSchema.safeParse(input.appearance);
    if (!r.success) {
      const issue = r.error.issues[0];
      const key = String(issue?.path[0] ?? '');
      if (key === 'borderRadius') {
        throw badInput(
          'appearance.borderRadius',
          `Border radius must be a whole number from ${BORDER_RADIUS.min} to ${BORDER_RADIUS.max}.`,
          { reason: 'OUT_OF_RANGE', min: BORDER_RADIUS.min, max: BORDER_RADIUS.max },
        );
      }
      throw badInput(`appearance.${key}`, `Invalid ${key || 'appearance'}.`);
    }
    patch.appearance = r.data satisfies AppearanceValue;
  }
  const u = input.units;
  if (!u) return patch;
  const pick = <T extends string>(key: keyof UnitsView, allowed: readonly T[]): T | undefined => {
    const v = u[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    throw badInput(`units.${key}`, `Unknown ${key}.`);
  };
  patch.glucoseUnit = pick('glucose', ['MG_DL', 'MMOL_L'] as const);
  patch.weightUnit = pick('weight', ['KG', 'LB'] as const);
  patch.heightUnit = pick('height', ['CM', 'FT_IN'] as const);
  patch.temperatureUnit = pick('temperature', ['CELSIUS', 'FAHRENHEIT'] as const);
  patch.clock = pick('clock', ['H24', 'H12'] as const);
  const weekday = pick('firstDayOfWeek', WEEKDAYS);
  if (weekday) patch.firstDayOfWeek = WEEKDAYS.indexOf(weekday) + 1;
  if (u.timeZone !== undefined && u.timeZone !== null) {
    if (typeof u.timeZone !== 'string') throw badInput('units.timeZone', 'Unknown time zone.', 'NOT_IN_LIST');
    if (u.timeZone === '') patch.timeZone = null;
    else if (!TIME_ZONES.has(u.timeZone))
      throw badInput('units.timeZone', `Unknown time zone "${u.timeZone.slice(0, 64)}".`, 'NOT_IN_LIST');
    else patch.timeZone = u.timeZone;
  }
  // Drop the keys left undefined, so an update changes only what was given.
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}
