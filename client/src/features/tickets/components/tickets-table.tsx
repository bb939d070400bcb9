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
import { PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { TicketsQuery } from '../api/use-tickets';
import { PriorityChip, StatusChip } from './ticket-chips';
import { Labelled } from '../../../shared/ui/labelled';
import { initialsOfName } from '../../../shared/lib/initials';

interface TicketsTableProps {
  rows: TicketRowFieldsFragment[];
  admin: boolean;
  sort: TicketsQuery['sort'];
  onSort: (field: TicketSortField) => void;
  onOpen: (row: TicketRowFieldsFragment) => void;
  onDelete: (row: TicketRowFieldsFragment) => void;
}

// One line cut short from `sm` up; two wrapped lines on a phone, where one line would set the column's width.
const excerptSx = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { sm: 'nowrap' },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: { xs: 2 },
  WebkitBoxOrient: 'vertical',
} as const;

export function TicketsTable({ rows, admin, sort, onSort, onOpen, onDelete }: TicketsTableProps) {
  const { t } = useTranslation('tickets');
  const f = useFormat();
  // On a phone the id, people, priority and date go under the subject; the ticket and its status stay columns.
  const head = (field: TicketSortField | null, label: string, wide = false) => (
    <TableCell
      sx={wide ? wideColumn : undefined}
      sortDirection={field && sort.field === field ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}
    >
      {field ? (
        <TableSortLabel
          active={sort.field === field}
          direction={sort.field === field && sort.direction === 'ASC' ? 'asc' : 'desc'}
          onClick={() => onSort(field)}
        >
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
            {head('NUMBER', t('columns.id'), true)}
            {head('SUBJECT', t('columns.ticket'))}
            {admin ? head(null, t('columns.owner'), true) : null}
            {head(null, t('columns.assignee'), true)}
            {head('STATUS', t('columns.status'))}
            {head('PRIORITY', t('columns.priority'), true)}
            {head('CREATED_AT', t('columns.date'), true)}
            {admin ? <TableCell align="right">{t('columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const created = f.dateTime(new Date(r.createdAt as string).getTime());
            return (
              <TableRow key={r.id} hover data-testid="ticket-row">
                <TableCell sx={wideColumn}>#{r.number}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    onClick={() => onOpen(r)}
                    sx={{ textAlign: 'start', fontWeight: 600 }}
                  >
                    {r.subject}
                  </Link>
                  <Typography variant="body2" color="text.secondary" dir="auto" sx={excerptSx}>
                    {r.excerpt}
                  </Typography>
                  <PhoneDetails>
                    <span>
                      #{r.number} · {created}
                    </span>
                    {admin ? (
                      <span>
                        <Labelled label={t('columns.owner')}>{r.owner.name}</Labelled>
                      </span>
                    ) : null}
                    <span>
                      <Labelled label={t('columns.assignee')}>{r.assignee?.name ?? t('unassigned')}</Labelled>
                    </span>
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Labelled label={t('columns.priority')}>
                        <PriorityChip priority={r.priority} />
                      </Labelled>
                    </Box>
                  </PhoneDetails>
                </TableCell>
                {admin ? <TableCell sx={wideColumn}>{r.owner.name}</TableCell> : null}
                <TableCell sx={wideColumn}>
                  {r.assignee ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Avatar sx={{ width: 28, height: 28, fontSize: 12 }} aria-hidden>
                        {initialsOfName(r.assignee.name)}
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
                <TableCell sx={wideColumn}>
                  <PriorityChip priority={r.priority} />
                </TableCell>
                <TableCell sx={[wideColumn, { whiteSpace: 'nowrap' }]}>{created}</TableCell>
                {admin ? (
                  <TableCell align="right">
                    <IconButton aria-label={t('delete', { number: r.number })} onClick={() => onDelete(r)} size="small">
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
