import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthCardLayout } from '../components/auth-card-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm loginPath={paths.auth.login} />
    </AuthCardLayout>
  );
}
