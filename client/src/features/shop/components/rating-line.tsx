import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Stars (read-only, labelled for screen readers) and the review count. */
export function RatingLine({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation('shop');
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noRating')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={rating} precision={0.5} readOnly size="small" aria-label={t('ratingLabel', { rating })} />
      <Typography variant="body2" color="text.secondary">
        {t('reviewsCount', { count })}
      </Typography>
    </Stack>
  );
}
