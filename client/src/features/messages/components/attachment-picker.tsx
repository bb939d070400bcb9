// Attachments of the message being written: each file goes to the uploads door first (validated there by its
// content, ≤ 10 MiB); the message carries only the ids.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FILE_ACCEPT, FileTooLargeError, uploadFile } from '../../../shared/uploads/upload-file';

export interface Attached {
  id: string;
  filename: string;
}

const MAX = 10;

export function AttachmentPicker({ value, onChange }: { value: Attached[]; onChange: (v: Attached[]) => void }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    setError(null);
    let list = value;
    for (const file of Array.from(files ?? [])) {
      if (list.length >= MAX) {
        setError(t('dialog.tooMany'));
        break;
      }
      setBusy(file.name);
      try {
        const up = await uploadFile(file, 'file');
        list = [...list, { id: up.id, filename: up.filename }];
        onChange(list);
      } catch (err) {
        setError(err instanceof FileTooLargeError ? t('dialog.tooLarge', { name: file.name }) : errorText(err, file.name));
      }
    }
    setBusy(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" startIcon={<AttachFileOutlined />} disabled={busy !== null || value.length >= MAX}>
          {t('dialog.attach')}
          <input
            hidden
            type="file"
            multiple
            accept={FILE_ACCEPT}
            data-testid="compose-attach"
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
        {value.map((a) => (
          <Chip
            key={a.id}
            label={a.filename}
            onDelete={() => onChange(value.filter((x) => x.id !== a.id))}
            aria-label={t('dialog.removeAttachment', { name: a.filename })}
          />
        ))}
      </Box>
      {busy ? <LinearProgress aria-label={t('dialog.uploading', { name: busy })} sx={{ mt: 1 }} /> : null}
      <FormHelperText error={Boolean(error)}>{error ?? t('dialog.attachHelp')}</FormHelperText>
    </Box>
  );
}
