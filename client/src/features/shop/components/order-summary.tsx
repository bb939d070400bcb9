import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../lib/money';

interface Sums {
  subtotalMinor: number;
  listSubtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  currency: string;
}

const Row = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={strong ? 'summary-total' : testId}>
      {value}
    </Typography>
  </Stack>
);

/**
 * Subtotal (at the old prices of reduced devices), discount, shipping and total as the server computed them
 * (the client never adds prices up): subtotal − discount + shipping = total.
 */
export function OrderSummary({ sums }: { sums: Sums }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  return (
    <Card component="aside" aria-labelledby="summary-title">
      <CardContent>
        <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('checkout.summary')}
        </Typography>
        <Stack spacing={1.5}>
          <Row label={t('checkout.subtotal')} value={money(sums.listSubtotalMinor, sums.currency)} testId="summary-subtotal" />
          {/* No row for a discount of nothing ("-€0.00" read like a charge). */}
          {sums.discountMinor > 0 ? (
            <Row label={t('checkout.discount')} value={money(-sums.discountMinor, sums.currency)} testId="summary-discount" />
          ) : null}
          <Row label={t('checkout.shipping')} value={sums.shippingMinor === 0 ? t('checkout.free') : money(sums.shippingMinor, sums.currency)} />
          <Divider />
          <Row label={t('checkout.total')} value={money(sums.totalMinor, sums.currency)} strong />
          <Typography variant="body2" color="text.secondary">
            {t('checkout.freeShippingHint', { amount: money(5_000, sums.currency) })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
