// MUI X Charts make each chart one Tab stop: arrow keys then move from point to point, and each point is
// announced. The element that takes the focus is the charts' own, with an inline `outline: none`, so no ring
// showed (WCAG 2.4.7) and it had no name. A chart the keyboard can enter is framed in a named group instead,
// and the ring is drawn on the frame while anything inside has keyboard focus. Small charts whose values are
// already in text beside them (sparklines, a chart inside role="img") turn keyboard navigation off.
import type { SxProps, Theme } from '@mui/material/styles';

export const chartFocusSx: SxProps<Theme> = {
  borderRadius: 1,
  '&:has(:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};
