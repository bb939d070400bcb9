import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { RegisterForm } from '../components/register-form';

export function Register2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplitLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm loginPath={paths.auth.login2} />
    </AuthSplitLayout>
  );
}
