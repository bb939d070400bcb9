import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageShell } from '../../../shared/ui/page-shell';
import { AccountDetails } from '../components/account-details';
import { ChangePasswordForm } from '../components/change-password-form';
import { AccessLogCard } from '../../audit/components/access-log-card';
import { MyDataCard } from '../../my-data/components/my-data-card';
import { ShareWithDoctorCard } from '../../documents/components/share-with-doctor';
import { SessionsCard } from '../../security/components/sessions-card';
import { TwoFactorCard } from '../../security/components/two-factor-card';
import { MyAdminActionsCard } from '../../admin/components/my-admin-actions-card';

/** /user: the account's own fields, a password change and who accessed the user's health data. */
export function UserPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <PageShell title={t('nav.user')}>
      <Stack spacing={3}>
        {user ? <AccountDetails user={user} /> : null}
        <ChangePasswordForm />
        <TwoFactorCard />
        <SessionsCard />
        <ShareWithDoctorCard />
        <AccessLogCard />
        <MyDataCard />
        <MyAdminActionsCard />
      </Stack>
    </PageShell>
  );
}
