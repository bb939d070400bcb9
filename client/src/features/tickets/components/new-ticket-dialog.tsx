// Opening a ticket: subject, description, category and priority. The lengths are checked here first, so the
// message is in the page's language (the server's, in English, is the fallback); server errors land on their field.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TicketCategory, TicketPriority } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useTicketActions } from '../api/use-tickets';
import { BODY_MAX, SUBJECT_MAX, SUBJECT_MIN } from './ticket-limits';

const CATEGORIES: TicketCategory[] = ['ACCOUNT', 'BILLING', 'TECHNICAL', 'RECORDS', 'DEVICES', 'OTHER'];
const PRIORITIES: TicketPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];

export function NewTicketDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (number: number) => void }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const { open } = useTicketActions();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TicketCategory>('TECHNICAL');
  const [priority, setPriority] = useState<TicketPriority>('MEDIUM');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const err = (f: string) => (error?.field === f ? error.message : undefined);

  const check = (): { field: string; message: string } | null => {
    const s = subject.trim();
    const d = description.trim();
    if (s.length < SUBJECT_MIN) return { field: 'subject', message: t('form.subjectShort', { min: SUBJECT_MIN }) };
    if (s.length > SUBJECT_MAX) return { field: 'subject', message: t('form.subjectLong', { max: SUBJECT_MAX }) };
    if (!d) return { field: 'description', message: t('form.descriptionEmpty') };
    if (d.length > BODY_MAX) return { field: 'description', message: t('form.tooLong', { max: BODY_MAX }) };
    return null;
  };

  const submit = async () => {
    const invalid = check();
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const res = await open({ variables: { input: { subject, description, category, priority } } });
      if (res.data) onCreated(res.data.openTicket.number);
    } catch (e) {
      const info = readApiError(e);
      setError({ field: info.field, message: errorText(e, t('error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-ticket-title">
      <DialogTitle id="new-ticket-title">{t('form.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('form.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(err('subject'))}
            helperText={err('subject') ?? t('form.counter', { count: subject.length, max: SUBJECT_MAX })}
            required
          />
          <TextField
            label={t('form.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(err('description'))}
            helperText={err('description') ?? t('form.counter', { count: description.length, max: BODY_MAX })}
            multiline
            minRows={5}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth label={t('form.category')} value={category} onChange={(e) => setCategory(e.target.value as TicketCategory)}>
              {CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth label={t('form.priority')} value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)}>
              {PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`priority.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {error && !['subject', 'description'].includes(error.field ?? '') ? <Alert severity="error">{error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="ticket-submit">
          {t('form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
