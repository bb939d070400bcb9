import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../shared/ui/empty-state';

/** An unknown id, or another user's record: the same answer, and no data. */
export function RecordNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="record-not-found"
      icon={<SearchOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('records.detail.notFoundTitle')}
      text={t('records.detail.notFoundText')}
      action={
        <Button component={RouterLink} to={paths.records.list} variant="contained">
          {t('records.form.back')}
        </Button>
      }
    />
  );
}
