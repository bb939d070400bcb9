import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toUiLanguage } from '../../../shared/preferences/appearance';
import { useSettings } from '../../../shared/settings/settings-context';
import { useAuth } from '../../../shared/auth/auth-context';
import { useForm } from '../../../shared/lib/use-form';
import { checkEmail, checkNewPassword, checkRequiredName, PASSWORD_MIN_LENGTH } from '../../../shared/lib/validation';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextLink } from './router-link';
import { TextInput } from '../../../shared/ui/text-input';

/** Registration form shared by both register layouts. A new account lands on the verify-e-mail screen. */
export function RegisterForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const { register } = useAuth();
  const { settings } = useSettings();
  const form = useForm({ firstName: '', lastName: '', email: '', password: '' }, (values) => ({
    firstName: checkRequiredName(values.firstName, 'validation.firstNameRequired'),
    lastName: checkRequiredName(values.lastName, 'validation.lastNameRequired'),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  }));

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    // The verification mail in the language this page is in.
    const language = toUiLanguage(settings.language);
    await register({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password, language });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
      <Stack spacing={2.5}>
        {form.formError ? (
          <Alert severity="error" data-testid="form-error">
            {form.formError}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            {...form.bind('firstName')}
            id="register-first-name"
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            autoFocus
            required
            fullWidth
          />
          <TextInput
            {...form.bind('lastName')}
            id="register-last-name"
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextInput
          {...form.bind('email')}
          id="register-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...form.bind('password', t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
          id="register-password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
          {form.submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')} <TextLink to={loginPath}>{t('auth.register.signIn')}</TextLink>
        </Typography>
      </Stack>
    </Box>
  );
}
