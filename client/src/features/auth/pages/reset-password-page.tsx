import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/router-link';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthCardLayout title={t('auth.reset.title')} subtitle={token ? t('auth.reset.subtitle') : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Alert severity="warning" data-testid="reset-password-missing-token" sx={{ width: '100%' }}>
            {t('auth.reset.missingToken')}
          </Alert>
          <TextLink to={paths.auth.forgotPassword}>{t('auth.reset.requestNew')}</TextLink>
          <TextLink to={paths.auth.login}>{t('auth.reset.backToLogin')}</TextLink>
        </Stack>
      )}
    </AuthCardLayout>
  );
}
