// The gallery's viewer: one image large, previous/next (buttons, or the arrow keys in the reading direction),
// and for the owner: use as avatar/cover, delete. Closing (Escape, the button) gives focus back to the
// thumbnail that opened it (the dialog's focus trap restores it).
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProfileGalleryQuery } from '../../../gql/graphql';
import {
  ProfileBannerDocument,
  ProfileDeleteGalleryImageDocument,
  ProfileGalleryDocument,
  ProfileSetImageDocument,
} from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

type Image = ProfileGalleryQuery['gallery']['nodes'][number];

interface GalleryViewerProps {
  images: Image[];
  index: number;
  mine: boolean;
  onIndex: (i: number) => void;
  onClose: () => void;
  onDeleted: () => void;
}

export function GalleryViewer({ images, index, mine, onIndex, onClose, onDeleted }: GalleryViewerProps) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const rtl = useTheme().direction === 'rtl';
  const errorText = useErrorText();
  const [confirm, setConfirm] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [remove] = useMutation(ProfileDeleteGalleryImageDocument, { refetchQueries: [ProfileGalleryDocument, ProfileBannerDocument] });
  const [setImage, setState] = useMutation(ProfileSetImageDocument, { refetchQueries: [ProfileBannerDocument] });
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;
  const count = images.length;
  // A button that becomes disabled drops focus to <body>, where the dialog no longer hears Escape: at either end
  // focus goes to the other button. After the render, since that button may itself still be disabled now
  // (two images: "previous" is enabled only once the second one shows).
  const focusAfter = useRef<'previous' | 'next' | null>(null);
  const go = useCallback(
    (i: number) => {
      setNote(null);
      onIndex(i);
      focusAfter.current = i === count - 1 ? 'previous' : i === 0 ? 'next' : null;
    },
    [onIndex, count],
  );
  useEffect(() => {
    const target = focusAfter.current === 'previous' ? previousButton : focusAfter.current === 'next' ? nextButton : null;
    focusAfter.current = null;
    target?.current?.focus();
  }, [index]);
  // On the window, so the arrows work wherever focus is inside the dialog. The arrow pointing "forward" in the
  // reading direction moves to the next image: right in LTR, left in RTL.
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (confirm || e.defaultPrevented || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      const forward = (e.key === 'ArrowRight') !== rtl;
      if (forward && hasNext) go(index + 1);
      if (!forward && hasPrevious) go(index - 1);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [confirm, rtl, hasNext, hasPrevious, go, index]);
  const image = images[index];
  if (!image) return null;
  const use = async (slot: 'AVATAR' | 'COVER') => {
    try {
      await setImage({ variables: { slot, galleryImageId: image.id } });
      setNote({ ok: true, text: t('gallery.saved') });
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="gallery-viewer-title" data-testid="gallery-viewer">
      {/* <bdi>: a Latin file name stays readable in Arabic without pulling the heading to the left. */}
      <DialogTitle id="gallery-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{image.title}</bdi>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton ref={previousButton} aria-label={t('gallery.previous')} disabled={!hasPrevious} onClick={() => go(index - 1)} data-testid="gallery-previous">
            <ChevronLeft sx={flipInRtl} />
          </IconButton>
          <Box
            component="img"
            src={image.image.url}
            alt={image.title}
            data-testid="gallery-viewer-image"
            sx={{ flexGrow: 1, minWidth: 0, maxHeight: '65vh', objectFit: 'contain' }}
          />
          <IconButton ref={nextButton} aria-label={t('gallery.next')} disabled={!hasNext} onClick={() => go(index + 1)} data-testid="gallery-next">
            <ChevronRight sx={flipInRtl} />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ textAlign: 'center', mt: 1 }} data-testid="gallery-position">
          {t('gallery.position', { n: f.number(index + 1), total: f.number(images.length) })}
        </Typography>
        {note ? <Alert severity={note.ok ? 'success' : 'error'} sx={{ mt: 1 }}>{note.text}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mine ? (
          <>
            <Button disabled={setState.loading} onClick={() => void use('AVATAR')}>{t('gallery.useAvatar')}</Button>
            <Button disabled={setState.loading} onClick={() => void use('COVER')}>{t('gallery.useCover')}</Button>
            <Button color="error" onClick={() => setConfirm(true)}>{t('gallery.delete')}</Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('gallery.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirm}
        title={t('gallery.deleteTitle')}
        text={t('gallery.deleteText')}
        confirmLabel={t('gallery.delete')}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          await remove({ variables: { id: image.id } });
          setConfirm(false);
          onDeleted();
        }}
      />
    </Dialog>
  );
}
