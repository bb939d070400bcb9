// Where a time axis puts its ticks, chosen for the room the axis has. MUI X Charts (9.17) hides a label that
// collides with the previous one, but on a reversed axis (right to left) it adds `tickLabelMinGap` in the wrong
// direction, so neighbours may overlap by up to that gap — Arabic's "10:55 ص" did; and d3 may return twice the
// ticks asked for. So the ticks are picked here: the smallest round step whose labels fit side by side with a
// gap, on the user's clock (06:00 in their time zone), with none whose label would run past the chart's edge.
import { DAY, HOUR, MINUTE, zoneOffset } from '../lib/time';

const STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
];

export interface TimeTickOptions {
  from: number;
  to: number;
  /** Width of the plot in px (the chart less its value axis and margins). */
  plotWidth: number;
  /** Width in px of the widest label. */
  labelWidth: number;
  /** Least space in px between two labels. */
  gap: number;
  /** Room in px beyond each end of the plot that a label may use (the margin; the value axis at `from`). */
  room: { from: number; to: number };
  /** IANA zone of the user's clock; the device's when not given. */
  timeZone?: string | undefined;
}

/** The step between ticks: round, and at least one label and a gap wide on the plot. */
export function tickStep(span: number, plotWidth: number, labelPlusGap: number): number {
  const minimum = (labelPlusGap * span) / plotWidth;
  return STEPS.find((step) => step >= minimum) ?? Math.ceil(minimum / (7 * DAY)) * 7 * DAY;
}

/** Tick instants in [from, to] on round wall-clock times of the user's zone. */
export function timeTicks(o: TimeTickOptions): Date[] {
  const span = o.to - o.from;
  if (!(span > 0) || !(o.plotWidth > 0)) return [];
  const step = tickStep(span, o.plotWidth, o.labelWidth + o.gap);
  const px = (ms: number) => (ms * o.plotWidth) / span;
  const half = o.labelWidth / 2;
  const ticks: Date[] = [];
  // Round instants of the wall clock; each is turned back into an instant with the offset around it, so a
  // daylight-saving change inside the span keeps midnight at midnight.
  const offset = zoneOffset(o.from, o.timeZone);
  for (let wall = Math.ceil((o.from + offset) / step) * step; ; wall += step) {
    const t = wall - zoneOffset(wall - offset, o.timeZone);
    if (t > o.to) break;
    if (t < o.from) continue;
    const fits = px(t - o.from) + o.room.from >= half && px(o.to - t) + o.room.to >= half;
    if (fits) ticks.push(new Date(t));
  }
  return ticks;
}
