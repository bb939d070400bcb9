import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { readApiError } from '../../../shared/api/errors';
import { useForm } from '../../../shared/lib/use-form';
import { checkConfirmation, checkNewPassword, PASSWORD_MIN_LENGTH } from '../../../shared/lib/validation';
import { PasswordField } from '../../../shared/ui/password-field';
import { useResetPassword } from '../api/use-auth-mutations';
import { TextLink } from './router-link';

const TOKEN_PROBLEMS = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'TOKEN_USED']);

/** Sets a new password with the token from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [resetPassword] = useResetPassword();
  const [done, setDone] = useState(false);
  const [tokenProblem, setTokenProblem] = useState(false);
  const form = useForm({ password: '', confirmPassword: '' }, (values) => ({
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  }));

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      setTokenProblem(TOKEN_PROBLEMS.has(readApiError(error).code ?? ''));
      throw error;
    }
  });

  if (done) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" data-testid="reset-password-done">
          {t('auth.reset.done')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
          {t('auth.reset.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
      <Stack spacing={2.5}>
        {form.formError ? (
          <Alert
            severity="error"
            data-testid="form-error"
            action={
              tokenProblem ? (
                <TextLink to={paths.auth.forgotPassword}>{t('auth.reset.requestNew')}</TextLink>
              ) : undefined
            }
          >
            {form.formError}
          </Alert>
        ) : null}
        <PasswordField
          {...form.bind('password', t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
          id="reset-password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          required
          fullWidth
        />
        <PasswordField
          {...form.bind('confirmPassword')}
          id="reset-confirm-password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
          {form.submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <TextLink to={paths.auth.login}>{t('auth.reset.backToLogin')}</TextLink>
        </Box>
      </Stack>
    </Box>
  );
}
