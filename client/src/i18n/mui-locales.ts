// The MUI localizations the portal uses, one chunk loaded for a language other than English (mui-locale.ts).
export { arEG, frFR, zhCN } from '@mui/material/locale';
