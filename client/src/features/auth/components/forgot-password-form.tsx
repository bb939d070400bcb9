import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/lib/use-form';
import { checkEmail } from '../../../shared/lib/validation';
import { useRequestPasswordReset } from '../api/use-auth-mutations';
import { toUiLanguage } from '../../../shared/preferences/appearance';
import { useSettings } from '../../../shared/settings/settings-context';
import { TextLink } from './router-link';
import { TextInput } from '../../../shared/ui/text-input';

/**
 * Asks for a password-reset link. The answer is the same whether or not the address has an account, so the
 * screen never reveals who is registered.
 */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const [requestReset] = useRequestPasswordReset();
  const { settings } = useSettings();
  const [sent, setSent] = useState(false);
  const form = useForm({ email: '' }, (values) => ({ email: checkEmail(values.email) }));

  const onSubmit = form.handleSubmit(async ({ email }) => {
    // The mail in the language this page is in (the person reads it now).
    await requestReset({ email: email.trim(), language: toUiLanguage(settings.language) });
    setSent(true);
  });

  if (sent) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" data-testid="forgot-password-sent">
          {t('auth.forgot.sent')}
        </Alert>
        <Box sx={{ textAlign: 'center' }}>
          <TextLink to={loginPath}>{t('auth.forgot.backToLogin')}</TextLink>
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
      <Stack spacing={2.5}>
        {form.formError ? (
          <Alert severity="error" data-testid="form-error">
            {form.formError}
          </Alert>
        ) : null}
        <TextInput
          {...form.bind('email')}
          id="forgot-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
          {form.submitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <TextLink to={loginPath}>{t('auth.forgot.backToLogin')}</TextLink>
        </Box>
      </Stack>
    </Box>
  );
}
