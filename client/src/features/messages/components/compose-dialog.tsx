// Writing a message: recipients, subject, body, attachments. Saved as a draft a moment after each change
// (so closing the dialog or the tab loses nothing; a save that fails says so), sent with Send. What the page can
// check itself it checks before sending, in the page's language; server errors land on their field.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDraftAutosave, useSendMail } from '../api/use-compose';
import { AttachmentPicker, type Attached } from './attachment-picker';
import { RecipientField, type Person } from './recipient-field';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
export const RECIPIENTS_MAX = 20;

export interface ComposeInit {
  /** What the dialog is titled: a new message, a reply, a forward. */
  kind: 'new' | 'reply' | 'forward';
  draftId: string | null;
  to: Person[];
  subject: string;
  body: string;
  inReplyToEntryId: string | null;
  attachments: Attached[];
}

export const EMPTY_COMPOSE: ComposeInit = { kind: 'new', draftId: null, to: [], subject: '', body: '', inReplyToEntryId: null, attachments: [] };

interface ComposeDialogProps {
  init: ComposeInit;
  onClose: () => void;
  onSent: () => void;
}

export function ComposeDialog({ init, onClose, onSent }: ComposeDialogProps) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const [to, setTo] = useState(init.to);
  const [subject, setSubject] = useState(init.subject);
  const [body, setBody] = useState(init.body);
  const [attachments, setAttachments] = useState(init.attachments);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<{ field: string | null; message: string } | null>(null);
  const edit = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setDirty(true);
  };
  const input = {
    to: to.map((p) => p.id),
    subject,
    body,
    inReplyToEntryId: init.inReplyToEntryId,
    attachmentIds: attachments.map((a) => a.id),
  };
  const draft = useDraftAutosave(input, dirty, init.draftId);
  const [send, { loading: sending }] = useSendMail();

  // The server's rules for sending (messages.validation.ts), so their messages are translated.
  const check = (): { field: string; message: string } | null => {
    if (to.length === 0) return { field: 'to', message: t('dialog.noRecipient') };
    if (to.length > RECIPIENTS_MAX) return { field: 'to', message: t('dialog.tooManyRecipients', { max: RECIPIENTS_MAX }) };
    if (subject.trim().length > SUBJECT_MAX) return { field: 'subject', message: t('dialog.tooLong', { max: SUBJECT_MAX }) };
    if (body.trimEnd().length > BODY_MAX) return { field: 'body', message: t('dialog.tooLong', { max: BODY_MAX }) };
    if (!subject.trim() && !body.trim()) return { field: 'body', message: t('dialog.empty') };
    return null;
  };

  const submit = async () => {
    const invalid = check();
    setErrors(invalid);
    const dialog = () => document.getElementById('compose-title')?.closest('[role="dialog"]');
    if (invalid) {
      focusFirstInvalid(dialog);
      return;
    }
    try {
      const draftId = await draft.settle();
      await send({ variables: { input: { ...input, draftId } } });
      onSent();
    } catch (err) {
      const e = readApiError(err);
      setErrors({ field: e.field, message: errorText(err, t('error')) });
      focusFirstInvalid(dialog);
    }
  };
  const fieldError = (f: string) => (errors?.field === f ? errors.message : null);
  const close = () => {
    // Keep the last keystrokes: one more save if something changed since the last one.
    if (dirty) void draft.saveNow().catch(() => undefined);
    onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="compose-title">
      <DialogTitle id="compose-title">{t(`dialog.${init.kind}Title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RecipientField value={to} onChange={edit(setTo)} error={fieldError('to')} />
          <TextField
            label={t('dialog.subject')}
            value={subject}
            onChange={(e) => edit(setSubject)(e.target.value)}
            error={Boolean(fieldError('subject')) || subject.length > SUBJECT_MAX}
            helperText={fieldError('subject') ?? t('dialog.counter', { count: subject.length, max: SUBJECT_MAX })}
            slotProps={{ htmlInput: { 'data-testid': 'compose-subject' } }}
          />
          <TextField
            label={t('dialog.body')}
            value={body}
            onChange={(e) => edit(setBody)(e.target.value)}
            multiline
            minRows={8}
            maxRows={18}
            error={Boolean(fieldError('body')) || body.length > BODY_MAX}
            helperText={fieldError('body') ?? t('dialog.counter', { count: body.length, max: BODY_MAX })}
            slotProps={{ htmlInput: { 'data-testid': 'compose-body' } }}
          />
          <AttachmentPicker value={attachments} onChange={edit(setAttachments)} />
          {errors && !['to', 'subject', 'body'].includes(errors.field ?? '') ? <Alert severity="error">{errors.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }} role="status" aria-live="polite">
          <Typography variant="caption" color={draft.state === 'error' ? 'error' : 'text.secondary'}>
            {draft.state === 'saving'
              ? t('dialog.saving')
              : draft.state === 'saved'
                ? t('dialog.saved')
                : draft.state === 'error'
                  ? t('dialog.notSaved')
                  : ''}
          </Typography>
        </Box>
        <Button onClick={close}>{t('dialog.close')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending} data-testid="compose-send">
          {t('dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
