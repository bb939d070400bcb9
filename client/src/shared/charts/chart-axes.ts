// Axis settings shared by the vital charts. Right to left, time runs from right to left and the value axis
// sits on the right, mirroring the page; tick labels use the UI language's digits and month names.
import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { XAxis, YAxis } from '@mui/x-charts/models';
import { DAY } from '../lib/time';
import { useFormat } from '../lib/use-format';

export interface TimeAxisOptions {
  from: number;
  to: number;
  /** Ticks to aim for (MUI's default is dense for small charts). */
  tickNumber?: number;
}

/** A time x-axis over [from, to] with localised labels; labels show dates when the span exceeds a day. */
export function useTimeAxis({ from, to, tickNumber = 5 }: TimeAxisOptions): XAxis<'time'> {
  const rtl = useTheme().direction === 'rtl';
  const format = useFormat();
  return useMemo<XAxis<'time'>>(() => {
    const long = to - from > 1.5 * DAY;
    return {
      scaleType: 'time',
      min: new Date(from),
      max: new Date(to),
      reverse: rtl,
      tickNumber,
      valueFormatter: (value: Date, context) => {
        if (context.location === 'tick') return long ? format.date(value.getTime()) : format.time(value.getTime());
        return format.dateTime(value.getTime());
      },
    };
  }, [from, to, rtl, tickNumber, format]);
}

/** A value y-axis on the reading side of the page, with localised numbers. */
export function useValueAxis(decimals: number, extra?: Partial<YAxis<'linear'>>): YAxis<'linear'> {
  const rtl = useTheme().direction === 'rtl';
  const format = useFormat();
  return useMemo<YAxis<'linear'>>(
    () => ({
      scaleType: 'linear',
      position: rtl ? 'right' : 'left',
      width: 48,
      // Ticks no finer than the values are shown, so two ticks never read the same.
      tickMinStep: 10 ** -decimals,
      valueFormatter: (value: number) => format.number(value, decimals),
      ...extra,
    }),
    [rtl, format, decimals, extra],
  );
}
