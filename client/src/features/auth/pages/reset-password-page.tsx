import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PasswordResetLinkStatusDocument, type EmailLinkStatus } from '../../../gql-session/graphql';
import { fetchGraphQL } from '../../../shared/api/graphql-fetch';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/router-link';

const PROBLEM_KEY = {
  INVALID: 'auth.reset.linkInvalid',
  USED: 'auth.reset.linkUsed',
  EXPIRED: 'auth.reset.linkExpired',
} as const;

type LinkCheck = { token: string } & ({ status: EmailLinkStatus } | { failed: true });

/** The link's status, asked as the page opens; null while the answer is on its way. */
function useLinkCheck(token: string): LinkCheck | null {
  const [check, setCheck] = useState<LinkCheck | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchGraphQL(PasswordResetLinkStatusDocument, { token }).then(
      (data) => current && setCheck({ token, status: data.passwordResetLinkStatus }),
      () => current && setCheck({ token, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  // An answer about another token (the address changed) does not count.
  return check?.token === token ? check : null;
}

/** The link is checked as the page opens: a used or expired link is said at once, not after typing a password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useLinkCheck(token);
  const status = check && 'status' in check ? check.status : undefined;

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
  else if (!check)
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 3 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('auth.reset.linkChecking')}</Typography>
      </Stack>
    );
  else if ('failed' in check) body = problem(t('auth.reset.linkCheckFailed'), 'reset-password-check-failed');
  else if (status && status !== 'VALID') body = problem(t(PROBLEM_KEY[status]), 'reset-password-bad-link');
  else body = <ResetPasswordForm token={token} />;

  const showForm = !!token && status === 'VALID';
  return (
    <AuthCardLayout title={t('auth.reset.title')} subtitle={showForm ? t('auth.reset.subtitle') : undefined}>
      {body}
    </AuthCardLayout>
  );
}
