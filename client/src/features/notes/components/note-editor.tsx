// The right pane: the selected note's title, colour, linked day and text, saved as the user types
// (debounced; see use-note-autosave.ts), with the save state announced politely and any conflict shown.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteFieldsFragment } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { DayField } from '../../../shared/ui/day-field';
import { NOTE_MAX } from '../api/note-draft';
import { useNoteAutosave } from '../api/use-note-autosave';
import { ColorPicker } from './color-picker';
import { ConflictPanel } from './conflict-panel';

/** `focusTitle`: a note just added with "Add note", whose title the person writes next. */
export function NoteEditor({ note, focusTitle = false }: { note: NoteFieldsFragment; focusTitle?: boolean }) {
  const { t } = useTranslation('notes');
  const errorText = useErrorText();
  const { draft, change, status, error, conflict, keepMine, takeTheirs, adopted, retry } = useNoteAutosave(
    note.id,
    note,
  );
  const bad = error ? readApiError(error) : null;
  const fieldError = (field: string) => (bad?.field === field ? errorText(error) : null);
  // Text in the day field that is no real day is not saved (the rest of the note is): the status must not say
  // "Saved" over it, or the person leaves believing the day is kept and finds it empty later.
  const [dayProblem, setDayProblem] = useState(false);
  const shownStatus = dayProblem && status === 'saved' ? 'dayNotSaved' : status;
  const statusText =
    status === 'error'
      ? t('status.error', { message: errorText(error) })
      : status === 'conflict'
        ? t('status.unsaved')
        : shownStatus === 'dayNotSaved'
          ? t('status.dayNotSaved')
          : t(`status.${status}`);

  return (
    <Stack spacing={2} data-testid="note-editor">
      {conflict ? <ConflictPanel theirs={conflict} onKeepMine={keepMine} onTakeTheirs={takeTheirs} /> : null}
      <TextField
        label={t('field.title')}
        value={draft.title}
        autoFocus={focusTitle}
        onChange={(e) => {
          change({ title: e.target.value });
        }}
        error={Boolean(fieldError('title'))}
        helperText={fieldError('title') ?? t('counter', { count: draft.title.length, max: NOTE_MAX.title })}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX.title, dir: 'auto', 'data-testid': 'note-title' } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <ColorPicker value={draft.color} onChange={(color) => change({ color })} />
        {/* The day is typed in the page's language (a native date input follows the browser's); text that is
            not a real day is said so under the field and not saved, the rest of the note still is. */}
        <DayField
          key={adopted}
          size="small"
          label={t('field.linkedDate')}
          value={draft.linkedDate ?? ''}
          onChange={(day) => {
            change({ linkedDate: day || null });
          }}
          onProblem={setDayProblem}
          error={Boolean(fieldError('linkedDate'))}
          helperText={fieldError('linkedDate') ?? t('field.linkedHint')}
          testId="note-day"
          sx={{ maxWidth: 280 }}
        />
      </Box>
      <TextField
        label={t('field.body')}
        multiline
        minRows={10}
        value={draft.body}
        onChange={(e) => {
          change({ body: e.target.value });
        }}
        error={Boolean(fieldError('body'))}
        helperText={fieldError('body') ?? t('counter', { count: draft.body.length, max: NOTE_MAX.body })}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX.body, dir: 'auto', 'data-testid': 'note-body' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography
          variant="body2"
          color={status === 'error' ? 'error' : 'text.secondary'}
          role="status"
          aria-live="polite"
          data-testid="note-status"
          data-status={shownStatus}
        >
          {statusText}
        </Typography>
        {status === 'error' ? (
          <Button size="small" onClick={() => void retry()}>
            {t('status.retry')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
