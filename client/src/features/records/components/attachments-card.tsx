import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import type { MedicalRecord } from '../api/use-records';
import { attachmentProblem, useAttachmentUpload } from '../lib/use-attachment-upload';
import { AttachmentsList } from './attachments-list';

/** A record's files: upload (PDF/PNG/JPEG/text ≤ 10 MiB) with progress, download and removal. */
export function AttachmentsCard({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { upload, progress, error } = useAttachmentUpload(record.id);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `attachment-input-${record.id}`;
  return (
    <Card data-testid="record-attachments">
      <CardHeader
        title={t('records.attachments.title')}
        subheader={t('records.attachments.hint')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component="label" htmlFor={inputId} startIcon={<AttachFileOutlined />} disabled={progress !== null}>
            {progress !== null ? t('records.attachments.uploading') : t('records.attachments.upload')}
          </Button>
        }
      />
      <input
        id={inputId}
        type="file"
        hidden
        accept=".pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain"
        data-testid="attachment-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const found = attachmentProblem(file);
          setProblem(found ? t(`records.attachments.${found}`, { name: file.name }) : null);
          if (!found) void upload(file);
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        {progress !== null ? <LinearProgress variant="determinate" value={progress * 100} sx={{ mb: 2 }} /> : null}
        {problem || error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="attachment-error">
            {problem ?? errorText(error)}
          </Alert>
        ) : null}
        {record.attachments.length ? (
          <AttachmentsList record={record} />
        ) : (
          <Typography color="text.secondary">{t('records.attachments.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
