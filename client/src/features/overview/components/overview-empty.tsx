import Button from '@mui/material/Button';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../shared/ui/empty-state';

/** A new user's overview: nothing measured yet, and how to change that. */
export function OverviewEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="overview-empty"
      icon={<SensorsOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('overview.empty.title')}
      text={t('overview.empty.text')}
      action={
        <Button component={RouterLink} to={paths.gadgets} variant="contained">
          {t('overview.empty.action')}
        </Button>
      }
    />
  );
}
