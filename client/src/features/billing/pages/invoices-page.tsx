// /invoices: the signed-in user's invoices — status totals that filter, search/period/sort, a server-paged
// table, the detail drawer, the CSV download, live updates; administrators also get the billing panel.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { downloadFile } from '../../../shared/api/rest';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useInvoices } from '../api/use-invoices';
import { AdminBilling } from '../components/admin-billing';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoiceTable } from '../components/invoice-table';
import { StateTotals } from '../components/state-totals';
import { hasFilters, listVariables, useInvoiceParams } from '../lib/use-invoice-params';

function csvUrl(vars: ReturnType<typeof listVariables>) {
  const q = new URLSearchParams();
  for (const s of vars.filter.states ?? []) q.append('state', s);
  if (vars.filter.from) q.set('from', vars.filter.from);
  if (vars.filter.to) q.set('to', vars.filter.to);
  if (vars.filter.search) q.set('search', vars.filter.search);
  q.set('sort', vars.sort);
  return `/api/invoices.csv?${q.toString()}`;
}

export function InvoicesPage() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const { user } = useAuth();
  const { params, update } = useInvoiceParams();
  const vars = listVariables(params);
  const { data, previousData, loading, error, refetch, lastUpdate } = useInvoices(vars);
  const page = (data ?? previousData)?.invoices;
  const [csvError, setCsvError] = useState<string | null>(null);
  // The new user's empty state only when nothing at all is there: the totals follow the search and period, so a
  // filter that matches nothing also gives none, and must keep its fields (and their "clear") on screen.
  const everything = page && page.totals.length === 0 && !hasFilters(params);
  return (
    <PageShell
      title={tc('nav.invoices')}
      subtitle={t('subtitle')}
      actions={
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void downloadFile(csvUrl(vars), 'invoices.csv').catch((e: unknown) => setCsvError(errorText(e)))}>
          {t('downloadCsv')}
        </Button>
      }
    >
      {csvError ? (
        <Alert severity="error" onClose={() => setCsvError(null)} sx={{ mb: 2 }}>
          {csvError}
        </Alert>
      ) : null}
      {page && !everything ? <StateTotals totals={page.totals} active={params.state} onPick={(state) => update({ state })} /> : null}
      {!everything ? <InvoiceFilters params={params} update={update} /> : null}
      <Box sx={{ height: 4, mb: 1 }}>{loading ? <LinearProgress aria-label={tc('app.loading')} /> : null}</Box>
      {error && !page ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {t('loadError')} {errorText(error)}
        </Alert>
      ) : null}
      {everything ? (
        <EmptyState
          icon={<ReceiptLongOutlined color="primary" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Button component={RouterLink} to={paths.records.list} variant="outlined">
              {t('empty.action')}
            </Button>
          }
          testId="invoices-empty"
        />
      ) : null}
      {page && !everything && page.totalCount === 0 ? <Alert severity="info">{t('noMatch')}</Alert> : null}
      {page && page.totalCount > 0 ? (
        <InvoiceTable
          items={page.items}
          total={page.totalCount}
          page={params.page}
          size={params.size}
          onPage={(p) => update({ page: p })}
          onSize={(size) => update({ size })}
          onOpen={(invoice) => update({ invoice })}
        />
      ) : null}
      {!hasFilters(params) && page && page.totalCount > 0 ? (
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          {t('live')}
        </Alert>
      ) : null}
      {user?.admin ? <AdminBilling /> : null}
      <InvoiceDrawer id={params.invoice} onClose={() => update({ invoice: null })} />
      <Snackbar
        key={lastUpdate.notice?.seq}
        open={lastUpdate.notice?.open ?? false}
        autoHideDuration={4000}
        onClose={lastUpdate.close}
        message={lastUpdate.notice ? t('updated', { number: lastUpdate.notice.value }) : ''}
      />
    </PageShell>
  );
}
