import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The charts' own overlay texts (no data, loading) in the UI language. */
export function useChartLocaleText(noData?: string) {
  const { t } = useTranslation();
  return useMemo(
    () => ({ noData: noData ?? t('vitals.charts.noData'), loading: t('vitals.charts.loading') }),
    [t, noData],
  );
}
