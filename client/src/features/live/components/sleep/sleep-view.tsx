// /live/sleep: last night as a hypnogram with its totals, and the week's nights as stacked bars.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOfDay, toMs } from '../../../../shared/lib/time';
import { useUnits } from '../../../../shared/preferences/preferences-context';
import { useFormat } from '../../../../shared/lib/use-format';
import { ChartBoundary } from '../../../../shared/ui/chart-boundary';
import { useSleepWeek } from '../../api/use-sleep-week';
import { Hypnogram } from './hypnogram';
import { NoSleep } from './no-sleep';
import { SleepTotals } from './sleep-totals';
import { SleepWeekChart } from './sleep-week-chart';
import { LoadError } from '../../../../shared/ui/load-error';

export function SleepView() {
  const { t } = useTranslation();
  const format = useFormat();
  const { sessions, error } = useSleepWeek();
  const { timeZone } = useUnits();
  const [today] = useState(() => startOfDay(Date.now(), timeZone));

  if (!sessions) {
    return error ? <LoadError error={error} /> : <Skeleton variant="rounded" height={320} />;
  }
  const last = sessions.at(-1);
  if (!last) return <NoSleep />;
  const span = t('vitals.between', { from: format.time(toMs(last.start)), to: format.time(toMs(last.end)) });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h5" component="h2">
              {t('sleep.lastNight')}
            </Typography>
            <Typography color="text.secondary" data-testid="sleep-span">
              {t('sleep.span', { date: format.date(toMs(last.start)), span })}
            </Typography>
            <ChartBoundary>
              <Hypnogram session={last} />
            </ChartBoundary>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <SleepTotals session={last} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2">
              {t('sleep.week')}
            </Typography>
            <ChartBoundary>
              <SleepWeekChart sessions={sessions} today={today} />
            </ChartBoundary>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
