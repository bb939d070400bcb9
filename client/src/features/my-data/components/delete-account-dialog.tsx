import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { expectSignOut, rememberSignOutNotice } from '../../../shared/auth/session-events';
import { getStoredToken } from '../../../shared/auth/token';
import { PasswordField } from '../../../shared/ui/password-field';
import { DeleteAccountDocument } from '../../../gql/graphql';

type Field = 'password' | 'confirmation' | 'code';

interface Props {
  open: boolean;
  email: string;
  requiresSecondFactor: boolean;
  onClose: () => void;
}

/** Password, the e-mail typed again, and a code when two-factor is on; then the account is gone. */
export function DeleteAccountDialog({ open, email, requiresSecondFactor, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = values.confirmation.trim().toLowerCase() === email.toLowerCase();
  const ready = confirmed && values.password !== '' && (!requiresSecondFactor || values.code.trim() !== '');

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] !== undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFormError(null);
    // The server ends every session at once; the 4403 it causes may arrive before this answer.
    expectSignOut('ACCOUNT_DELETED');
    try {
      const { password, confirmation, code } = values;
      await deleteAccount({ variables: { password, confirmation, code: code.trim() || null } });
      if (getStoredToken() !== null) {
        rememberSignOutNotice('ACCOUNT_DELETED');
        await logout();
      }
      // The expectation stays until the next sign-in (auth-provider): late answers to requests that were in
      // flight (the socket's 4403 check, the logout call) must not turn "deleted" into "signed out".
      void navigate(paths.auth.login, { replace: true });
    } catch (err) {
      expectSignOut(null);
      const info = readApiError(err);
      const field = info.field as Field | null;
      // A code's refusal says which it was (not one of the account's, used already, or not a code at all): the
      // error text's own words. A fixed "not valid, enter a current one" said nothing of a code just used to sign in.
      if (field === 'code') setErrors({ code: errorText(err) });
      else if (field && field in values) setErrors({ [field]: t(`myData.delete.errors.${field}`) });
      else setFormError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delete-account-title"
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="delete-account-title">{t('myData.delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('myData.delete.dialogText')}</DialogContentText>
          <Stack spacing={2}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <PasswordField
              {...bind('password')}
              id="delete-password"
              label={t('myData.delete.password')}
              helperText={errors.password}
              autoComplete="current-password"
              required
              fullWidth
              autoFocus
            />
            <TextField
              {...bind('confirmation')}
              id="delete-confirmation"
              label={t('myData.delete.confirmation')}
              helperText={errors.confirmation ?? t('myData.delete.confirmationHint', { email })}
              autoComplete="off"
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
            {requiresSecondFactor ? (
              <TextField
                {...bind('code')}
                id="delete-code"
                label={t('myData.delete.code')}
                helperText={errors.code ?? t('myData.delete.codeHint')}
                autoComplete="one-time-code"
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
              />
            ) : null}
          </Stack>
        </DialogContent>
        {/* On a phone the buttons go one under the other rather than break "Supprimer mon compte" over two lines. */}
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button onClick={onClose} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!ready || busy}
            data-testid="delete-account-submit"
          >
            {busy ? t('myData.delete.submitting') : t('myData.delete.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
