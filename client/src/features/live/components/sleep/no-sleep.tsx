import Button from '@mui/material/Button';
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../app/paths';
import { EmptyState } from '../../../../shared/ui/empty-state';

/** No night recorded yet: which gadget to add. */
export function NoSleep() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="live-empty"
      icon={<BedtimeOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('sleep.empty.title')}
      text={t('sleep.empty.text')}
      action={
        <Button component={RouterLink} to={paths.gadgets} variant="contained">
          {t('live.empty.action')}
        </Button>
      }
    />
  );
}
