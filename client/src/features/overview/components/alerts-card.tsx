// Open alerts, newest first, each with an Acknowledge button; live via the vitalAlert subscription.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useOpenAlerts } from '../api/use-open-alerts';
import { AlertItem } from './alert-item';

export function AlertsCard({ now }: { now: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { alerts, loaded, error } = useOpenAlerts();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('overview.alerts.title')}
        </Typography>
        {error && !loaded ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        ) : null}
        <List data-testid="alerts-list" data-count={alerts.length} disablePadding sx={{ mt: 1 }}>
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} now={now} />
          ))}
        </List>
        {loaded && alerts.length === 0 ? (
          <Typography color="text.secondary" data-testid="alerts-empty">
            {t('overview.alerts.none')}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
