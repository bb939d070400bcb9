import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../shared/auth/auth-context';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageShell } from '../../../shared/ui/page-shell';
import { AdminAuditGrid } from '../components/admin-audit-grid';
import { UsersGrid } from '../components/users-grid';

/** /admin/users: the account list with its actions, and the admin audit. Administrators only. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [tab, setTab] = useState<'users' | 'audit'>('users');
  return (
    <PageShell title={t('nav.adminUsers')}>
      {!user?.admin ? (
        <NoAccess backTo={paths.overview} />
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={tab} onChange={(_e, v: 'users' | 'audit') => setTab(v)} aria-label={t('nav.adminUsers')}>
              <Tab value="users" label={t('admin.tabs.users')} id="admin-tab-users" aria-controls="admin-panel-users" />
              <Tab value="audit" label={t('admin.tabs.audit')} id="admin-tab-audit" aria-controls="admin-panel-audit" />
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
            {tab === 'users' ? <UsersGrid viewerId={user.id} /> : <AdminAuditGrid />}
          </Box>
        </>
      )}
    </PageShell>
  );
}
