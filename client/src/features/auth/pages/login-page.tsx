import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withNext } from '../../../app/routing/guards';
import { paths } from '../../../app/paths';
import { useBanText } from '../../../shared/auth/ban-details';
import { clearSignOutNotice, peekBanDetails, peekSignOutNotice } from '../../../shared/auth/session-events';
import { AuthCardLayout } from '../components/auth-card-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  // Why the person is here without having signed out (expired, revoked, banned): said once, then forgotten.
  const [notice] = useState(peekSignOutNotice);
  const [ban] = useState(peekBanDetails);
  const banText = useBanText();
  useEffect(clearSignOutNotice, []);
  // A visitor sent here from a deep link who creates an account instead keeps it (guards.tsx).
  const [params] = useSearchParams();
  return (
    <AuthCardLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {notice ? (
        <Alert
          severity={notice === 'ACCOUNT_BANNED' ? 'error' : notice === 'ACCOUNT_DELETED' ? 'success' : 'info'}
          data-testid="session-ended"
          sx={{ mb: 2.5 }}
        >
          {notice === 'ACCOUNT_BANNED' && ban ? banText(ban) : t(`auth.login.notice.${notice}`)}
        </Alert>
      ) : null}
      <LoginForm forgotPasswordPath={paths.auth.forgotPassword} registerPath={withNext(paths.auth.register, params.get('next'))} />
    </AuthCardLayout>
  );
}
