// One vital, live: the current value, the last minutes moving as readings arrive, and its history.
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { VitalKind } from '../../../gql/graphql';
import { VITAL_CONFIG } from '../../../shared/vitals/vital-config';
import { toPoint, type LivePoint } from '../api/live-buffer';
import { useLiveGadgets } from '../api/use-live-gadgets';
import { useLiveLatest } from '../api/use-live-latest';
import { useLiveReadings } from '../api/use-live-readings';
import { useVitalHistory } from '../api/use-vital-history';
import { CurrentValueCard } from './current-value-card';
import { HistoryCard } from './history-card';
import { LiveChartCard } from './live-chart-card';
import { NoReadings } from './no-readings';
import { LoadError } from '../../../shared/ui/load-error';

function newest(a: LivePoint | undefined, b: LivePoint | null): LivePoint | null {
  if (!a) return b;
  if (!b) return a;
  return b.t > a.t ? b : a;
}

export function VitalLiveView({ kind }: { kind: VitalKind }) {
  const { liveWindowMs } = VITAL_CONFIG[kind];
  const live = useLiveReadings(kind, liveWindowMs);
  const latest = useLiveLatest(kind);
  const gadgets = useLiveGadgets();
  // Asked for here, with the page's other queries: the history card only shows once the current value is known.
  const history = useVitalHistory(kind);
  const current = newest(live.points.at(-1), latest.latest ? toPoint(latest.latest) : null);

  if (!current) {
    if (latest.error) return <LoadError error={latest.error} data-testid="live-error" />;
    if (!latest.loaded) return <Skeleton variant="rounded" height={320} data-testid="live-loading" />;
    return <NoReadings kind={kind} />;
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <CurrentValueCard kind={kind} current={current} gadgets={gadgets} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <LiveChartCard kind={kind} live={live} windowMs={liveWindowMs} />
      </Grid>
      <Grid size={12}>
        <HistoryCard kind={kind} history={history} />
      </Grid>
    </Grid>
  );
}
