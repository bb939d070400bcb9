import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context';
import { replacingToken } from '../../../shared/auth/token-replacement';
import { useForm } from '../../../shared/lib/use-form';
import {
  checkConfirmation,
  checkNewPassword,
  checkPasswordPresent,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/lib/validation';
import { PasswordField } from '../../../shared/ui/password-field';
import { useChangePassword } from '../api/use-change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password. The server revokes older tokens and returns a fresh one, which replaces ours. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { applySession } = useAuth();
  const [changePassword] = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm(EMPTY, (values) => ({
    currentPassword: checkPasswordPresent(values.currentPassword),
    newPassword: checkNewPassword(values.newPassword),
    confirmPassword: checkConfirmation(values.newPassword, values.confirmPassword),
  }));

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    // The server closes this page's socket as it signs the other sessions out: that must wait for our new token.
    await replacingToken(async () => {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      if (data) applySession(data.changePassword);
    });
    form.setValues(EMPTY);
    setDone(true);
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('account.changePassword.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('account.changePassword.subtitle')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('account.changePassword.title')}
          sx={{ maxWidth: 480 }}
        >
          <Stack spacing={2.5}>
            {done ? (
              <Alert severity="success" data-testid="change-password-done">
                {t('account.changePassword.done')}
              </Alert>
            ) : null}
            {form.formError ? (
              <Alert severity="error" data-testid="form-error">
                {form.formError}
              </Alert>
            ) : null}
            <PasswordField
              {...form.bind('currentPassword')}
              id="change-current-password"
              label={t('auth.fields.currentPassword')}
              autoComplete="current-password"
              required
              fullWidth
            />
            <PasswordField
              {...form.bind('newPassword', t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
              id="change-new-password"
              label={t('auth.fields.newPassword')}
              autoComplete="new-password"
              required
              fullWidth
            />
            <PasswordField
              {...form.bind('confirmPassword')}
              id="change-confirm-password"
              label={t('auth.fields.confirmPassword')}
              autoComplete="new-password"
              required
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled={form.submitting}>
                {form.submitting ? t('account.changePassword.submitting') : t('account.changePassword.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
