import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { LoginForm } from '../components/login-form';

export function Login2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplitLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm forgotPasswordPath={paths.auth.forgotPassword2} registerPath={paths.auth.register2} />
    </AuthSplitLayout>
  );
}
