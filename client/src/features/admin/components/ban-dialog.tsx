import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';

interface BanDialogProps {
  name: string;
  onBan: (reason: string, until: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** "datetime-local" value (the admin's local time) → ISO instant, or null when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Ban with a reason (required, shown to the user) and an optional end; server field errors show in place. */
export function BanDialog({ name, onBan, onClose }: BanDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const info = error ? readApiError(error) : null;
  const fieldError = (f: string) => (info?.field === f ? errorText(error) : undefined);
  const submit = () => {
    setBusy(true);
    setError(null);
    onBan(reason, toIso(until))
      .then(onClose)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="ban-title"
      data-testid="ban-dialog"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="ban-title">{t('admin.dialogs.banTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('admin.dialogs.banText')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            id="ban-reason"
            label={t('admin.dialogs.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            autoFocus
            error={!!fieldError('reason')}
            helperText={fieldError('reason')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            id="ban-until"
            label={t('admin.dialogs.until')}
            type="datetime-local"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            error={!!fieldError('until')}
            helperText={fieldError('until') ?? t('admin.dialogs.untilHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {error && !info?.field ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="form-error">
            {errorText(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy} data-testid="ban-confirm">
          {t('admin.dialogs.banConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
