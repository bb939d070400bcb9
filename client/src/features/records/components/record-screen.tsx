import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageShell } from '../../../shared/ui/page-shell';
import { useDeleteRecord, useUpdateRecord, type MedicalRecord } from '../api/use-records';
import { recordForm, recordInput } from '../lib/record-form-model';
import { AttachmentsCard } from './attachments-card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ObservationsTable } from './observations-table';
import { RecordDetails } from './record-details';
import { RecordForm } from './record-form';

/** One record: read it, edit it in place, or delete it after a confirmation. */
export function RecordScreen({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [updateRecord] = useUpdateRecord();
  const [deleteRecord] = useDeleteRecord(record.id);

  if (editing)
    return (
      <PageShell title={record.title}>
        <RecordForm
          initial={recordForm(record)}
          onSubmit={async (form) => {
            await updateRecord({ variables: { id: record.id, input: recordInput(form) } });
            setEditing(false);
          }}
          onCancel={() => {
            setEditing(false);
          }}
        />
      </PageShell>
    );

  return (
    <PageShell
      title={record.title}
      actions={
        <>
          <Button
            startIcon={<EditOutlined />}
            variant="outlined"
            onClick={() => setEditing(true)}
            data-testid="record-edit"
          >
            {t('records.form.edit')}
          </Button>
          <Button
            startIcon={<DeleteOutlined />}
            color="error"
            variant="outlined"
            onClick={() => setConfirming(true)}
            data-testid="record-delete"
          >
            {t('records.form.delete')}
          </Button>
        </>
      }
    >
      <Stack spacing={3}>
        <RecordDetails record={record} />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('records.observations.title')}
            </Typography>
            <ObservationsTable observations={record.observations} />
          </CardContent>
        </Card>
        <AttachmentsCard record={record} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('records.detail.deleteTitle')}
        text={t('records.detail.deleteText', { title: record.title })}
        confirmLabel={t('records.detail.deleteConfirm')}
        destructive
        confirmTestId="record-delete-confirm"
        onConfirm={async () => {
          await deleteRecord();
          void navigate(paths.records.list, { replace: true });
        }}
        onClose={() => setConfirming(false)}
      />
    </PageShell>
  );
}
