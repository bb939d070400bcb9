// Reviews of a device, newest first, and the form for a buyer who has not reviewed it yet. Text is shown as
// text (React escapes it), never as HTML.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { useReviewProduct, useReviews } from '../api/use-shop';

export function ReviewsPanel({ productId, canReview }: { productId: string; canReview: boolean }) {
  const { t } = useTranslation('shop');
  const fmt = useFormat();
  const errorText = useErrorText();
  const { data, error } = useReviews(productId);
  const [review, { loading, error: sendError }] = useReviewProduct(productId);
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async () => {
    if (!rating || !body.trim()) return;
    await review({ variables: { productId, rating, body } });
    setSent(true);
  };

  return (
    <Stack spacing={2} data-testid="reviews">
      <Typography color="text.secondary">{t('reviews.onlyBuyers')}</Typography>
      {sent ? <Alert severity="success">{t('reviews.thanks')}</Alert> : null}
      {canReview && !sent ? (
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={(e) => {
            e.preventDefault();
            submit().catch(() => undefined);
          }}
        >
          <Typography variant="h6" component="h3">
            {t('reviews.write')}
          </Typography>
          <Typography component="legend" id="your-rating">
            {t('reviews.yourRating')}
          </Typography>
          <Rating
            name="rating"
            value={rating}
            onChange={(_e, v) => {
              setRating(v);
            }}
            aria-labelledby="your-rating"
          />
          <TextField
            label={t('reviews.body')}
            multiline
            minRows={3}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
            }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            helperText={`${body.length}/1000`}
          />
          {sendError ? <Alert severity="error">{errorText(sendError)}</Alert> : null}
          <Button type="submit" variant="contained" disabled={loading || !rating || !body.trim()} sx={{ alignSelf: 'flex-start' }}>
            {t('reviews.submit')}
          </Button>
        </Stack>
      ) : null}
      {error && !data ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!data && !error ? <Skeleton variant="rounded" height={80} /> : null}
      {data?.productReviews.length === 0 ? <Typography>{t('reviews.none')}</Typography> : null}
      <Stack divider={<Divider flexItem />} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.productReviews.map((r) => (
          <li key={r.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Rating value={r.rating} readOnly size="small" aria-label={t('ratingLabel', { rating: r.rating })} />
              <Typography variant="subtitle2">
                {r.author}
                {r.mine ? ` (${t('reviews.you')})` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {fmt.date(Date.parse(String(r.createdAt)))}
              </Typography>
            </Stack>
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.body}</Typography>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
