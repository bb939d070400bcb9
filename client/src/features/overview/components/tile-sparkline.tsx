import Box from '@mui/material/Box';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { lazyWithRetry } from '../../../shared/lib/lazy-retry';
import { useFormat } from '../../../shared/lib/use-format';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import { useTurn } from '../../../shared/ui/use-turn';
import type { TrendPoints } from '../api/use-overview-vitals';

const HEIGHT = 56;
// Retryable: if the chunk fails to load, the ChartBoundary around it offers a retry that imports it again.
const TrendChart = lazyWithRetry(() => import('./tile-charts').then((m) => m.TrendChart));

/** The trend of the last hours (bucket averages; systolic for blood pressure), scaled to its own range. */
export function TileSparkline({ kind, trend }: { kind: VitalKind; trend: TrendPoints | undefined }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const format = useFormat();
  // Deferred: the chart is drawn in a render of its own, which React slices, after the answer's urgent one (an
  // Apollo answer re-renders at once and in one piece; ten charts in it blocked a phone for half a second).
  const points = useDeferredValue(trend);
  const data = (points ?? []).map((p) => display.convert(kind, p.avg));
  // The tiles' charts mount one per task (use-turn.ts), each once the charts' code is in.
  const turn = useTurn(data.length >= 2, TrendChart.preload);
  if (data.length < 2) return <Box sx={{ height: HEIGHT, mt: 1 }} aria-hidden />;
  const min = Math.min(...data);
  const max = Math.max(...data);
  // A flat trend still needs a visible band, so pad by at least one display unit.
  const pad = Math.max((max - min) * 0.15, 10 ** -display.decimals(kind));
  return (
    <Box
      sx={{ mt: 1, minHeight: HEIGHT }}
      role="img"
      aria-label={t('overview.tile.trend', { vital: display.label(kind) })}
    >
      {/* Until the charts' chunk is there, the tile keeps the chart's space (nothing moves when it comes). */}
      {turn && (
        <Suspense fallback={null}>
          <TrendChart
            data={data}
            height={HEIGHT}
            min={min - pad}
            max={max + pad}
            format={(value) => format.number(value, display.decimals(kind))}
          />
        </Suspense>
      )}
    </Box>
  );
}
