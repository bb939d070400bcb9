import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageShell } from '../../../shared/ui/page-shell';
import { AccountDetails } from '../components/account-details';
import { ChangePasswordForm } from '../components/change-password-form';

/** /user: the account's own fields and a password change. */
export function UserPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <PageShell title={t('nav.user')}>
      <Stack spacing={3}>
        {user ? <AccountDetails user={user} /> : null}
        <ChangePasswordForm />
      </Stack>
    </PageShell>
  );
}
