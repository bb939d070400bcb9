// /apps/contacts: filters (All, Frequent, Starred, Trash, departments), a searchable list, and the detail
// pane with its edit toggle. On a phone the list and the detail take turns.
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContactFieldsFragment, ContactInput } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageShell } from '../../../shared/ui/page-shell';
import { useContacts, type ContactFilter } from '../api/use-contacts';
import { ContactDetail } from '../components/contact-detail';
import { ContactFilters } from '../components/contact-filters';
import { ContactForm } from '../components/contact-form';
import { ContactList } from '../components/contact-list';
import { useNotice } from '../../../shared/lib/use-notice';
import { NoticeSnackbar } from '../../../shared/ui/notice-snackbar';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

type Pane = { mode: 'none' } | { mode: 'new' } | { mode: 'view'; id: string; editing: boolean };

export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filter, setFilter] = useState<ContactFilter>({ list: 'ALL', department: null });
  const [search, setSearch] = useState('');
  const [pane, setPane] = useState<Pane>({ mode: 'none' });
  // Leaving a form with changes not saved (the edit switch, another contact, "New contact", back) asks first;
  // the form's own Cancel is the explicit way to drop them. Saving changes the pane directly.
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const guard = (action: () => void) => {
    if (dirty && (pane.mode === 'new' || (pane.mode === 'view' && pane.editing))) setLeaving(() => action);
    else action();
  };
  const goTo = (next: Pane) => guard(() => setPane(next));
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const notice = useNotice();
  const api = useContacts(filter, search);
  const contacts = useMemo(() => api.query.data?.contacts ?? [], [api.query.data]);
  const selected = pane.mode === 'view' ? (contacts.find((c) => c.id === pane.id) ?? null) : null;
  const act = (p: Promise<unknown>) => void p.catch((err: unknown) => notice.show(errorText(err)));
  // Save, cancel, delete and restore take away the control that was used: the focus then goes to the pane's
  // heading (or, on a phone where the pane closed, to the search field) instead of falling to the page's body.
  const paneRef = useRef<HTMLDivElement>(null);
  const [focusPane, setFocusPane] = useState(0);
  const refocus = () => setFocusPane((n) => n + 1);
  useEffect(() => {
    if (!focusPane) return;
    const target =
      paneRef.current?.querySelector<HTMLElement>('[data-pane-title]') ??
      document.querySelector<HTMLElement>('[data-testid="contacts-search"]');
    target?.focus();
  }, [focusPane]);
  const leave = (p: Promise<unknown>) =>
    act(
      p.then(() => {
        setPane({ mode: 'none' });
        refocus();
      }),
    );

  const save = async (input: ContactInput) => {
    if (pane.mode === 'view') {
      await api.update({ variables: { id: pane.id, input } });
      setPane({ mode: 'view', id: pane.id, editing: false });
    } else {
      const res = await api.add({ variables: { input } });
      if (res.data) setPane({ mode: 'view', id: res.data.addContact.id, editing: false });
    }
    refocus();
    notice.show(t('saved'));
  };
  const star = (c: ContactFieldsFragment) => act(api.star({ variables: { id: c.id, starred: !c.starred } }));
  const message = (c: ContactFieldsFragment) =>
    act(
      api.message({ variables: { id: c.id } }).then((res) => {
        if (res.data) void navigate(`/apps/chats?c=${encodeURIComponent(res.data.messageContact.id)}`);
      }),
    );

  const showList = !narrow || pane.mode === 'none';
  const showDetail = !narrow || pane.mode !== 'none';
  const loading = api.query.loading && !api.query.data;

  const list = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'contacts-search', maxLength: 100 },
          }}
        />
        {filter.list === 'TRASH' && contacts.length ? (
          <Button color="error" onClick={() => setConfirmEmpty(true)} data-testid="contacts-empty-trash">
            {t('emptyTrash')}
          </Button>
        ) : null}
      </Box>
      {api.query.error && !api.query.data ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void api.query.refetch()}>{t('retry')}</Button>}
        >
          {t('loadError')}
        </Alert>
      ) : loading ? (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label={t('list')} />
        </Box>
      ) : contacts.length ? (
        <ContactList
          contacts={contacts}
          selectedId={pane.mode === 'view' ? pane.id : null}
          onSelect={(id) => goTo({ mode: 'view', id, editing: false })}
          onStar={star}
        />
      ) : (
        <Box sx={{ p: 3 }} data-testid="contacts-empty">
          <Typography variant="h6" component="p">
            {t('emptyTitle')}
          </Typography>
          <Typography color="text.secondary">
            {search.trim() ? t('noMatch') : filter.list === 'TRASH' ? t('trashEmptyText') : t('emptyText')}
          </Typography>
        </Box>
      )}
    </Box>
  );

  const detail = (
    <Box ref={paneRef} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      {narrow ? (
        <Button
          startIcon={<ArrowBack sx={flipInRtl} />}
          onClick={() => goTo({ mode: 'none' })}
          sx={{ mb: 2 }}
        >
          {t('back')}
        </Button>
      ) : null}
      {pane.mode === 'new' ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('newContact')}
          </Typography>
          <ContactForm
            contact={null}
            onSubmit={save}
            onDirtyChange={setDirty}
            onCancel={() => {
              setPane({ mode: 'none' });
              refocus();
            }}
          />
        </>
      ) : selected && pane.mode === 'view' ? (
        <ContactDetail
          contact={selected}
          editing={pane.editing}
          onEditingChange={(editing) => goTo({ mode: 'view', id: selected.id, editing })}
          onDirtyChange={setDirty}
          onCancel={() => {
            setPane({ mode: 'view', id: selected.id, editing: false });
            refocus();
          }}
          onSave={save}
          onStar={() => star(selected)}
          onDelete={() => leave(api.remove({ variables: { id: selected.id } }))}
          onRestore={() => leave(api.restore({ variables: { id: selected.id } }))}
          onMessage={() => message(selected)}
        />
      ) : (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography
            variant="h6"
            component="h2"
            tabIndex={-1}
            data-pane-title
            data-testid="contacts-pick"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {t('pickTitle')}
          </Typography>
          <Typography color="text.secondary">{t('pickText')}</Typography>
        </Box>
      )}
    </Box>
  );

  return (
    <PageShell
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          onClick={() => goTo({ mode: 'new' })}
          data-testid="contact-add"
        >
          {t('add')}
        </Button>
      }
    >
      <Card
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '220px minmax(260px, 1fr) 1.4fr' },
          minHeight: 480,
        }}
      >
        {showList ? (
          <>
            <Box sx={{ borderInlineEnd: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', py: 1 }}>
              <ContactFilters
                filter={filter}
                departments={api.departments.data?.contactDepartments ?? []}
                onChange={(f) =>
                  guard(() => {
                    setFilter(f);
                    setPane({ mode: 'none' });
                  })
                }
              />
            </Box>
            <Box sx={{ borderInlineEnd: { md: 1 }, borderColor: 'divider', minWidth: 0 }}>{list}</Box>
          </>
        ) : null}
        {showDetail ? detail : null}
      </Card>
      <ConfirmDialog
        open={confirmEmpty}
        title={t('emptyTrashTitle')}
        text={t('emptyTrashText')}
        confirmLabel={t('emptyTrash')}
        destructive
        onConfirm={() => api.emptyTrash()}
        onClose={() => setConfirmEmpty(false)}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={t('discardTitle')}
        text={t('discardText')}
        confirmLabel={t('discard')}
        destructive
        confirmTestId="contact-discard"
        onConfirm={() => {
          setDirty(false);
          setLeaving(null);
          leaving?.();
          return Promise.resolve();
        }}
        onClose={() => setLeaving(null)}
      />
      <NoticeSnackbar state={notice} />
    </PageShell>
  );
}
