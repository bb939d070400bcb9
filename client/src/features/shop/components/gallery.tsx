import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The main picture and a row of thumbnails (buttons) that choose it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('shop');
  const [current, setCurrent] = useState(0);
  return (
    <Box>
      <Box
        component="img"
        src={images[current]}
        alt={t('detail.gallery', { n: current + 1, name })}
        sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 2, display: 'block' }}
        data-testid="gallery-main"
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {images.map((src, i) => (
          <ButtonBase
            key={src}
            onClick={() => {
              setCurrent(i);
            }}
            aria-label={t('detail.gallery', { n: i + 1, name })}
            aria-pressed={i === current}
            sx={{ borderRadius: 1, outline: i === current ? '2px solid' : 'none', outlineColor: 'primary.main', overflow: 'hidden' }}
          >
            <Box component="img" src={src} alt="" sx={{ width: 72, height: 72, display: 'block' }} />
          </ButtonBase>
        ))}
      </Stack>
    </Box>
  );
}
