import { lazy, Suspense, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context';
import { banDetailsOfError, useBanText } from '../../../shared/auth/ban-details';
import { useForm } from '../../../shared/lib/use-form';
import { checkEmail, checkPasswordPresent } from '../../../shared/lib/validation';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextLink } from './router-link';
import { TextInput } from '../../../shared/ui/text-input';

// The second step is for the few accounts with two-factor sign-in: loaded when it is needed, so the first load
// of the sign-in page does not carry it (first-load budget, issue 15 §3).
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

interface LoginFormProps {
  forgotPasswordPath: string;
  registerPath: string;
}

/** The challenge token when `login` answered that a second step (two-factor code) is needed. */
function twoFactorChallenge(err: unknown): string | null {
  if (!CombinedGraphQLErrors.is(err)) return null;
  const ext = err.errors[0]?.extensions;
  return ext?.['code'] === 'TWO_FACTOR_REQUIRED' && typeof ext['challengeToken'] === 'string'
    ? ext['challengeToken']
    : null;
}

/**
 * Sign-in form shared by both login layouts; with two-factor sign-in on, the password step gives way to the
 * code step. On success the guest guard moves the user on.
 */
export function LoginForm({ forgotPasswordPath, registerPath }: LoginFormProps) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [challenge, setChallenge] = useState<string | null>(null);
  const banText = useBanText();
  const form = useForm({ email: '', password: '' }, (values) => ({
    email: checkEmail(values.email),
    password: checkPasswordPresent(values.password),
  }));

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await login(email.trim(), password);
    } catch (err) {
      const token = twoFactorChallenge(err);
      if (token) {
        setChallenge(token);
        return;
      }
      // A banned account is told why and until when, in the page language.
      const ban = banDetailsOfError(err);
      if (!ban) throw err;
      form.setFormError(banText(ban));
    }
  });

  if (challenge)
    return (
      <Suspense fallback={null}>
        <TwoFactorStep challengeToken={challenge} onBack={() => setChallenge(null)} />
      </Suspense>
    );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
      <Stack spacing={2.5}>
        {form.formError ? (
          <Alert severity="error" data-testid="form-error">
            {form.formError}
          </Alert>
        ) : null}
        <TextInput
          {...form.bind('email')}
          id="login-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
        />
        <PasswordField
          {...form.bind('password')}
          id="login-password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <TextLink to={forgotPasswordPath}>{t('auth.login.forgot')}</TextLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
          {form.submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')} <TextLink to={registerPath}>{t('auth.login.createAccount')}</TextLink>
        </Typography>
      </Stack>
    </Box>
  );
}
