import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../shared/auth/auth-context';
import { AuthCardLayout } from '../components/auth-card-layout';
import { AwaitingVerification } from '../components/awaiting-verification';
import { VerifyWithToken } from '../components/verify-with-token';

/**
 * /auth/verifyEmail. With ?token= it confirms the address (signed in or not). Without a token: a signed-in,
 * unverified user sees where the link went and can resend it; a visitor who is not signed in is told to open
 * the link from their mail.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  let body;
  if (token) {
    const onFailure = isAuthenticated && user ? <AwaitingVerification email={user.email} /> : <BackToLogin />;
    body = <VerifyWithToken token={token} onFailure={onFailure} />;
  } else if (isAuthenticated && user) {
    body = <AwaitingVerification email={user.email} />;
  } else {
    body = (
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="verify-email-check-mail">
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {t('auth.verify.checkMail')}
        </Typography>
        <Typography color="text.secondary">{t('auth.verify.checkMailText')}</Typography>
        <BackToLogin />
      </Stack>
    );
  }

  return <AuthCardLayout title={t('auth.verify.title')}>{body}</AuthCardLayout>;
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.auth.login} variant="outlined" size="large" fullWidth>
      {t('auth.verify.backToLogin')}
    </Button>
  );
}
