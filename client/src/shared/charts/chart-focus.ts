// MUI X Charts make each chart one Tab stop: arrow keys then move from point to point, and each point is
// announced. The elements that take the focus are the charts' own, with an inline `outline: none`, so no ring
// showed (WCAG 2.4.7) and the chart had no name. A chart the keyboard can enter is framed in a named group, and
// its focused element gets the ring back (!important: only that beats an inline style). Not `:has()` on the
// frame: a chart that redraws every second would make the browser check it on each change. Small charts whose
// values are in text beside them (sparklines, a chart inside role="img") turn keyboard navigation off.
import type { SxProps, Theme } from '@mui/material/styles';

export const chartFocusSx: SxProps<Theme> = (theme) => ({
  // Drawn inside the element: the charts' focus targets sit in a box with overflow: hidden, which cut off a ring
  // drawn outside them.
  // !important on both: the inline style, and the shell's own focus rule (more specific) that sets a 2px offset.
  '& [tabindex]:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main} !important`,
    outlineOffset: '-3px !important',
  },
});
