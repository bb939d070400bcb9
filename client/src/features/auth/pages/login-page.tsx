import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthCardLayout } from '../components/auth-card-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm forgotPasswordPath={paths.auth.forgotPassword} registerPath={paths.auth.register} />
    </AuthCardLayout>
  );
}
