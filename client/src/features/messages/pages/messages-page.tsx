// /apps/email: secure messages. Folders and labels, the list with bulk actions, the reading pane, and the
// composer. New mail arrives live (subscription) with a notice; the list and counts refresh.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { MailLabel, MailView } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { useFormat } from '../../../shared/lib/use-format';
import { useErrorText } from '../../../shared/api/use-error-text';
import { PageShell } from '../../../shared/ui/page-shell';
import { useFindReplyDraft, useLiveMail, useMailActions, useMailbox, type MailEntry } from '../api/use-mailbox';
import { ComposeDialog, EMPTY_COMPOSE, type ComposeInit } from '../components/compose-dialog';
import { draftOf, forwardOf, replyTo } from '../components/compose-from';
import { FolderNav } from '../components/folder-nav';
import { MailList, type BulkAction } from '../components/mail-list';
import { MailReader } from '../components/mail-reader';
import { NoticeSwitch } from '../components/notice-switch';
import { useNotice } from '../../../shared/lib/use-notice';
import { NoticeSnackbar } from '../../../shared/ui/notice-snackbar';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

export function MessagesPage() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const { user } = useAuth();
  const f = useFormat();
  const wide = useMediaQuery((th: Theme) => th.breakpoints.up('lg'));
  const [view, setView] = useState<MailView>('INBOX');
  const [label, setLabel] = useState<MailLabel | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [openId, setOpenId] = useState<string | null>(null);
  const [compose, setCompose] = useState<ComposeInit | null>(null);
  const arrived = useNotice<MailEntry>();
  const notice = useNotice();
  const [actionError, setActionError] = useState<string | null>(null);
  const debounced = useDebounced(search, 300);
  const { list, counts } = useMailbox({ view, label, search: debounced, page, rowsPerPage });
  const actions = useMailActions();
  useLiveMail(arrived.show);

  const entries = list.data?.mailbox.nodes ?? [];
  const total = list.data?.mailbox.total ?? 0;
  // The last page emptied (its entries trashed, moved or deleted): show the page that is now the last one, not
  // an empty list under "11–10 of 10".
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  if (list.data && page > lastPage) setPage(lastPage);
  const fail = (err: unknown) => setActionError(errorText(err, t('error')));
  const run = (p: Promise<unknown>) => void p.catch(fail);

  const onFlag = (ids: string[], flag: 'starred' | 'important' | 'checked', value: boolean) =>
    run(actions.setFlags({ variables: { ids, flags: { [flag]: value } } }));
  const onMarkRead = useCallback(
    (id: string) => void actions.setFlags({ variables: { ids: [id], flags: { read: true } } }).catch(() => undefined),
    [actions],
  );
  const onBulk = (action: BulkAction, ids: string[]) => {
    const vars = { ids };
    if (action === 'trash' || action === 'spam') run(actions.move({ variables: { ...vars, folder: action === 'trash' ? 'TRASH' : 'SPAM' } }));
    else if (action === 'restore') run(actions.restore({ variables: vars }));
    else if (action === 'delete') run(actions.remove({ variables: vars }));
    else if (action === 'clear') run(actions.setFlags({ variables: { ids, flags: { checked: false } } }));
    else run(actions.setFlags({ variables: { ids, flags: { read: action === 'read', checked: false } } }));
    if (openId && ids.includes(openId) && action !== 'read' && action !== 'unread' && action !== 'clear') setOpenId(null);
  };
  const changeView = (v: MailView) => {
    setView(v);
    setPage(0);
    setOpenId(null);
  };
  const dateOf = (e: MailEntry) => f.dateTime(new Date((e.sentAt ?? e.updatedAt) as string).getTime());
  // A reply written before and closed is in Drafts (the dialog saves as it goes): Reply opens it again, text and
  // all, rather than a second, empty reply beside it (which, once sent, left the first in Drafts).
  const findReplyDraft = useFindReplyDraft();
  const openReply = async (e: MailEntry) => {
    const earlier = await findReplyDraft(e.id);
    setCompose(earlier ? draftOf(earlier) : replyTo(e, user?.id ?? '', t, dateOf(e)));
  };

  const reader = openId ? (
    <MailReader
      key={openId}
      entryId={openId}
      onBack={wide ? null : () => setOpenId(null)}
      onReply={(e) => void openReply(e)}
      onForward={(e) => setCompose(forwardOf(e, t, dateOf(e)))}
      onEditDraft={(e) => setCompose(draftOf(e))}
      onMarkRead={onMarkRead}
      onLabels={(id, labels) => run(actions.setLabels({ variables: { ids: [id], labels } }))}
    />
  ) : (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 6, height: '100%' }}>
      <Typography color="text.secondary">{t('pick')}</Typography>
    </Box>
  );
  const listPane = (
    <MailList
      view={view}
      entries={entries}
      total={total}
      loading={list.loading && !list.data}
      error={Boolean(list.error) && !list.data}
      onRetry={() => void list.refetch()}
      search={search}
      filtered={Boolean(debounced.trim() || label)}
      onSearch={(s) => {
        setSearch(s);
        setPage(0);
      }}
      page={page}
      rowsPerPage={rowsPerPage}
      onPage={setPage}
      onRowsPerPage={(n) => {
        setRowsPerPage(n);
        setPage(0);
      }}
      selectedId={openId}
      onOpen={(e) => (e.folder === 'DRAFTS' ? setCompose(draftOf(e)) : setOpenId(e.id))}
      onFlag={onFlag}
      onBulk={onBulk}
    />
  );

  return (
    <PageShell
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          <NoticeSwitch />
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setCompose(EMPTY_COMPOSE)} data-testid="compose-open">
            {t('compose')}
          </Button>
        </>
      }
    >
      {actionError ? (
        <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      ) : null}
      <Card sx={{ display: 'grid', gridTemplateColumns: wide ? '220px minmax(320px, 400px) minmax(0, 1fr)' : 'minmax(0, 1fr)', minHeight: wide ? 560 : undefined }}>
        <Box sx={{ borderInlineEnd: wide ? 1 : 0, borderBottom: wide ? 0 : 1, borderColor: 'divider', py: wide ? 2 : 1 }}>
          <FolderNav
            view={view}
            label={label}
            counts={counts}
            vertical={wide}
            onView={changeView}
            onLabel={(l) => {
              setLabel(l);
              setPage(0);
            }}
          />
        </Box>
        {wide ? (
          <>
            <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', minWidth: 0 }}>{listPane}</Box>
            <Box sx={{ minWidth: 0 }}>{reader}</Box>
          </>
        ) : (
          <Box sx={{ minWidth: 0 }}>{openId ? reader : listPane}</Box>
        )}
      </Card>
      {compose ? (
        <ComposeDialog
          init={compose}
          onClose={() => {
            setCompose(null);
            void list.refetch();
          }}
          onSent={() => {
            setCompose(null);
            notice.show(t('dialog.sent'));
          }}
        />
      ) : null}
      <Snackbar
        key={arrived.notice?.seq}
        open={arrived.notice?.open ?? false}
        autoHideDuration={8000}
        onClose={arrived.close}
        message={arrived.notice ? t('live.received', { name: arrived.notice.value.from.name }) : ''}
        data-testid="mail-arrived"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const mail = arrived.notice?.value;
              if (mail) {
                changeView('INBOX');
                setOpenId(mail.id);
              }
              arrived.close();
            }}
          >
            {t('live.open')}
          </Button>
        }
      />
      <NoticeSnackbar state={notice} />
    </PageShell>
  );
}
