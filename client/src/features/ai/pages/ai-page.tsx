import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';
import { PersonalInfoPrompt } from '../../personal-info/components/personal-info-prompt';

export function AiPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.ai')}>
      <PersonalInfoPrompt />
      <NotAvailable />
    </PageShell>
  );
}
