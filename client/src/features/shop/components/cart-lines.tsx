// The cart's lines: picture, name, unit price, quantity stepper (±1, 1–99), line total, remove.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import type { Cart } from '../api/use-shop';
import { useRemoveFromCart, useSetCartQuantity } from '../api/use-shop';
import { useMoney } from '../lib/money';
import { QuantityStepper } from './quantity-stepper';

export function CartLines({ cart, editable, highlight = [] }: { cart: Cart; editable: boolean; highlight?: string[] }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const errorText = useErrorText();
  const [setQty, { loading: setting, error: setError }] = useSetCartQuantity();
  const [remove, { loading: removing, error: removeError }] = useRemoveFromCart();
  const busy = setting || removing;
  const error = setError ?? removeError;
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="cart-lines">
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {cart.items.map(({ product: p, quantity, lineTotalMinor }) => (
        <Stack
          key={p.id}
          component="li"
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, p: 1, borderRadius: 1, outline: highlight.includes(p.id) ? '2px solid' : 'none', outlineColor: 'error.main' }}
          data-testid="cart-line"
        >
          <Box component="img" src={p.images[0]} alt="" sx={{ width: 64, height: 64, borderRadius: 1 }} />
          <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {money(p.priceMinor, p.currency)}
            </Typography>
          </Box>
          {editable ? (
            <QuantityStepper
              value={quantity}
              label={p.name}
              disabled={busy}
              onChange={(q) => void setQty({ variables: { productId: p.id, quantity: q } }).catch(() => undefined)}
            />
          ) : (
            <Typography>× {quantity}</Typography>
          )}
          <Typography sx={{ minWidth: 90, textAlign: 'end', fontWeight: 600 }}>{money(lineTotalMinor, cart.currency)}</Typography>
          {editable ? (
            <IconButton
              aria-label={t('remove', { name: p.name })}
              disabled={busy}
              onClick={() => void remove({ variables: { productId: p.id } }).catch(() => undefined)}
              data-testid="remove-line"
            >
              <DeleteOutlined />
            </IconButton>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
