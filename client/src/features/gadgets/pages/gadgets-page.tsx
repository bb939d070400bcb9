import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

export function GadgetsPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.gadgets')}>
      <NotAvailable />
    </PageShell>
  );
}
