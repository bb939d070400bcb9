import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { productPath } from '../../../app/paths';
import type { ProductCardFragment } from '../../../gql/graphql';
import { Price } from './price';
import { RatingLine } from './rating-line';

/** One device in the grid: picture, name, price (and former price), rating; the whole card opens the detail. */
export function ProductCard({ product }: { product: ProductCardFragment }) {
  const { t } = useTranslation('shop');
  return (
    <Card sx={{ height: '100%' }} data-testid="product-card">
      <CardActionArea component={RouterLink} to={productPath(product.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={product.images[0]}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
          />
          {!product.inStock ? (
            <Chip label={t('outOfStock')} color="error" size="small" sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }} />
          ) : null}
        </Box>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {product.name}
          </Typography>
          <Price minor={product.priceMinor} oldMinor={product.oldPriceMinor} currency={product.currency} />
          <RatingLine rating={product.rating} count={product.reviewCount} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
