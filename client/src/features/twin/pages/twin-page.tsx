import { useTranslation } from 'react-i18next';
import type { TwinOrgan } from '../../../app/paths';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

/** /twine/{organ}: one generic digital-twin page per body system, each with its own title. */
export function TwinPage({ organ }: { organ: TwinOrgan }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.${organ}`)}>
      <NotAvailable />
    </PageShell>
  );
}
