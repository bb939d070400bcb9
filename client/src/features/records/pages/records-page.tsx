import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

/** /mrecords: the list of medical records. */
export function RecordsPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.mrecords')}>
      <NotAvailable />
    </PageShell>
  );
}
