import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useCart } from '../api/use-shop';

/** The shop pages' header actions: my orders, and the cart with its live item count. */
export function ShopActions() {
  const { t } = useTranslation('shop');
  const { data } = useCart();
  const count = data?.cart.count ?? 0;
  return (
    <>
      <Button component={RouterLink} to={paths.shop.orders} startIcon={<ReceiptLongOutlined />}>
        {t('orders')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.shop.checkout}
        variant="contained"
        aria-label={t('cartWithCount', { count })}
        data-testid="cart-button"
        startIcon={
          <Badge badgeContent={count} color="secondary" max={99} data-testid="cart-count">
            <ShoppingCartOutlined />
          </Badge>
        }
      >
        {t('cart')}
      </Button>
    </>
  );
}
