import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, recordPath } from '../../../app/paths';
import { readApiError } from '../../../shared/api/errors';
import { PageShell } from '../../../shared/ui/page-shell';
import { useCreateRecord, useRecord } from '../api/use-records';
import { RecordForm } from '../components/record-form';
import { RecordNotFound } from '../components/record-not-found';
import { RecordScreen } from '../components/record-screen';
import { emptyRecordForm, recordInput } from '../lib/record-form-model';
import { LoadError } from '../../../shared/ui/load-error';

/** Codes with which the server says "no such record of yours" (a malformed id included). */
const NOT_FOUND_CODES = ['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'];

function NewRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createRecord] = useCreateRecord();
  return (
    <PageShell title={t('nav.mrecord')}>
      <RecordForm
        initial={emptyRecordForm()}
        onSubmit={async (form) => {
          const { data } = await createRecord({ variables: { input: recordInput(form) } });
          if (data) void navigate(recordPath(data.createRecord.id), { replace: true });
        }}
        onCancel={() => void navigate(paths.records.list)}
      />
    </PageShell>
  );
}

function ExistingRecord({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useRecord(id);
  const record = data?.record;
  if (record) return <RecordScreen key={record.id} record={record} />;
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  const code = error ? readApiError(error).code : null;
  if (error && !NOT_FOUND_CODES.includes(code ?? ''))
    return (
      <PageShell title={t('nav.mrecords')}>
        <LoadError error={error} />
      </PageShell>
    );
  return (
    <PageShell title={t('records.detail.notFoundTitle')}>
      <RecordNotFound />
    </PageShell>
  );
}

/** /mrecord (a new record) and /mrecord/:mrId (one record). */
export function RecordPage() {
  const { mrId } = useParams();
  return mrId ? <ExistingRecord key={mrId} id={mrId} /> : <NewRecord />;
}
