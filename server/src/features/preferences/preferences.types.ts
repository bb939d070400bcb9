// What the preferences feature hands to GraphQL and to other features (JSON-safe views, GraphQL enum names).
import type { AlertSeverity, AppearanceValue, UserPreferencesRow, VitalKind } from '../../../../db/schema/index.js';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** Display units and time settings of one user: what pages and the AI assistant format values with. */
export interface UnitsView {
  glucose: UserPreferencesRow['glucoseUnit'];
  weight: UserPreferencesRow['weightUnit'];
  height: UserPreferencesRow['heightUnit'];
  temperature: UserPreferencesRow['temperatureUnit'];
  clock: UserPreferencesRow['clock'];
  firstDayOfWeek: WeekdayName;
  /** IANA zone, or null for "the device's zone" (the server then uses UTC when it must pick one). */
  timeZone: string | null;
}

export interface PreferencesView {
  appearance: AppearanceValue | null;
  units: UnitsView;
  updatedAt: Date | null;
}

export interface AlertThresholdView {
  kind: VitalKind;
  name: string;
  field: 'VALUE' | 'VALUE2';
  comparator: 'LT' | 'LTE' | 'GT' | 'GTE';
  severity: AlertSeverity;
  limit: number;
  defaultLimit: number;
  custom: boolean;
  min: number;
  max: number;
  unit: string;
}

export const DEFAULT_UNITS: UnitsView = {
  glucose: 'MG_DL',
  weight: 'KG',
  height: 'CM',
  temperature: 'CELSIUS',
  clock: 'H24',
  firstDayOfWeek: 'MONDAY',
  timeZone: null,
};

export function toPreferencesView(row: UserPreferencesRow | null): PreferencesView {
  if (!row) return { appearance: null, units: DEFAULT_UNITS, updatedAt: null };
  return {
    appearance: row.appearance,
    units: {
      glucose: row.glucoseUnit,
      weight: row.weightUnit,
      height: row.heightUnit,
      temperature: row.temperatureUnit,
      clock: row.clock,
      firstDayOfWeek: WEEKDAYS[row.firstDayOfWeek - 1] ?? 'MONDAY',
      timeZone: row.timeZone,
    },
    updatedAt: row.updatedAt,
  };
}
