import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/lib/use-form';
import { checkPasswordPresent } from '../../../shared/lib/validation';
import { PasswordField } from '../../../shared/ui/password-field';
import { useDisableTwoFactor } from '../api/use-sessions';

/** Turning two-factor sign-in off takes the password and a code (TOTP or recovery), both checked by the server. */
export function TwoFactorDisable({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [disable] = useDisableTwoFactor();
  const form = useForm({ password: '', code: '' }, (v) => ({ password: checkPasswordPresent(v.password) }));
  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    await disable({ variables: { password, code: code.trim() } });
    onDone();
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('security.twoFactor.turnOff')}
      sx={{ maxWidth: 420 }}
    >
      <Stack spacing={2}>
        <Typography>{t('security.twoFactor.disableText')}</Typography>
        {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
        <PasswordField
          {...form.bind('password')}
          id="two-factor-disable-password"
          label={t('security.twoFactor.password')}
          autoComplete="current-password"
          required
          autoFocus
        />
        <TextField
          {...form.bind('code')}
          id="two-factor-disable-code"
          label={t('security.twoFactor.disableCode')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          required
        />
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={form.submitting || !form.values.code.trim()}
          >
            {t('security.twoFactor.turnOff')}
          </Button>
          <Button onClick={onCancel}>{t('security.twoFactor.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
