import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAccessLog } from '../api/use-access-log';
import { AccessLogTable } from './access-log-table';

/** "Who accessed my data": every audited read of the user's health data, newest first. */
export function AccessLogCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, loading, error } = useAccessLog();
  const entries = data?.myAccessLog;
  return (
    <Card data-testid="access-log">
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('audit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('audit.subtitle')}
        </Typography>
        {loading && !entries ? <LinearProgress aria-label={t('app.loading')} /> : null}
        {error && !entries ? <Alert severity="error">{errorText(error)}</Alert> : null}
        {entries && !entries.length ? <Typography color="text.secondary">{t('audit.empty')}</Typography> : null}
        {entries?.length ? <AccessLogTable entries={entries} /> : null}
      </CardContent>
    </Card>
  );
}
