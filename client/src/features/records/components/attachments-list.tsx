import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/rest';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { useDeleteAttachment, type MedicalRecord } from '../api/use-records';
import { useDates } from '../lib/use-dates';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

type Attachment = MedicalRecord['attachments'][number];

export function AttachmentsList({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dates = useDates();
  const errorText = useErrorText();
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [deleteAttachment] = useDeleteAttachment(record.id);
  const download = (a: Attachment) => {
    setError(null);
    downloadFile(a.url, a.filename).catch(setError);
  };
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      <List dense disablePadding>
        {record.attachments.map((a) => (
          <ListItem key={a.id} disableGutters data-testid={`attachment-${a.id}`}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              {a.contentType.startsWith('image/') ? <ImageOutlined /> : <DescriptionOutlined />}
            </ListItemIcon>
            {/* A file name with no place to break ("compte_rendu_….pdf") breaks anywhere rather than run out of
                the card; minWidth 0 lets the text shrink beside the buttons. */}
            <ListItemText
              primary={a.filename}
              secondary={`${format.bytes(a.size)} · ${dates.dayTime(a.createdAt)}`}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            {/* In the row's flow, not MUI's secondaryAction: that one lies over the text, and a long name ran
                under the buttons at 375 px (as "Sign out" did on the sessions card). */}
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, marginInlineStart: 1 }}>
              <IconButton
                aria-label={t('records.attachments.download', { name: a.filename })}
                onClick={() => download(a)}
              >
                <DownloadOutlined />
              </IconButton>
              <IconButton
                aria-label={t('records.attachments.remove', { name: a.filename })}
                onClick={() => setRemoving(a)}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('records.attachments.remove', { name: removing?.filename ?? '' })}
        text={removing?.filename}
        confirmLabel={t('records.form.delete')}
        destructive
        onConfirm={async () => {
          if (removing) await deleteAttachment({ variables: { recordId: record.id, id: removing.id } });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
