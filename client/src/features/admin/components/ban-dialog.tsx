import { useRef, useState } from 'react';
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
import { DateTimeField } from '../../../shared/ui/date-time-field';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';

interface BanDialogProps {
  name: string;
  onBan: (reason: string, until: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Ban with a reason (required, shown to the user) and an optional end; server field errors show in place. */
export function BanDialog({ name, onBan, onClose }: BanDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  /** An ISO instant (typed in the admin's own time zone and clock) or '' for a ban until lifted. */
  const [until, setUntil] = useState('');
  // The end's text is not a whole day and time yet: its own message says so; banning now would drop the end.
  const untilProblem = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** What this dialog can tell before asking the server, all at once (the server names one field per answer). */
  const [local, setLocal] = useState<{ reason?: string; until?: string }>({});
  const info = error ? readApiError(error) : null;
  const fieldError = (f: 'reason' | 'until') => local[f] ?? (info?.field === f ? errorText(error) : undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const submit = () => {
    const found = {
      ...(reason.trim() === '' ? { reason: t('admin.dialogs.reasonRequired') } : {}),
      ...(until && !untilProblem.current && Date.parse(until) <= Date.now()
        ? { until: t('admin.dialogs.untilPast') }
        : {}),
    };
    setLocal(found);
    if (untilProblem.current || found.reason || found.until) {
      // The first field that says what is wrong, top to bottom: the reason, the end's day, then its time (the
      // end's own message appeared as the focus left it for this button).
      setError(null);
      focusFirstInvalid(() => rootRef.current);
      return;
    }
    setBusy(true);
    setError(null);
    onBan(reason, until || null)
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
      <DialogContent ref={rootRef}>
        <DialogContentText sx={{ mb: 2 }}>{t('admin.dialogs.banText')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            id="ban-reason"
            label={t('admin.dialogs.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setLocal(({ until: u }) => ({ ...(u ? { until: u } : {}) }));
            }}
            required
            multiline
            minRows={2}
            autoFocus
            error={!!fieldError('reason')}
            helperText={fieldError('reason')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <DateTimeField
            id="ban-until"
            testId="ban-until"
            label={t('admin.dialogs.until')}
            value={until}
            onChange={(next) => {
              setUntil(next);
              setLocal(({ reason: r }) => ({ ...(r ? { reason: r } : {}) }));
            }}
            onProblem={(problem) => {
              untilProblem.current = problem;
            }}
            error={!!fieldError('until')}
            helperText={fieldError('until') ?? t('admin.dialogs.untilHelp')}
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
