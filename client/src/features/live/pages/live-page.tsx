import { useTranslation } from 'react-i18next';
import type { LiveVital } from '../../../app/paths';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

/** /live/{vital}: live monitoring of one vital sign. */
export function LivePage({ vital }: { vital: LiveVital }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.${vital}`)}>
      <NotAvailable />
    </PageShell>
  );
}
