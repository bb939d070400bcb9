// /apps/notes: the health journal. The list (search, colours, dates, delete) on the start side, the selected
// note on the other, edited in place with autosave. On a phone the list comes first, then the editor.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { useTranslation } from 'react-i18next';
import type { NoteFieldsFragment } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useNotes } from '../api/use-notes';
import { NoteEditor } from '../components/note-editor';
import { NotesList } from '../components/notes-list';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => {
      setV(value);
    }, ms);
    return () => {
      clearTimeout(id);
    };
  }, [value, ms]);
  return v;
}

export function NotesPage() {
  const { t } = useTranslation('notes');
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoteFieldsFragment | null>(null);
  const [goneElsewhere, setGoneElsewhere] = useState(false);
  const [createError, setCreateError] = useState<unknown>(null);
  // The note "Add note" just made: its title takes focus (the button that had it may be gone, with the empty state).
  const [addedId, setAddedId] = useState<string | null>(null);
  const { query, create, creating, remove } = useNotes(useDebounced(search.trim(), 250), (id) => {
    if (id === openId) {
      setSelectedId(null);
      setGoneElsewhere(true);
    }
  });
  const notes = query.data?.notes;
  // The first note is open until the user picks one (as in the template).
  const openId = selectedId ?? (goneElsewhere ? null : (notes?.[0]?.id ?? null));
  const selected = notes?.find((n) => n.id === openId) ?? null;

  const add = () => {
    setCreateError(null);
    create({ variables: { input: { title: '', body: '', color: 'PRIMARY', linkedDate: null } } })
      .then((res) => {
        setSearch('');
        setGoneElsewhere(false);
        if (res.data) {
          setSelectedId(res.data.createNote.id);
          setAddedId(res.data.createNote.id);
        }
      })
      .catch(setCreateError);
  };

  return (
    <PageShell
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={add} disabled={creating} data-testid="note-add">
          {t('add')}
        </Button>
      }
    >
      {query.error && !notes ? (
        // Like the other workspace pages: a sentence in the page's language and a way to try again, not the
        // failed response's raw text.
        <Alert
          severity="error"
          data-testid="notes-load-error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch().catch(() => undefined)}>
              {t('status.retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : null}
      {createError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(createError)}
        </Alert>
      ) : null}
      {!notes && !query.error ? <Skeleton variant="rounded" height={320} /> : null}
      {notes && notes.length === 0 && !search ? (
        <EmptyState
          icon={<EditNoteOutlined color="primary" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          text={t('empty.text')}
          testId="notes-empty"
          action={
            <Button variant="outlined" onClick={add}>
              {t('add')}
            </Button>
          }
        />
      ) : null}
      {notes && (notes.length > 0 || search) ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent>
                <NotesList
                  notes={notes}
                  selectedId={openId}
                  search={search}
                  onSearch={setSearch}
                  onSelect={(id) => {
                    setGoneElsewhere(false);
                    setSelectedId(id);
                  }}
                  onDelete={setDeleting}
                />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent>
                {goneElsewhere ? (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {t('remoteDeleted')}
                  </Alert>
                ) : null}
                {selected ? (
                  <NoteEditor key={selected.id} note={selected} focusTitle={selected.id === addedId} />
                ) : (
                  <Typography color="text.secondary">{t('pick')}</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { title: deleting?.title || t('untitled') })}
        confirmLabel={t('confirmDelete.confirm')}
        destructive
        confirmTestId="note-delete-confirm"
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ variables: { id: deleting.id } });
          if (deleting.id === openId) setSelectedId(null);
          setDeleting(null);
        }}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </PageShell>
  );
}
