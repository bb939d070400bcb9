import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/lib/use-now';
import type { Gadget } from '../api/use-gadgets';
import { GadgetCard } from './gadget-card';
import { GadgetRow } from './gadget-row';

/** The gadgets as a table, or as cards on a narrow screen. */
export function GadgetsTable({ gadgets }: { gadgets: readonly Gadget[] }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  if (narrow) {
    return (
      <Stack spacing={2} data-testid="gadgets-table">
        {gadgets.map((gadget) => (
          <GadgetCard key={gadget.id} gadget={gadget} now={now} />
        ))}
      </Stack>
    );
  }
  return (
    <Card>
      <TableContainer>
        <Table aria-label={t('nav.gadgets')} data-testid="gadgets-table" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('gadgets.columns.gadget')}</TableCell>
              <TableCell>{t('gadgets.columns.key')}</TableCell>
              <TableCell>{t('gadgets.columns.status')}</TableCell>
              <TableCell>{t('gadgets.columns.battery')}</TableCell>
              <TableCell align="right">{t('gadgets.columns.readingsToday')}</TableCell>
              <TableCell align="right">{t('gadgets.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {gadgets.map((gadget) => (
              <GadgetRow key={gadget.id} gadget={gadget} now={now} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
