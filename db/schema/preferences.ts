// Preferences that follow the account (issue 10): the customizer's look, display units and time settings.
// One row per user, created on first save; a user without a row gets the defaults. Alert thresholds are not
// here: they are user rows of alert_thresholds (vitals.ts), which the ingest path already reads.
import { jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** The customizer's settings as GraphQL names them (validated on the server before they are stored). */
export interface AppearanceValue {
  language: 'EN' | 'FR' | 'AR' | 'CH';
  theme: 'BLUE_THEME' | 'AQUA_THEME' | 'PURPLE_THEME' | 'GREEN_THEME' | 'CYAN_THEME' | 'ORANGE_THEME';
  mode: 'LIGHT' | 'DARK';
  direction: 'LTR' | 'RTL';
  layout: 'BOXED' | 'FULL';
  cardShadow: boolean;
  borderRadius: number;
}

export const userPreferences = pgTable('user_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null until the account first saves a look: until then each browser keeps its own. */
  appearance: jsonb().$type<AppearanceValue>(),
  glucoseUnit: text().$type<'MG_DL' | 'MMOL_L'>().notNull().default('MG_DL'),
  weightUnit: text().$type<'KG' | 'LB'>().notNull().default('KG'),
  heightUnit: text().$type<'CM' | 'FT_IN'>().notNull().default('CM'),
  temperatureUnit: text().$type<'CELSIUS' | 'FAHRENHEIT'>().notNull().default('CELSIUS'),
  clock: text().$type<'H24' | 'H12'>().notNull().default('H24'),
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  firstDayOfWeek: smallint().notNull().default(1),
  /** IANA zone; null = the zone of the device showing the page. */
  timeZone: text(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
