import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useMyAdminActions } from '../api/use-admin';
import { useAuditDetails } from '../lib/use-audit-details';
import { useLongDate } from '../lib/use-grid-locale';

/** On /user: what administrators did about this account (never who: the user sees the action and reason). */
export function MyAdminActionsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const date = useLongDate();
  const details = useAuditDetails();
  const { data, loading, error } = useMyAdminActions();
  const rows = data?.myAdminActions;
  return (
    <Card data-testid="my-admin-actions">
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('admin.mine.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('admin.mine.subtitle')}
        </Typography>
        {loading && !rows ? <LinearProgress aria-label={t('app.loading')} /> : null}
        {error && !rows ? <Alert severity="error">{errorText(error)}</Alert> : null}
        {rows && !rows.length ? <Typography color="text.secondary">{t('admin.mine.empty')}</Typography> : null}
        {rows?.length ? (
          <List dense disablePadding>
            {rows.map((r) => (
              <ListItem key={r.id} disableGutters divider>
                <ListItemText
                  primary={`${t(`admin.actionNames.${r.action}`)}${r.bannedUntil ? ` — ${t('admin.mine.until', { date: date(r.bannedUntil as string) })}` : ''}`}
                  secondary={[date(r.at as string), details({ action: r.action, reason: r.reason, invoice: r.invoice })]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
