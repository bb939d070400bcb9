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
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';

const CATEGORIES: TicketCategory[] = ['ACCOUNT', 'BILLING', 'TECHNICAL', 'RECORDS', 'DEVICES', 'OTHER'];
const PRIORITIES: TicketPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
type Field = 'subject' | 'description';

export function NewTicketDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (number: number) => void }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const { open } = useTicketActions();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TicketCategory>('TECHNICAL');
  const [priority, setPriority] = useState<TicketPriority>('MEDIUM');
  // Every invalid field says so at once; an error the server gives for no field is shown under the form.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Partial<Record<Field, string>> => {
    const s = subject.trim();
    const d = description.trim();
    const found: Partial<Record<Field, string>> = {};
    if (s.length < SUBJECT_MIN) found.subject = t('form.subjectShort', { min: SUBJECT_MIN });
    else if (s.length > SUBJECT_MAX) found.subject = t('form.subjectLong', { max: SUBJECT_MAX });
    if (!d) found.description = t('form.descriptionEmpty');
    else if (d.length > BODY_MAX) found.description = t('form.tooLong', { max: BODY_MAX });
    return found;
  };

  const submit = async () => {
    const invalid = check();
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length) {
      focusFirstInvalid(() => document.getElementById('new-ticket-title')?.closest('[role="dialog"]'));
      return;
    }
    setBusy(true);
    try {
      const res = await open({ variables: { input: { subject, description, category, priority } } });
      if (res.data) onCreated(res.data.openTicket.number);
    } catch (e) {
      const { field } = readApiError(e);
      const message = errorText(e, t('error'));
      if (field === 'subject' || field === 'description') {
        setErrors({ [field]: message });
        focusFirstInvalid(() => document.getElementById('new-ticket-title')?.closest('[role="dialog"]'));
      }
      else setFormError(message);
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
            error={Boolean(errors.subject)}
            helperText={errors.subject ?? t('form.counter', { count: subject.length, max: SUBJECT_MAX })}
            required
          />
          <TextField
            label={t('form.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? t('form.counter', { count: description.length, max: BODY_MAX })}
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
          {formError ? <Alert severity="error">{formError}</Alert> : null}
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
