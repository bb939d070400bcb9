// /apps/tickets: count cards that filter, a searchable, sortable, paged table (all on the server), a dialog
// per ticket with its conversation, and a live notice when the support side answers one of the viewer's.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import type { TicketRowFieldsFragment, TicketSortField, TicketStatus } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useLiveTickets, useTicketActions, useTickets, type TicketsQuery } from '../api/use-tickets';
import { AnswerNoticeSwitch } from '../components/answer-notice-switch';
import { CountCards } from '../components/count-cards';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { TicketDialog } from '../components/ticket-dialog';
import { TicketsTable } from '../components/tickets-table';
import { useNotice } from '../../../shared/lib/use-notice';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { user } = useAuth();
  const admin = Boolean(user?.admin);
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TicketsQuery['sort']>({ field: 'CREATED_AT', direction: 'DESC' });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TicketRowFieldsFragment | null>(null);
  const notice = useNotice<{ text: string; id: string | null }>();
  const debounced = useDebounced(search, 300);
  const { data, loading, error, refetch } = useTickets({ status, search: debounced, sort, page, rowsPerPage });
  const actions = useTicketActions();
  useLiveTickets((tk) => notice.show({ text: t('live.answered', { number: tk.number }), id: tk.id }));

  const rows = data?.tickets.nodes ?? [];
  // The last page emptied (its tickets deleted or no longer in the filter): go to the page that is now the last.
  const lastPage = Math.max(0, Math.ceil((data?.tickets.total ?? 0) / rowsPerPage) - 1);
  if (data && page > lastPage) setPage(lastPage);
  const onSort = (field: TicketSortField) =>
    setSort((s) => ({ field, direction: s.field === field && s.direction === 'DESC' ? 'ASC' : 'DESC' }));

  return (
    <PageShell
      title={t('title')}
      subtitle={admin ? t('subtitleAdmin') : t('subtitleMember')}
      actions={
        <>
          {admin ? null : <AnswerNoticeSwitch />}
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="ticket-new">
            {t('newTicket')}
          </Button>
        </>
      }
    >
      <CountCards
        counts={data?.tickets.counts ?? null}
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(0);
        }}
      />
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            placeholder={t('search')}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('search'), maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {loading && !data ? <LinearProgress aria-label={t('title')} /> : null}
        {error && !data ? (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('retry')}</Button>}>
            {t('error')}
          </Alert>
        ) : null}
        {data && rows.length === 0 ? (
          <Box sx={{ p: 2 }}>
            <EmptyState
              icon={<SupportAgentOutlined color="disabled" fontSize="large" />}
              title={t('empty.title')}
              text={status || debounced ? t('empty.filtered') : t('empty.text')}
              testId="tickets-empty"
            />
          </Box>
        ) : rows.length ? (
          <TicketsTable rows={rows} admin={admin} sort={sort} onSort={onSort} onOpen={(r) => setOpenId(r.id)} onDelete={setDeleting} />
        ) : null}
        <TablePagination
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', paddingInline: 1 } }}
          component="div"
          count={data?.tickets.total ?? 0}
          page={page}
          onPageChange={(_e, n) => setPage(n)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(e) => {
            setRowsPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('pageOf', { from, to, count })}
        />
      </Card>
      {openId ? <TicketDialog id={openId} admin={admin} onClose={() => setOpenId(null)} /> : null}
      {creating ? (
        <NewTicketDialog
          onClose={() => setCreating(false)}
          onCreated={(number) => {
            setCreating(false);
            notice.show({ text: t('form.created', { number }), id: null });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('deleteTitle', { number: deleting?.number ?? 0 })}
        text={t('deleteText')}
        confirmLabel={t('confirmDelete')}
        destructive
        onConfirm={() => (deleting ? actions.remove({ variables: { id: deleting.id, version: deleting.version } }) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
      <Snackbar
        key={notice.notice?.seq}
        open={notice.notice?.open ?? false}
        autoHideDuration={8000}
        onClose={notice.close}
        message={notice.notice?.value.text}
        data-testid="ticket-notice"
        action={
          notice.notice?.value.id ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setOpenId(notice.notice?.value.id ?? null);
                notice.close();
              }}
            >
              {t('live.view')}
            </Button>
          ) : undefined
        }
      />
    </PageShell>
  );
}
