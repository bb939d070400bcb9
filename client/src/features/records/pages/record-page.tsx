import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

/** /mrecord (new or blank) and /mrecord/:mrId (one record). */
export function RecordPage() {
  const { t } = useTranslation();
  const { mrId } = useParams();
  const title = mrId ? t('nav.mrecordDetail', { id: mrId }) : t('nav.mrecord');
  return (
    <PageShell title={title}>
      <NotAvailable>
        {mrId ? (
          <Typography variant="body2" color="text.secondary" data-testid="record-id">
            {t('pages.recordId', { id: mrId })}
          </Typography>
        ) : null}
      </NotAvailable>
    </PageShell>
  );
}
