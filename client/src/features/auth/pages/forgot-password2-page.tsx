import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPassword2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplitLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm loginPath={paths.auth.login2} />
    </AuthSplitLayout>
  );
}
