import { useTranslation } from 'react-i18next';
import { NotificationSettingsCard } from '../../notifications/components/notification-settings-card';
import { PageShell } from '../../../shared/ui/page-shell';

export function PreferencesPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.preferences')}>
      <NotificationSettingsCard />
    </PageShell>
  );
}
