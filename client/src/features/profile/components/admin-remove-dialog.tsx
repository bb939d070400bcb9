// Administrators remove a post or comment for everyone; the reason is required (it goes to the admin audit),
// so the dialog asks for it and shows the server's refusal (e.g. BAD_USER_INPUT on `reason`) in place.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';

/** The server's limit (posts LIMITS.reason). */
const REASON_MAX = 500;

interface Props {
  kind: 'post' | 'comment';
  onRemove: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Mount it while open: every opening starts with an empty reason. */
export function AdminRemoveDialog({ kind, onRemove, onClose }: Props) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const info = error ? readApiError(error) : null;
  const reasonError = missing ? t('moderation.reasonRequired') : info?.field === 'reason' ? errorText(error) : undefined;
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    onRemove(reason.trim())
      .then(onClose)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="admin-remove-title" data-testid="admin-remove-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="admin-remove-title">{kind === 'post' ? t('moderation.postTitle') : t('moderation.commentTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('moderation.text')}</DialogContentText>
        <TextField
          id="admin-remove-reason"
          label={t('moderation.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          error={Boolean(reasonError)}
          helperText={reasonError}
          slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'admin-remove-reason' } }}
        />
        {error && info?.field !== 'reason' ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="form-error">
            {errorText(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('moderation.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy} data-testid="admin-remove-confirm">
          {t('moderation.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
