import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { toMs } from '../../../shared/lib/time';
import { lazyWithRetry } from '../../../shared/lib/lazy-retry';
import { useFormat } from '../../../shared/lib/use-format';
import { ChartBoundary } from '../../../shared/ui/chart-boundary';
import { useTurn } from '../../../shared/ui/use-turn';
import { TileLoading } from './tile-loading';
import type { SleepSummary } from '../api/use-overview-vitals';

// The bars come with the tiles' charts chunk (tile-charts.tsx), after the values.
// Retryable: if the chunk fails to load, the ChartBoundary around it offers a retry that imports it again.
const NightsChart = lazyWithRetry(() => import('./tile-charts').then((m) => m.NightsChart));

/** Last night's sleep (time asleep, when) over a week of nights as small bars. */
interface SleepTileProps {
  summary: SleepSummary;
  /** The overview's data: if it failed, the page says so above and the tile shows a dash, not "loading" for ever. */
  values: 'loading' | 'loaded' | 'failed';
}

export function SleepTile({ summary, values }: SleepTileProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const night = summary?.last;
  // The week's bars are drawn in a deferred render, which React slices (see tile-sparkline.tsx).
  const hours = useDeferredValue(summary?.asleepHours);
  // After the vitals' charts, one per task (use-turn.ts).
  const turn = useTurn(Boolean(hours), NightsChart.preload);
  return (
    <Card data-testid="overview-tile-SLEEP" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.live.sleep} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('overview.tile.sleep')}
          </Typography>
          {night ? (
            <>
              <Typography component="p" data-testid="tile-value" sx={{ fontSize: '2rem', fontWeight: 700, mt: 1 }}>
                {format.duration(night.asleepSeconds)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('overview.tile.sleepSpan', {
                  span: t('vitals.between', { from: format.time(toMs(night.start)), to: format.time(toMs(night.end)) }),
                })}
              </Typography>
              <Box sx={{ mt: 1, minHeight: 56 }} role="img" aria-label={t('sleep.week')}>
                {hours && turn && (
                  <ChartBoundary>
                    <Suspense fallback={null}>
                      <NightsChart hours={hours} height={56} format={(value) => format.duration(value * 3600)} />
                    </Suspense>
                  </ChartBoundary>
                )}
              </Box>
            </>
          ) : night === null ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="tile-empty">
              {t('overview.tile.noSleep')}
            </Typography>
          ) : values === 'failed' ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="tile-unavailable" aria-hidden>
              —
            </Typography>
          ) : (
            <TileLoading />
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
