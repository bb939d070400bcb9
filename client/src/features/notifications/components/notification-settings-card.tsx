// The "Notifications" card of /preferences: loads the user's settings (loading and error states), then hands
// them to the form. Self-contained so the preferences page mounts it with one line; its header is the same
// CardHeader (h2 drawn as h5, hint as subheader) as the page's other sections, so the four read as one page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings } from '../api/use-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';

export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useNotificationSettings();
  const settings = data?.notificationSettings;

  return (
    <Card component="section" aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <CardHeader
        title={t('notifications.title')}
        subheader={t('notifications.subtitle')}
        slotProps={{ title: { id: 'notification-settings-title', component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        {settings ? (
          <NotificationSettingsForm settings={settings} />
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('notifications.retry')}
              </Button>
            }
          >
            {t('notifications.loadError')}
          </Alert>
        ) : loading ? (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography color="text.secondary">{t('notifications.loading')}</Typography>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
