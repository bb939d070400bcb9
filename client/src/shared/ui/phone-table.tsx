// Tables at phone width (WCAG 1.4.10 reflow; the pages must work at 375 px). A row keeps the columns it cannot be
// read without (what it is, its status or result, its amount) and the secondary columns are hidden below `sm`;
// their values are repeated under the row's main cell instead, so nothing is lost and nothing needs a sideways
// scroll. Whatever still does not fit (long translations) scrolls inside TableScrollRegion.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** The sx of a header or body cell that only tablets and wider show. */
export const wideColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** TablePagination that wraps onto two lines on a phone instead of pushing its "next page" arrow off the card. */
export const phonePagerSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
} as const;

/**
 * The values of the hidden columns, one short line each, shown on a phone only (display: none from `sm` up, so
 * a screen reader never hears them twice).
 */
export function PhoneDetails({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: { xs: 'flex', sm: 'none' },
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.25,
        mt: 0.5,
        // The cell may be nowrap for its own value; these lines wrap so they never widen the table.
        whiteSpace: 'normal',
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

/** True below `sm`; for grids (DataGrid) whose columns are chosen in script rather than by CSS. */
export function usePhoneWidth(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
