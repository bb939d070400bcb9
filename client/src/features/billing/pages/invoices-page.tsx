import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

export function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.invoices')}>
      <NotAvailable />
    </PageShell>
  );
}
