// /apps/ecommerce/detail/:id: gallery, price, stock, quantity, add to cart / buy now, description and reviews
// tabs, related devices.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useErrorText } from '../../../shared/api/use-error-text';
import { PageShell } from '../../../shared/ui/page-shell';
import { useAddToCart, useProduct } from '../api/use-shop';
import { ShopActions } from '../components/cart-button';
import { Gallery } from '../components/gallery';
import { Price } from '../components/price';
import { ProductCard } from '../components/product-card';
import { QuantityStepper } from '../components/quantity-stepper';
import { RatingLine } from '../components/rating-line';
import { ReviewsPanel } from '../components/reviews-panel';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

export function ProductPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error } = useProduct(id);
  const [add, { loading: adding, error: addError }] = useAddToCart();
  const [qty, setQty] = useState(1);
  const [tab, setTab] = useState(0);
  const [added, setAdded] = useState(false);
  const p = data?.product;

  const addToCart = async (thenCheckout: boolean) => {
    await add({ variables: { productId: id, quantity: qty } });
    if (thenCheckout) await navigate(paths.shop.checkout);
    else setAdded(true);
  };

  const back = (
    <Button component={RouterLink} to={paths.shop.list} startIcon={<ArrowBackOutlined sx={flipInRtl} />}>
      {t('detail.back')}
    </Button>
  );
  if (!p) {
    return (
      <PageShell title={t('title')} actions={back}>
        {error ? <Alert severity="error">{errorText(error)}</Alert> : <Skeleton variant="rounded" height={420} />}
      </PageShell>
    );
  }
  return (
    <PageShell title={p.name} actions={<>{back}<ShopActions /></>}>
      <Card>
        <CardContent>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Gallery images={p.images} name={p.name} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Chip label={t(`categories.${p.category}`)} size="small" />
                  <Chip label={p.inStock ? t('inStock', { count: p.stock }) : t('outOfStock')} color={p.inStock ? 'success' : 'error'} size="small" variant="outlined" />
                  {p.gadgetKind ? <Chip label={t('detail.pairs')} color="primary" size="small" variant="outlined" /> : null}
                </Stack>
                <RatingLine rating={p.rating} count={p.reviewCount} />
                <Price minor={p.priceMinor} oldMinor={p.oldPriceMinor} currency={p.currency} size="large" />
                <Typography color="text.secondary" dir="auto">
                  {p.description}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Typography>{t('quantity')}</Typography>
                  <QuantityStepper value={qty} onChange={setQty} label={p.name} disabled={!p.inStock} />
                </Stack>
                {added ? <Alert severity="success" role="status">{t('added')}</Alert> : null}
                {addError ? <Alert severity="error">{errorText(addError)}</Alert> : null}
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button variant="contained" disabled={!p.inStock || adding} onClick={() => void addToCart(false).catch(() => undefined)} data-testid="add-to-cart">
                    {t('addToCart')}
                  </Button>
                  <Button variant="outlined" disabled={!p.inStock || adding} onClick={() => void addToCart(true).catch(() => undefined)} data-testid="buy-now">
                    {t('buyNow')}
                  </Button>
                </Stack>
              </Stack>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card sx={{ mt: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => {
            setTab(v);
          }}
          sx={{ px: 2 }}
        >
          <Tab label={t('detail.description')} id="tab-description" aria-controls="panel-description" />
          <Tab label={t('detail.reviews', { count: p.reviewCount })} id="tab-reviews" aria-controls="panel-reviews" data-testid="reviews-tab" />
        </Tabs>
        <CardContent role="tabpanel" id={tab === 0 ? 'panel-description' : 'panel-reviews'} aria-labelledby={tab === 0 ? 'tab-description' : 'tab-reviews'}>
          {tab === 0 ? <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
              {p.description}
            </Typography> : <ReviewsPanel productId={p.id} canReview={p.canReview} />}
        </CardContent>
      </Card>
      {p.related.length > 0 ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('detail.related')}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {p.related.map((r) => (
              <Grid key={r.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <ProductCard product={r} />
              </Grid>
            ))}
          </Grid>
        </>
      ) : null}
    </PageShell>
  );
}
