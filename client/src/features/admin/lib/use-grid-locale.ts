// DataGrid's own texts (pagination, sort menu, "no rows"…) in the page language.
import { useMemo } from 'react';
import { arSD, enUS, frFR, zhCN } from '@mui/x-data-grid/locales';
import { useSettings } from '../../../shared/settings/settings-context';

const BY_LANGUAGE = { en: enUS, fr: frFR, ar: arSD, ch: zhCN } as const;
type LocaleText = (typeof arSD)['components']['MuiDataGrid']['defaultProps']['localeText'];

/**
 * The grid's Arabic writes its row counts in Arabic-Indic digits; the portal writes Latin digits in every
 * language (use-format.ts). Same words and marks, Latin digits.
 */
const ARABIC: LocaleText = {
  ...arSD.components.MuiDataGrid.defaultProps.localeText,
  // Left untranslated in MUI's Arabic (English showed through: a column menu button was named "الاسم column
  // menu"). The grid's community features only; pivots, charts and the assistant are not in this edition.
  columnMenuAriaLabel: (columnName: string) => `قائمة العمود ${columnName}`,
  noColumnsOverlayLabel: 'لا توجد أعمدة',
  noColumnsOverlayManageColumns: 'إدارة الأعمدة',
  filterOperatorDoesNotContain: 'لا يحتوي على',
  filterOperatorDoesNotEqual: 'لا يساوي',
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    const more = estimated && estimated > to ? `حوالي ${estimated}` : `أكثر من ${to}`;
    return `\u200E${to}-${from}\u200E من ${count !== -1 ? count : more}`;
  },
};

export function useGridLocaleText() {
  const { settings } = useSettings();
  return useMemo(
    () =>
      settings.language === 'ar'
        ? ARABIC
        : BY_LANGUAGE[settings.language].components.MuiDataGrid.defaultProps.localeText,
    [settings.language],
  );
}

export { useLongDate, useShortDay, useShortTime } from '../../../shared/lib/use-long-date';
