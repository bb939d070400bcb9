// How wide a tick label is drawn, measured on a canvas in the font MUI X Charts gives tick labels (the theme's
// caption at 12 px), so the axes can tell how many labels fit before drawing them.
import type { Theme } from '@mui/material/styles';

const TICK_FONT_SIZE = 12;
let context: CanvasRenderingContext2D | null | undefined;

/** The widest of `labels` in px (a little over, for letter spacing and rounding). */
export function tickLabelWidth(theme: Theme, labels: readonly string[]): number {
  context ??= document.createElement('canvas').getContext('2d');
  const { fontFamily, fontWeight } = theme.typography.caption;
  const widths = labels.map((label) => {
    if (!context) return label.length * TICK_FONT_SIZE * 0.6;
    context.font = `${String(fontWeight ?? 400)} ${TICK_FONT_SIZE}px ${fontFamily ?? 'sans-serif'}`;
    return context.measureText(label).width;
  });
  return Math.ceil(Math.max(0, ...widths) * 1.05) + 2;
}
