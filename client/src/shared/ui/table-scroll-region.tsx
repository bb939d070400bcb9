// The scrolling box around a wide or tall table. It is a named region in the tab order so a keyboard user
// can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable") — on a
// phone every table here is wider than the screen, and the page itself must not scroll sideways.
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TableScrollRegionProps {
  /** Names the region; usually the table's own label. */
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function TableScrollRegion({ label, sx, children }: TableScrollRegionProps) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} data-testid="table-scroll-region" sx={sx}>
      {children}
    </TableContainer>
  );
}
