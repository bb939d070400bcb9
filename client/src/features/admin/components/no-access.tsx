import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../shared/ui/empty-state';

/** What a signed-in non-administrator sees on /admin/users (the server refuses the data anyway). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="admin-no-access"
      icon={<LockOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('admin.noAccess.title')}
      text={t('admin.noAccess.text')}
      action={
        <Button component={RouterLink} to={paths.overview} variant="outlined">
          {t('admin.noAccess.back')}
        </Button>
      }
    />
  );
}
