// Last night's stages as a hypnogram: a step line over time, one level per stage (awake on top, deep at the
// bottom), coloured by stage.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { SleepSessionFieldsFragment, SleepStage } from '../../../../gql/graphql';
import { useTimeAxis, useValueAxis } from '../../../../shared/charts/chart-axes';
import { useChartLocaleText } from '../../../../shared/charts/use-chart-locale-text';
import { useChartWidth } from '../../../../shared/charts/use-chart-width';
import { toMs } from '../../../../shared/lib/time';
import { useFormat } from '../../../../shared/lib/use-format';
import { STAGES, useStageColours } from './stage-colours';

const LEVEL: Record<SleepStage, number> = { DEEP: 0, LIGHT: 1, REM: 2, AWAKE: 3 };
/** Room for the stage names beside the plot. */
const STAGE_AXIS_WIDTH = 112;

export function Hypnogram({ session }: { session: SleepSessionFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const colours = useStageColours();
  const from = toMs(session.start);
  const to = toMs(session.end);
  const [box, width] = useChartWidth();
  const xAxis = useTimeAxis({ from, to, width, valueAxisWidth: STAGE_AXIS_WIDTH });
  const extra = useMemo(
    () => ({
      min: -0.25,
      max: 3.25,
      tickInterval: [0, 1, 2, 3],
      width: STAGE_AXIS_WIDTH,
      valueFormatter: (level: number) => {
        const stage = STAGES[level];
        return stage ? t(`sleep.stages.${stage}`) : '';
      },
      colorMap: {
        type: 'piecewise' as const,
        thresholds: [0.5, 1.5, 2.5],
        colors: STAGES.map((stage) => colours[stage]),
      },
    }),
    [t, colours],
  );
  const yAxis = useValueAxis(0, extra);
  const localeText = useChartLocaleText();

  const { xs, levels } = useMemo(() => {
    const steps = session.stages.map((s) => ({ t: toMs(s.start), level: LEVEL[s.stage] }));
    const last = steps.at(-1);
    if (last) steps.push({ t: toMs(session.stages.at(-1)?.end ?? session.end), level: last.level });
    return { xs: steps.map((s) => new Date(s.t)), levels: steps.map((s) => s.level) };
  }, [session]);

  return (
    <Box
      ref={box}
      data-testid="sleep-hypnogram"
      role="img"
      aria-label={t('sleep.hypnogramLabel', {
        from: format.time(from),
        to: format.time(to),
      })}
    >
      <LineChart
        disableKeyboardNavigation
        height={240}
        skipAnimation
        hideLegend
        xAxis={[{ ...xAxis, data: xs }]}
        yAxis={[yAxis]}
        series={[
          {
            id: 'stage',
            data: levels,
            curve: 'stepAfter',
            showMark: false,
            label: t('sleep.stage'),
            valueFormatter: (level) => {
              const stage = level === null ? undefined : STAGES[level];
              return stage ? t(`sleep.stages.${stage}`) : '';
            },
          },
        ]}
        grid={{ horizontal: true }}
        localeText={localeText}
        sx={{ '& .MuiLineChart-line': { strokeWidth: 3 } }}
      />
    </Box>
  );
}
