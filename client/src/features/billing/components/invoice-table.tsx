import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { InvoiceRowFieldsFragment } from '../../../gql/graphql';
import { phonePagerSx, PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import { useBillingFormat } from '../lib/use-billing-format';
import { PAGE_SIZES } from '../lib/use-invoice-params';
import { StateChip } from './state-chip';

interface Props {
  items: readonly InvoiceRowFieldsFragment[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onOpen: (id: string) => void;
}

export function InvoiceTable({ items, total, page, size, onPage, onSize, onOpen }: Props) {
  const { t } = useTranslation('billing');
  const f = useBillingFormat();
  const num = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Card>
      <TableScrollRegion label={t('table.caption')}>
        <Table size="small" aria-label={t('table.caption')} data-testid="invoices-table" sx={{ minWidth: { sm: 720 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('table.number')}</TableCell>
              <TableCell sx={wideColumn}>{t('table.provider')}</TableCell>
              <TableCell sx={wideColumn}>{t('table.issued')}</TableCell>
              <TableCell sx={wideColumn}>{t('table.due')}</TableCell>
              <TableCell>{t('table.status')}</TableCell>
              <TableCell sx={num}>{t('table.total')}</TableCell>
              <TableCell sx={[wideColumn, num]}>{t('table.open')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((i) => {
              const due = i.dueDate ? f.day(i.dueDate) : t('table.noDue');
              return (
                <TableRow
                  key={i.id}
                  hover
                  data-testid={`invoice-row-${i.number}`}
                  onClick={() => onOpen(i.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                      aria-label={t('table.open_detail', { number: i.number })}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(i.id);
                      }}
                    >
                      {i.number.length > 18 ? `${i.number.slice(0, 8)}…${i.number.slice(-6)}` : i.number}
                    </Link>
                    <PhoneDetails>
                      <span>{i.issuerName}</span>
                      <span>{t('table.dueOn', { date: due })}</span>
                    </PhoneDetails>
                  </TableCell>
                  <TableCell sx={wideColumn}>{i.issuerName}</TableCell>
                  <TableCell sx={[wideColumn, { whiteSpace: 'nowrap' }]}>{f.instant(String(i.issuedAt))}</TableCell>
                  <TableCell sx={[wideColumn, { whiteSpace: 'nowrap' }]}>{due}</TableCell>
                  <TableCell>
                    <StateChip state={i.state} />
                  </TableCell>
                  <TableCell sx={num}>
                    {f.money(i.totalGrossMinor, i.currency)}
                    <PhoneDetails>
                      <Box component="span" sx={{ alignSelf: 'flex-end' }}>
                        {t('table.openAmount', { amount: f.money(i.amountOpenMinor, i.currency) })}
                      </Box>
                    </PhoneDetails>
                  </TableCell>
                  <TableCell sx={[wideColumn, num]} data-testid={`invoice-open-${i.number}`}>
                    {f.money(i.amountOpenMinor, i.currency)}
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
        labelRowsPerPage={t('table.rowsPerPage')}
        onPageChange={(_, next) => onPage(next)}
        onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
        sx={phonePagerSx}
      />
    </Card>
  );
}
