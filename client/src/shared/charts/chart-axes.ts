// Axis settings shared by the vital charts. Right to left, time runs from right to left and the value axis
// sits on the right, mirroring the page; tick labels use the UI language's digits and month names.
import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { XAxis, YAxis } from '@mui/x-charts/models';
import { niceDomain } from '@mui/x-charts/utils';
import { DAY, HOUR, zoneOffset } from '../lib/time';
import { useFormat } from '../lib/use-format';
import { tickLabelWidth } from './tick-label-width';
import { timeTicks } from './time-ticks';

/** Width of the value axis (its numbers), beside the plot. */
export const VALUE_AXIS_WIDTH = 48;
/** MUI X Charts' margin around the plot. */
export const CHART_MARGIN = 20;
/** Least space between two tick labels (with the measured width's own small margin, about 12 px apart). */
export const LABEL_GAP = 8;

export interface TimeAxisOptions {
  from: number;
  to: number;
  /** Width in px of the chart's box (useChartWidth); until it is known MUI picks the ticks. */
  width: number;
  /** Width of the value axis beside the plot (on the `from` side: left, or right in RTL). */
  valueAxisWidth?: number;
}

/**
 * A time x-axis over [from, to] with localised labels; labels show dates when the span exceeds a day. Ticks are
 * as many as fit the width (see time-ticks.ts), so labels neither collide nor run off the chart.
 */
export function useTimeAxis({ from, to, width, valueAxisWidth = VALUE_AXIS_WIDTH }: TimeAxisOptions): XAxis<'time'> {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const format = useFormat();
  return useMemo<XAxis<'time'>>(() => {
    const long = to - from > 1.5 * DAY;
    const regular = (ms: number) => (long ? format.date(ms) : format.time(ms));
    // Where the regular labels leave fewer than three ticks (a phone), shorter ones: 21/11, 6 PM, or no AM/PM
    // (in a window of minutes).
    const compact = (ms: number) => (long ? format.dayMonth(ms) : format.clockTime(ms));
    const plotWidth = width - valueAxisWidth - 2 * CHART_MARGIN;
    const ticksFor = (label: (ms: number) => string) => {
      const at = (labelWidth: number) =>
        timeTicks({
          from,
          to,
          plotWidth,
          labelWidth,
          gap: LABEL_GAP,
          room: { from: CHART_MARGIN + valueAxisWidth, to: CHART_MARGIN },
          timeZone: format.timeZone,
        });
      // Sized from a few sample labels, then once more from the labels actually chosen when those are wider.
      const sampled = tickLabelWidth(theme, [from, (from + to) / 2, to].map(label));
      const first = at(sampled);
      const drawn = tickLabelWidth(theme, first.map((tick) => label(tick.getTime())));
      return drawn > sampled ? at(drawn) : first;
    };
    let label = regular;
    let ticks = ticksFor(regular);
    if (ticks.length < 3) {
      const shorter = ticksFor(compact);
      if (shorter.length > ticks.length) [label, ticks] = [compact, shorter];
      const wholeHours = (tick: Date) => (tick.getTime() + zoneOffset(tick.getTime(), format.timeZone)) % HOUR === 0;
      if (label === compact && !long && format.hour12 && ticks.every(wholeHours)) label = format.hour;
    }
    return {
      scaleType: 'time',
      min: new Date(from),
      max: new Date(to),
      reverse: rtl,
      ...(plotWidth > 0 ? { tickInterval: ticks } : {}),
      valueFormatter: (value: Date, context) =>
        context.location === 'tick' ? label(value.getTime()) : format.dateTime(value.getTime()),
    };
  }, [from, to, width, valueAxisWidth, rtl, theme, format]);
}

/** A value y-axis on the reading side of the page, with localised numbers. */
export function useValueAxis(decimals: number, extra?: Partial<YAxis<'linear'>>): YAxis<'linear'> {
  const rtl = useTheme().direction === 'rtl';
  const format = useFormat();
  return useMemo<YAxis<'linear'>>(
    () => ({
      scaleType: 'linear',
      position: rtl ? 'right' : 'left',
      width: VALUE_AXIS_WIDTH,
      // Ticks no finer than the values are shown, so two ticks never read the same.
      tickMinStep: 10 ** -decimals,
      // A flat series (SpO2 at 98 for ten minutes) would get one tick: give it a few display steps around it.
      domainLimit: (min, max) => {
        // No data yet: MUI's extremes are infinite and it draws no ticks.
        if (!Number.isFinite(Number(min)) || !Number.isFinite(Number(max))) return { min, max };
        const half = 2 * 10 ** -decimals;
        const mid = (Number(min) + Number(max)) / 2;
        const low = Math.min(Number(min), mid - half);
        const high = Math.max(Number(max), mid + half);
        const [niceLow = low, niceHigh = high] = niceDomain('linear', [low, high]);
        return { min: niceLow, max: niceHigh };
      },
      valueFormatter: (value: number) => format.number(value, decimals),
      ...extra,
    }),
    [rtl, format, decimals, extra],
  );
}
