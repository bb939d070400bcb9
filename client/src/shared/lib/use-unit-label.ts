// A unit as the page's language writes it, the same on every page: the units the portal has words for (glucose,
// weight, height, temperature, blood pressure, percent) from the same strings as the live pages, the overview and
// the preferences use ("ملغ/دل", "كغ" in Arabic); any other as its readable UCUM symbol (ucum.ts), which is how
// laboratory reports print them in every language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readableUnit } from './ucum';

/** Readable symbol → translation key. */
const WORDS = {
  'mg/dL': 'preferences.units.values.MG_DL',
  'mmol/L': 'preferences.units.values.MMOL_L',
  kg: 'preferences.units.values.KG',
  lb: 'preferences.units.values.LB',
  cm: 'preferences.units.values.CM',
  '°C': 'preferences.units.values.CELSIUS',
  '°F': 'preferences.units.values.FAHRENHEIT',
  mmHg: 'vitals.units.BLOOD_PRESSURE',
  '%': 'vitals.units.SPO2',
} as const;

const keyOf = (readable: string) => (Object.hasOwn(WORDS, readable) ? WORDS[readable as keyof typeof WORDS] : null);

/** LOINC heart rate codes: their "/min" is the live pages' "bpm" (a respiratory rate's "/min" stays as it is). */
const HEART_RATE_CODES = new Set(['8867-4', '40443-4', '8889-8']);

export function useUnitLabel(): (unit: string | null | undefined, code?: string | null) => string {
  const { t } = useTranslation();
  return useCallback(
    (unit, code) => {
      const readable = readableUnit(unit);
      if (readable === '/min' && code && HEART_RATE_CODES.has(code)) return t('vitals.units.HEART_RATE');
      const key = keyOf(readable);
      return key ? t(key) : readable;
    },
    [t],
  );
}
