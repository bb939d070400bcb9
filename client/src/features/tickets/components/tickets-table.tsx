// The table: id, ticket (subject + excerpt), from (administrators), assigned to, status, priority, date and,
// for administrators, delete. Sorting and paging are done by the server.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TicketRowFieldsFragment, TicketSortField } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { TicketsQuery } from '../api/use-tickets';
import { PriorityChip, StatusChip } from './ticket-chips';

interface TicketsTableProps {
  rows: TicketRowFieldsFragment[];
  admin: boolean;
  sort: TicketsQuery['sort'];
  onSort: (field: TicketSortField) => void;
  onOpen: (row: TicketRowFieldsFragment) => void;
  onDelete: (row: TicketRowFieldsFragment) => void;
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function TicketsTable({ rows, admin, sort, onSort, onOpen, onDelete }: TicketsTableProps) {
  const { t } = useTranslation('tickets');
  const f = useFormat();
  const head = (field: TicketSortField | null, label: string) => (
    <TableCell sortDirection={field && sort.field === field ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}>
      {field ? (
        <TableSortLabel active={sort.field === field} direction={sort.field === field && sort.direction === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(field)}>
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
  return (
    <TableScrollRegion label={t('title')}>
      <Table size="small" data-testid="tickets-table">
        <TableHead>
          <TableRow>
            {head('NUMBER', t('columns.id'))}
            {head('SUBJECT', t('columns.ticket'))}
            {admin ? head(null, t('columns.owner')) : null}
            {head(null, t('columns.assignee'))}
            {head('STATUS', t('columns.status'))}
            {head('PRIORITY', t('columns.priority'))}
            {head('CREATED_AT', t('columns.date'))}
            {admin ? <TableCell align="right">{t('columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid="ticket-row">
              <TableCell>#{r.number}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <Link component="button" type="button" underline="hover" onClick={() => onOpen(r)} sx={{ textAlign: 'start', fontWeight: 600 }}>
                  {r.subject}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap dir="auto">
                  {r.excerpt}
                </Typography>
              </TableCell>
              {admin ? <TableCell>{r.owner.name}</TableCell> : null}
              <TableCell>
                {r.assignee ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Avatar sx={{ width: 28, height: 28, fontSize: 12 }} aria-hidden>
                      {initials(r.assignee.name)}
                    </Avatar>
                    {r.assignee.name}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('unassigned')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <StatusChip status={r.status} />
              </TableCell>
              <TableCell>
                <PriorityChip priority={r.priority} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.dateTime(new Date(r.createdAt as string).getTime())}</TableCell>
              {admin ? (
                <TableCell align="right">
                  <IconButton aria-label={t('delete', { number: r.number })} onClick={() => onDelete(r)} size="small">
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
