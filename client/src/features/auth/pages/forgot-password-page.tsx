import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm loginPath={paths.auth.login} />
    </AuthCardLayout>
  );
}
