// The route's organ names and the API's system names; indicator names in the UI language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwinOrgan } from '../../../app/paths';
import type { TwinSystem } from '../../../gql/graphql';

export const TWIN_SYSTEM: Record<TwinOrgan, TwinSystem> = {
  blood: 'BLOOD',
  vascular: 'VASCULAR',
  brain: 'BRAIN',
  kidney: 'KIDNEY',
  liver: 'LIVER',
  digestion: 'DIGESTION',
  eye: 'EYE',
};

/** The indicator's translated name, or the server's (English) display for a code we have no name for. */
export function useIndicatorName(): (code: string, display: string) => string {
  const { t } = useTranslation();
  const names: Record<string, string | undefined> = t('twin.indicators', { returnObjects: true });
  return useCallback((code, display) => names[code] ?? display, [names]);
}
