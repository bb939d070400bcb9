// One vital on the overview: its latest value (live), status, when it was measured and the recent trend.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { OverviewReadingFragment, VitalKind } from '../../../gql/graphql';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { ChartBoundary } from '../../../shared/ui/chart-boundary';
import { LevelChip } from '../../../shared/ui/level-chip';
import { VITAL_CONFIG } from '../../../shared/vitals/vital-config';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import { VitalRangeNote } from '../../../shared/vitals/vital-range-note';
import type { TrendPoints } from '../api/use-overview-vitals';
import { TileLoading } from './tile-loading';
import { TileSparkline } from './tile-sparkline';

interface VitalTileProps {
  kind: VitalKind;
  latest: OverviewReadingFragment | undefined;
  /** The stored latest values: until they arrive, no reading does not mean "no readings yet". */
  values: 'loading' | 'loaded' | 'failed';
  /** The last hours' bucket averages, once they are in. */
  trend: TrendPoints | undefined;
  now: number;
}

export function VitalTile({ kind, latest, values, trend, now }: VitalTileProps) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const format = useFormat();
  return (
    <Card data-testid={`overview-tile-${kind}`} sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.live[VITAL_CONFIG[kind].routeKey]} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {display.label(kind)}
            </Typography>
            {latest ? <LevelChip level={latest.status} testId="tile-status" /> : null}
          </Stack>
          {latest ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, mt: 1 }}>
                <Typography component="p" data-testid="tile-value" sx={{ fontSize: '2rem', fontWeight: 700 }}>
                  <span dir="ltr">{display.format(kind, latest.value, latest.value2)}</span>
                </Typography>
                <Typography color="text.secondary">{display.unit(kind)}</Typography>
              </Box>
              <VitalRangeNote
                kind={kind}
                range={latest.referenceRange}
                range2={latest.referenceRange2}
                testId="tile-range"
              />
              <Typography variant="body2" color="text.secondary" title={format.dateTime(toMs(latest.time))}>
                {format.relative(toMs(latest.time), now)}
              </Typography>
            </>
          ) : values === 'loaded' ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="tile-empty">
              {t('overview.tile.noReadings')}
            </Typography>
          ) : values === 'failed' ? (
            // The page says above the tiles what failed; a tile only shows that it has no value.
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="tile-unavailable" aria-hidden>
              —
            </Typography>
          ) : (
            <TileLoading />
          )}
          <ChartBoundary>
            <TileSparkline kind={kind} trend={trend} />
          </ChartBoundary>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
