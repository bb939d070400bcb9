import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * What a signed-in non-administrator sees on an administrators' page (/admin/users, the shop's product list)
 * instead of its controls; the server refuses the data anyway.
 */
export function NoAccess({ backTo, testId = 'admin-no-access' }: { backTo: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId={testId}
      icon={<LockOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('admin.noAccess.title')}
      text={t('admin.noAccess.text')}
      action={
        <Button component={RouterLink} to={backTo} variant="outlined">
          {t('admin.noAccess.back')}
        </Button>
      }
    />
  );
}
