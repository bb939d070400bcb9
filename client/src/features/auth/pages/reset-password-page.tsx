import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PasswordResetLinkStatusDocument } from '../../../gql/graphql';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/router-link';

const PROBLEM_KEY = {
  INVALID: 'auth.reset.linkInvalid',
  USED: 'auth.reset.linkUsed',
  EXPIRED: 'auth.reset.linkExpired',
} as const;

/** The link is checked as the page opens: a used or expired link is said at once, not after typing a password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useQuery(PasswordResetLinkStatusDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const status = check.data?.passwordResetLinkStatus;

  const problem = (message: string, testId: string) => (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Alert severity="warning" data-testid={testId} sx={{ width: '100%' }}>
        {message}
      </Alert>
      <TextLink to={paths.auth.forgotPassword}>{t('auth.reset.requestNew')}</TextLink>
      <TextLink to={paths.auth.login}>{t('auth.reset.backToLogin')}</TextLink>
    </Stack>
  );

  let body;
  if (!token) body = problem(t('auth.reset.missingToken'), 'reset-password-missing-token');
  else if (check.loading)
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 3 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('auth.reset.linkChecking')}</Typography>
      </Stack>
    );
  else if (check.error) body = problem(t('auth.reset.linkCheckFailed'), 'reset-password-check-failed');
  else if (status && status !== 'VALID') body = problem(t(PROBLEM_KEY[status]), 'reset-password-bad-link');
  else body = <ResetPasswordForm token={token} />;

  const showForm = !!token && status === 'VALID';
  return (
    <AuthCardLayout title={t('auth.reset.title')} subtitle={showForm ? t('auth.reset.subtitle') : undefined}>
      {body}
    </AuthCardLayout>
  );
}
