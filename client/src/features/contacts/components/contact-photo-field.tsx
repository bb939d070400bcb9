// The photo control of the contact form: "Choose photo" uploads the file at once through the shared uploads
// door (checked by content, location data removed) and previews the server's thumbnail; "Remove photo" clears
// it. Nothing is attached to the contact until the form is saved.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, uploadFile } from '../../../shared/uploads/upload-file';
import { ContactAvatar } from './contact-avatar';
import { usePhotoErrorText } from './use-photo-error';

/** `id` undefined: unchanged since the form opened; null: removed; a string: a new upload. */
export interface PhotoChoice {
  id: string | null | undefined;
  url: string | null;
}

interface Props {
  value: PhotoChoice;
  onChange: (next: PhotoChoice) => void;
  onBusy: (busy: boolean) => void;
  firstname: string;
  lastname: string;
  /** The server's refusal of the chosen id (field imageUploadId), if any. */
  error?: string;
}

export function ContactPhotoField({ value, onChange, onBusy, firstname, lastname, error }: Props) {
  const { t } = useTranslation('contacts');
  const photoError = usePhotoErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const message = failure ?? error ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onBusy(true);
    setFailure(null);
    try {
      const up = await uploadFile(file, 'image');
      onChange({ id: up.id, url: up.thumbUrl ?? up.url });
    } catch (err) {
      setFailure(photoError(err));
    } finally {
      setUploading(false);
      onBusy(false);
      // The same file may be chosen again after a failure.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={0.5} data-testid="contact-photo">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ContactAvatar firstname={firstname} lastname={lastname} image={value.url} size={56} />
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={uploading}
          data-testid="contact-photo-choose"
        >
          {uploading ? t('photo.uploading') : t('photo.choose')}
          <input
            ref={input}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="contact-photo-file"
          />
        </Button>
        {value.url ? (
          <Button
            size="small"
            startIcon={<DeleteOutlined />}
            onClick={() => {
              setFailure(null);
              onChange({ id: null, url: null });
            }}
            disabled={uploading}
            data-testid="contact-photo-remove"
          >
            {t('photo.remove')}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? t('photo.hint')}
      </FormHelperText>
    </Stack>
  );
}
