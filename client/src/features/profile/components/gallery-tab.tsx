// The gallery tab: the member's images in a grid (search by title), a viewer with previous/next, and for the
// owner: upload (JPEG/PNG/WebP ≤ 10 MiB, checked by the server from the bytes), delete, use as avatar/cover.
import { useDeferredValue, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ProfileAddGalleryImageDocument, ProfileGalleryDocument } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IMAGE_ACCEPT, uploadFile } from '../../../shared/uploads/upload-file';
import { GalleryViewer } from './gallery-viewer';
import { useUploadErrorText } from './use-upload-error';

export function GalleryTab({ userId, mine }: { userId: string | null; mine: boolean }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const uploadErrorText = useUploadErrorText();
  const wide = useMediaQuery((th: Theme) => th.breakpoints.up('md'));
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const q = useQuery(ProfileGalleryDocument, { variables: { userId, search: deferred || null }, fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(ProfileAddGalleryImageDocument);
  const images = q.data?.gallery.nodes ?? [];

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of Array.from(files)) {
        const up = await uploadFile(file, 'image');
        await add({ variables: { uploadId: up.id } });
      }
      await q.refetch();
    } catch (err) {
      setError(uploadErrorText(err));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField size="small" type="search" label={t('gallery.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flexGrow: 1 }} />
        {mine ? (
          <Button component="label" variant="contained" startIcon={<UploadOutlined />} disabled={uploading} data-testid="gallery-upload">
            {uploading ? t('composer.uploading') : t('gallery.upload')}
            <input ref={input} hidden type="file" accept={IMAGE_ACCEPT} multiple onChange={(e) => void upload(e.target.files)} data-testid="gallery-file" />
          </Button>
        ) : null}
      </Stack>
      {mine ? <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('gallery.uploadHint')}</Typography> : null}
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      {q.error && !q.data ? <Alert severity="error">{t('loadError')}</Alert> : null}
      {!q.data && q.loading ? <CircularProgress aria-label={t('tabs.gallery')} /> : null}
      {q.data && !images.length ? (
        <EmptyState icon={<CollectionsOutlined fontSize="large" color="primary" />} title={t('gallery.empty')} text={t('gallery.emptyText')} />
      ) : null}
      {images.length ? (
        <ImageList cols={wide ? 4 : 2} gap={12} data-testid="gallery-grid">
          {images.map((img, i) => (
            <ImageListItem key={img.id} sx={{ cursor: 'pointer' }}>
              <Box
                component="button"
                type="button"
                aria-label={t('gallery.open', { title: img.title })}
                onClick={() => setOpen(i)}
                sx={{ p: 0, border: 0, background: 'none', cursor: 'pointer', display: 'block', width: '100%' }}
              >
                <Box component="img" src={img.image.thumbUrl ?? img.image.url} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              </Box>
              <ImageListItemBar position="below" title={img.title} subtitle={f.date(Date.parse(String(img.createdAt)))} />
            </ImageListItem>
          ))}
        </ImageList>
      ) : null}
      {open !== null ? (
        <GalleryViewer images={images} index={open} mine={mine} onIndex={setOpen} onClose={() => setOpen(null)} onDeleted={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
