import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../records/lib/use-dates';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { AccessLogEntry } from '../api/use-access-log';

const COLUMNS = ['at', 'who', 'action', 'what', 'ip', 'userAgent'] as const;

function useActionLabel(): (action: string) => string {
  const { t } = useTranslation();
  const labels: Record<string, string | undefined> = t('audit.actions', { returnObjects: true });
  return (action) => labels[action.replace(/\./g, '_')] ?? action;
}

export function AccessLogTable({ entries }: { entries: readonly AccessLogEntry[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  const actionLabel = useActionLabel();
  const who = (e: AccessLogEntry) => (e.self ? t('audit.you') : e.actorId ? t('audit.other') : t('audit.deleted'));
  return (
    <TableScrollRegion label={t('audit.title')} sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('audit.title')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{t(`audit.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid={`access-log-row-${e.id}`} data-action={e.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.dayTime(e.at)}</TableCell>
              <TableCell>{who(e)}</TableCell>
              <TableCell>{actionLabel(e.action)}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                <bdi>{[e.entityType, e.entityId].filter(Boolean).join(' ') || t('app.dash')}</bdi>
              </TableCell>
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                {e.ip ?? t('app.dash')}
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Tooltip title={e.userAgent ?? ''}>
                  <Typography noWrap variant="body2" dir="ltr">
                    {e.userAgent ?? t('app.dash')}
                  </Typography>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
