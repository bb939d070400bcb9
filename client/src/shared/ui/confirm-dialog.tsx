import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../api/use-error-text';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Red confirm button for actions that cannot be undone. */
  destructive?: boolean;
  confirmTestId?: string;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** After the dialog has closed (its transition's onExited): e.g. to put focus back somewhere else. */
  onExited?: (node: HTMLElement) => void;
}

/** Asks before an action, and shows the server's answer (GraphQL or REST) if it fails. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  destructive = false,
  confirmTestId = 'confirm-button',
  onConfirm,
  onClose,
  onExited,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = () => {
    setBusy(true);
    setError(null);
    onConfirm()
      .catch(setError)
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={onExited ? { transition: { onExited } } : undefined}
      aria-labelledby="confirm-title"
      data-testid="confirm-dialog"
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="form-error">
            {errorText(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={confirm}
          disabled={busy}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
