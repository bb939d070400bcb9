// How a vital reads on screen: its name, its unit and its values in the user's units (glucose in mg/dL or
// mmol/L, by the account's preferences), formatted for the UI language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../gql/graphql';
import { useFormat } from '../lib/use-format';
import { useUnits } from '../preferences/preferences-context';
import { MGDL_PER_MMOL } from '../preferences/units';
import { VITAL_CONFIG } from './vital-config';

export interface VitalDisplay {
  label: (kind: VitalKind) => string;
  unit: (kind: VitalKind) => string;
  /** Canonical value → display value (only glucose converts). */
  convert: (kind: VitalKind, value: number) => number;
  decimals: (kind: VitalKind) => number;
  /** A value (and diastolic for blood pressure) converted and formatted, e.g. "72", "5.4", "118/76". */
  format: (kind: VitalKind, value: number, value2?: number | null) => string;
}

export function useVitalDisplay(): VitalDisplay {
  const { t } = useTranslation();
  const format = useFormat();
  const glucoseUnit = useUnits().glucose === 'MMOL_L' ? 'mmol' : 'mgdl';

  return useMemo(() => {
    const mmol = glucoseUnit === 'mmol';
    const convert = (kind: VitalKind, value: number) => (kind === 'GLUCOSE' && mmol ? value / MGDL_PER_MMOL : value);
    const decimals = (kind: VitalKind) => (kind === 'GLUCOSE' && mmol ? 1 : VITAL_CONFIG[kind].decimals);
    return {
      label: (kind) => t(`vitals.kinds.${kind}`),
      unit: (kind) => (kind === 'GLUCOSE' ? t(`vitals.units.glucose.${glucoseUnit}`) : t(`vitals.units.${kind}`)),
      convert,
      decimals,
      format: (kind, value, value2) => {
        const first = format.number(convert(kind, value), decimals(kind));
        return value2 === null || value2 === undefined ? first : `${first}/${format.number(value2, decimals(kind))}`;
      },
    };
  }, [t, format, glucoseUnit]);
}
