// /preferences: what follows the account — the look, units & time, alert thresholds — and, below them, the
// notification settings (mounted from their own feature).
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NotificationSettingsCard } from '../../notifications/components/notification-settings-card';
import { PageShell } from '../../../shared/ui/page-shell';
import { AppearanceCard } from '../components/preferences/appearance-card';
import { ThresholdsCard } from '../components/preferences/thresholds-card';
import { UnitsCard } from '../components/preferences/units-card';

export function PreferencesPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.preferences')} subtitle={t('preferences.subtitle')}>
      <Stack spacing={3}>
        <AppearanceCard />
        <UnitsCard />
        <ThresholdsCard />
        <NotificationSettingsCard />
      </Stack>
    </PageShell>
  );
}
