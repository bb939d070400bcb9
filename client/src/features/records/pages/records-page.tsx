import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageShell } from '../../../shared/ui/page-shell';
import { FhirExportButton } from '../../fhir/components/fhir-export-button';
import { FhirImportButton } from '../../fhir/components/fhir-import-button';
import { ShareWithDoctorButton } from '../../documents/components/share-with-doctor';
import { useRecords } from '../api/use-records';
import { RecordsEmpty } from '../components/records-empty';
import { RecordsFilters } from '../components/records-filters';
import { RecordsTable } from '../components/records-table';
import { hasFilters, listVariables, useListParams } from '../lib/use-list-params';
import { LoadError } from '../../../shared/ui/load-error';

/** /mrecords: the list of medical records, searched, filtered, sorted and paged on the server. */
export function RecordsPage() {
  const { t } = useTranslation();
  const { params, update, clear } = useListParams();
  // Remounts the filters on "clear" so the search box empties without re-sending its old text.
  const [filtersKey, setFiltersKey] = useState(0);
  const onClear = () => {
    clear();
    setFiltersKey((k) => k + 1);
  };
  const { data, previousData, loading, error } = useRecords(listVariables(params));
  const page = (data ?? previousData)?.records;

  return (
    <PageShell
      title={t('nav.mrecords')}
      actions={
        <>
          <ShareWithDoctorButton />
          <FhirExportButton />
          <FhirImportButton />
          <Button component={RouterLink} to={paths.records.blank} variant="contained" startIcon={<AddOutlined />}>
            {t('records.list.newRecord')}
          </Button>
        </>
      }
    >
      <RecordsFilters key={filtersKey} params={params} update={update} onClear={onClear} />
      <Box sx={{ height: 4, mb: 1 }}>{loading ? <LinearProgress aria-label={t('app.loading')} /> : null}</Box>
      {error && !page ? (
        <LoadError error={error} what={t('records.list.loadFailed')} data-testid="records-error" />
      ) : null}
      {page && page.totalCount === 0 && !loading ? (
        <RecordsEmpty filtered={hasFilters(params)} onClear={onClear} />
      ) : null}
      {page && page.totalCount > 0 ? (
        <RecordsTable
          items={page.items}
          total={page.totalCount}
          page={params.page}
          size={params.size}
          onPage={(next) => {
            update({ page: next });
          }}
          onSize={(size) => {
            update({ size });
          }}
        />
      ) : null}
    </PageShell>
  );
}
