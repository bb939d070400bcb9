// /apps/ecommerce/orders: the user's orders, newest first, with their status (live: a payment recorded by an
// administrator turns "Awaiting payment" into "Paid" without a reload) and the gadget offer per device.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { OrderFieldsFragment, OrderStatus } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useOrders } from '../api/use-shop';
import { GadgetOffer } from '../components/gadget-offer';
import { useMoney } from '../lib/money';

const STATUS_COLOUR: Record<OrderStatus, 'warning' | 'success' | 'default'> = {
  AWAITING_PAYMENT: 'warning',
  PAID: 'success',
  CANCELLED: 'default',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return <Chip label={t(`status.${status}`)} color={STATUS_COLOUR[status]} size="small" data-testid="order-status" />;
}

function OrderCard({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const fmt = useFormat();
  return (
    <Card component="li" data-testid="order-card">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('ordersPage.number', { number: order.number })}
          </Typography>
          <StatusChip status={order.status} />
          <Typography sx={{ fontWeight: 700 }}>{money(order.totalMinor, order.currency)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('ordersPage.placedOn', { date: fmt.dateTime(Date.parse(String(order.createdAt))) })}
          {order.invoiceId ? ` · ${t('ordersPage.invoice')}` : ''}
        </Typography>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {order.items.map((i) => (
            <Stack key={i.id} component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box component="img" src={i.image} alt="" sx={{ width: 40, height: 40, borderRadius: 1 }} />
              <Typography sx={{ flexGrow: 1 }}>
                {i.name} × {i.quantity}
              </Typography>
              <Typography>{money(i.lineTotalMinor, order.currency)}</Typography>
            </Stack>
          ))}
        </Stack>
        <GadgetOffer order={order} />
      </CardContent>
    </Card>
  );
}

export function OrdersPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const { data, error } = useOrders();
  const orders = data?.orders;
  return (
    <PageShell
      title={t('ordersPage.title')}
      subtitle={t('ordersPage.subtitle')}
      actions={
        <Button component={RouterLink} to={paths.shop.list}>
          {t('checkout.goShopping')}
        </Button>
      }
    >
      {error && !orders ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!orders && !error ? <Skeleton variant="rounded" height={200} /> : null}
      {orders?.length === 0 ? (
        <EmptyState icon={<ReceiptLongOutlined fontSize="large" color="action" />} title={t('ordersPage.empty')} text={t('ordersPage.emptyText')} />
      ) : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders?.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </Stack>
    </PageShell>
  );
}
