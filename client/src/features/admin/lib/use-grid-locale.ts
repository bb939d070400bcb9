// DataGrid's own texts (pagination, sort menu, "no rows"…) in the page language.
import { useMemo } from 'react';
import { arSD, enUS, frFR, zhCN } from '@mui/x-data-grid/locales';
import { useSettings } from '../../../shared/settings/settings-context';

const BY_LANGUAGE = { en: enUS, fr: frFR, ar: arSD, ch: zhCN } as const;

export function useGridLocaleText() {
  const { settings } = useSettings();
  return useMemo(
    () => BY_LANGUAGE[settings.language].components.MuiDataGrid.defaultProps.localeText,
    [settings.language],
  );
}

export { useLongDate, useShortDay } from '../../../shared/lib/use-long-date';
