import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FHIR_INPUT_ID } from '../../fhir/components/fhir-import-button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** No records at all (what to do next), or none matching the filters (how to widen them). */
export function RecordsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  if (filtered)
    return (
      <EmptyState
        testId="records-empty"
        icon={<SearchOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
        title={t('records.list.noMatchTitle')}
        text={t('records.list.noMatchText')}
        action={<Button onClick={onClear}>{t('records.list.clearFilters')}</Button>}
      />
    );
  return (
    <EmptyState
      testId="records-empty"
      icon={<FolderOpenOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('records.list.emptyTitle')}
      text={t('records.list.emptyText')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={paths.records.blank} variant="contained" startIcon={<AddOutlined />}>
            {t('records.list.newRecord')}
          </Button>
          {/* Opens the page's one file input (in the title bar's import button). */}
          <Button component="label" htmlFor={FHIR_INPUT_ID} variant="outlined" startIcon={<UploadFileOutlined />}>
            {t('fhir.import')}
          </Button>
        </Stack>
      }
    />
  );
}
