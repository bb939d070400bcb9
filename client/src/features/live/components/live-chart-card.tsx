import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { ChartBoundary } from '../../../shared/ui/chart-boundary';
import type { LiveReadings } from '../api/use-live-readings';
import { LiveChart } from './live-chart';

interface LiveChartCardProps {
  kind: VitalKind;
  live: LiveReadings;
  windowMs: number;
}

export function LiveChartCard({ kind, live, windowMs }: LiveChartCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const title = t('live.chart.title', { span: format.duration(windowMs / 1000) });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {live.catchingUp && live.points.length > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="live-catching-up">
              {t('live.chart.catchingUp')}
            </Typography>
          ) : null}
        </Box>
        {live.error ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('live.chart.catchUpFailed', { reason: errorText(live.error) })}
          </Alert>
        ) : null}
        <ChartBoundary>
          <LiveChart kind={kind} points={live.points} windowMs={windowMs} label={title} />
        </ChartBoundary>
      </CardContent>
    </Card>
  );
}
