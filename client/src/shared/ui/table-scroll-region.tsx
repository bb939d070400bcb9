// The scrolling box around a wide or tall table. It is a named region in the tab order so a keyboard user
// can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable"); the page
// itself must not scroll sideways. A soft shadow on the side that has more columns shows that it scrolls (phone
// scrollbars are hidden until touched): covers in the card's colour scroll with the content and hide each shadow
// while that edge is reached. The pattern is mirror-symmetric, so it reads the same in right-to-left pages.
import TableContainer from '@mui/material/TableContainer';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TableScrollRegionProps {
  /** Names the region; usually the table's own label. */
  label: string;
  sx?: SxProps<Theme>;
  testId?: string;
  children: ReactNode;
}

const ScrollContainer = styled(TableContainer)(({ theme }) => {
  const cover = `linear-gradient(${theme.palette.background.paper}, ${theme.palette.background.paper})`;
  const shade = `radial-gradient(farthest-side, ${theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.7)' : 'rgba(0,0,0,0.22)'}, transparent)`;
  return {
    backgroundImage: [cover, cover, shade, shade].join(', '),
    backgroundPosition: 'left center, right center, left -12px center, right -12px center',
    backgroundSize: '24px 100%',
    backgroundRepeat: 'no-repeat',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
});

export function TableScrollRegion({ label, sx, testId = 'table-scroll-region', children }: TableScrollRegionProps) {
  return (
    <ScrollContainer role="region" aria-label={label} tabIndex={0} data-testid={testId} sx={sx}>
      {children}
    </ScrollContainer>
  );
}
