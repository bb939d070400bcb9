import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { withNext } from '../../../app/routing/guards';
import { AuthCardLayout } from '../components/auth-card-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  // The deep link the visitor came with goes back to sign-in too (guards.tsx, withNext).
  const [params] = useSearchParams();
  return (
    <AuthCardLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm loginPath={withNext(paths.auth.login, params.get('next'))} />
    </AuthCardLayout>
  );
}
