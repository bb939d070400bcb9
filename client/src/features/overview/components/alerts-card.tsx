// Open alerts, newest first, each with an Acknowledge button; live via the vitalAlert subscription.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OverviewAlertFragment } from '../../../gql/graphql';
import { AlertItem } from './alert-item';

interface AlertsCardProps {
  /** The open alerts, newest first (the overview's data, live). */
  alerts: OverviewAlertFragment[];
  /** The overview's data: until it is in, no alert does not mean "no open alerts". If it failed, the page says so. */
  values: 'loading' | 'loaded' | 'failed';
  now: number;
}

export function AlertsCard({ alerts, values, now }: AlertsCardProps) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('overview.alerts.title')}
        </Typography>
        <List data-testid="alerts-list" data-count={alerts.length} disablePadding sx={{ mt: 1 }}>
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} now={now} />
          ))}
        </List>
        {values === 'loaded' && alerts.length === 0 ? (
          <Typography color="text.secondary" data-testid="alerts-empty">
            {t('overview.alerts.none')}
          </Typography>
        ) : values === 'failed' ? (
          <Typography color="text.secondary" data-testid="alerts-unavailable" aria-hidden>
            —
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
