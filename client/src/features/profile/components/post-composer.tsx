// Writing a post: text, who may see it, images uploaded first through the uploads door, and optionally a
// health snapshot (kinds the author picks; the server reads the values when the post is written).
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PostVisibility } from '../../../gql/graphql';
import { ProfileCreatePostDocument } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { IMAGE_ACCEPT, uploadFile } from '../../../shared/uploads/upload-file';
import type { UploadedFile } from '../../../shared/uploads/upload-file';
import { HealthSnapshotCard } from './health-snapshot-card';
import { HealthSnapshotPicker } from './health-snapshot-picker';
import type { PickedSnapshot } from './health-snapshot-picker';
import { useUploadErrorText } from './use-upload-error';

const MAX_BODY = 5000;

export function PostComposer({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const uploadErrorText = useUploadErrorText();
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<PostVisibility>('MEMBERS');
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<PickedSnapshot | null>(null);
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [create, { loading }] = useMutation(ProfileCreatePostDocument);
  const tooLong = body.length > MAX_BODY;

  const addFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of Array.from(files)) {
        const up = await uploadFile(file, 'image');
        setImages((list) => [...list, up]);
      }
    } catch (err) {
      setError(uploadErrorText(err));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async () => {
    setError(null);
    try {
      const healthSnapshot = snapshot?.kinds ?? [];
      await create({ variables: { input: { body, visibility, imageIds: images.map((i) => i.id), healthSnapshot } } });
      setBody('');
      setImages([]);
      setSnapshot(null);
      onPosted();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Card component="section" aria-labelledby="composer-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="composer-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('composer.label')}
        </Typography>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('composer.placeholder')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={tooLong}
          helperText={tooLong ? t('composer.tooLong', { max: MAX_BODY }) : t('composer.privacy')}
          slotProps={{ htmlInput: { 'data-testid': 'composer-body' } }}
        />
        {images.length ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            {images.map((img) => (
              <Box key={img.id} sx={{ position: 'relative' }}>
                <Box component="img" src={img.thumbUrl ?? img.url} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} />
                <IconButton
                  size="small"
                  aria-label={t('composer.removeImage', { name: img.filename })}
                  onClick={() => setImages((list) => list.filter((i) => i.id !== img.id))}
                  sx={{ position: 'absolute', top: 0, insetInlineEnd: 0, bgcolor: 'background.paper' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
        ) : null}
        {snapshot ? (
          <Box sx={{ mt: 1.5 }}>
            <HealthSnapshotCard
              snapshot={snapshot.preview}
              title={t('snapshot.pending')}
              action={
                <IconButton size="small" aria-label={t('snapshot.remove')} onClick={() => setSnapshot(null)} data-testid="snapshot-remove">
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            />
          </Box>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
            {error}
          </Alert>
        ) : null}
        {/* Each control keeps its label on one line; when a row cannot hold them all (the composer beside the intro
            card at 1280 px, French), the next goes to a second row, with Post still at the end. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: { sm: 'wrap' }, '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}
        >
          <TextField
            select
            size="small"
            label={t('composer.visibility')}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as PostVisibility)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="MEMBERS">{t('composer.members')}</MenuItem>
            <MenuItem value="FOLLOWERS">{t('composer.followers')}</MenuItem>
          </TextField>
          <Button component="label" variant="outlined" startIcon={<ImageOutlined />} disabled={uploading}>
            {uploading ? t('composer.uploading') : t('composer.addImages')}
            <input ref={fileInput} hidden type="file" accept={IMAGE_ACCEPT} multiple onChange={(e) => void addFiles(e.target.files)} data-testid="composer-file" />
          </Button>
          <Button variant="outlined" startIcon={<MonitorHeartOutlined />} onClick={() => setPicking(true)} data-testid="snapshot-open">
            {t('snapshot.share')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={loading || uploading || tooLong || (!body.trim() && !images.length && !snapshot)}
            data-testid="composer-submit"
          >
            {t('composer.submit')}
          </Button>
        </Stack>
      </CardContent>
      {picking ? (
        <HealthSnapshotPicker
          initial={snapshot?.kinds ?? []}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setSnapshot(picked.kinds.length ? picked : null);
            setPicking(false);
          }}
        />
      ) : null}
    </Card>
  );
}
