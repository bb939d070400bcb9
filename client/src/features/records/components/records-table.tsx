import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { recordPath } from '../../../app/paths';
import { phonePagerSx, PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { RecordSummary } from '../api/use-records';
import { PAGE_SIZES } from '../lib/use-list-params';
import { useDates } from '../lib/use-dates';
import { ValueSummary } from './value-summary';

interface RecordsTableProps {
  items: readonly RecordSummary[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function RecordsTable({ items, total, page, size, onPage, onSize }: RecordsTableProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const navigate = useNavigate();
  return (
    <Card>
      <TableScrollRegion label={t('nav.mrecords')}>
        <Table aria-label={t('nav.mrecords')} data-testid="records-table" sx={{ minWidth: { sm: 640 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={wideColumn}>{t('records.list.columns.date')}</TableCell>
              <TableCell>{t('records.list.columns.title')}</TableCell>
              <TableCell>{t('records.list.columns.value')}</TableCell>
              <TableCell sx={wideColumn}>{t('records.list.columns.kind')}</TableCell>
              <TableCell sx={wideColumn}>{t('records.list.columns.provider')}</TableCell>
              <TableCell sx={wideColumn}>{t('records.list.columns.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((r) => {
              const provider = [r.provider, r.facility].filter(Boolean).join(' · ');
              return (
                <TableRow
                  key={r.id}
                  hover
                  data-testid={`records-row-${r.id}`}
                  onClick={() => void navigate(recordPath(r.id))}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={[wideColumn, { whiteSpace: 'nowrap' }]}>
                    {dates.recordDay(r.date, r.dateOnly)}
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={recordPath(r.id)} underline="hover" sx={{ fontWeight: 600 }}>
                      {r.title}
                    </Link>
                    {r.flags.length ? (
                      <Tooltip title={r.flags.map((f) => t(`records.flags.${f}`)).join(' · ')}>
                        <ReportProblemOutlined
                          color="warning"
                          fontSize="small"
                          sx={{ verticalAlign: 'middle', ml: 0.75 }}
                          aria-label={r.flags.map((f) => t(`records.flags.${f}`)).join(', ')}
                        />
                      </Tooltip>
                    ) : null}
                    <PhoneDetails>
                      <span>
                        {dates.recordDay(r.date, r.dateOnly)} · {t(`records.kinds.${r.kind}`)}
                      </span>
                      {provider ? <span>{provider}</span> : null}
                      <span>{t(`records.sources.${r.source}`)}</span>
                    </PhoneDetails>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <ValueSummary record={r} />
                  </TableCell>
                  <TableCell sx={wideColumn}>
                    <Chip size="small" variant="outlined" label={t(`records.kinds.${r.kind}`)} />
                  </TableCell>
                  <TableCell sx={wideColumn}>{provider || t('app.dash')}</TableCell>
                  <TableCell sx={[wideColumn, { color: 'text.secondary' }]}>
                    {t(`records.sources.${r.source}`)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScrollRegion>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, next) => {
          onPage(next);
        }}
        onRowsPerPageChange={(event) => {
          onSize(Number(event.target.value));
        }}
        data-testid="records-pagination"
        sx={phonePagerSx}
      />
    </Card>
  );
}
