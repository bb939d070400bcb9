import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { ChartBoundary } from '../../../shared/ui/chart-boundary';
import { summarize } from '../api/history-summary';
import { HISTORY_RANGES } from '../api/live-variables';
import type { VitalHistory } from '../api/use-vital-history';
import { HistoryChart } from './history-chart';
import { HistoryStats } from './history-stats';
import { LoadError } from '../../../shared/ui/load-error';

/**
 * Day / week / month of one vital, as min/avg/max from the server's buckets. The page holds the history (its
 * query starts with the page's others, not after the current value has arrived).
 */
export function HistoryCard({ kind, history }: { kind: VitalKind; history: VitalHistory }) {
  const { t } = useTranslation();
  const points = history.series?.points ?? [];
  const summary = summarize(points);

  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h5" component="h2">
            {t('live.history.title')}
          </Typography>
          <Tabs
            value={history.range}
            onChange={(_event, value: typeof history.range) => {
              history.select(value);
            }}
            aria-label={t('live.history.title')}
          >
            {HISTORY_RANGES.map((range) => (
              <Tab key={range} value={range} label={t(`live.history.${range}`)} data-testid={`history-tab-${range}`} />
            ))}
          </Tabs>
        </Box>
        {history.error ? (
          <LoadError error={history.error} sx={{ mt: 2 }} />
        ) : null}
        {summary ? <HistoryStats kind={kind} summary={summary} /> : null}
        <ChartBoundary>
          <HistoryChart
            label={t('live.history.title')}
            kind={kind}
            points={points}
            bucketSeconds={history.series?.bucketSeconds ?? 60}
            from={history.from}
            to={history.to}
            loading={history.loading}
          />
        </ChartBoundary>
      </CardContent>
    </Card>
  );
}
