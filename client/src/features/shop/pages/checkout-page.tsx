// /apps/ecommerce/eco-checkout: Cart → Delivery address (prefilled from personal information) → Review and
// place order, with the server's order summary beside every step. OUT_OF_STOCK brings the buyer back to the
// cart (kept intact by the server) with the devices concerned marked.
import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { countryName } from '../../../shared/lib/countries';
import { useFormat } from '../../../shared/lib/use-format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useCart, useCheckoutAddress, usePlaceOrder } from '../api/use-shop';
import type { AddressValues } from '../components/address-form';
import { AddressForm, EMPTY_ADDRESS, addressErrors } from '../components/address-form';
import { CartLines } from '../components/cart-lines';
import { GadgetOffer } from '../components/gadget-offer';
import { OrderSummary } from '../components/order-summary';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';

const STEPS = ['cart', 'address', 'review'] as const;

function outOfStockIds(error: unknown): string[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors[0]?.extensions;
  return ext?.['code'] === 'OUT_OF_STOCK' && Array.isArray(ext['productIds']) ? (ext['productIds'] as string[]) : null;
}

function Placed({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation('shop');
  return (
    <Stack spacing={2} data-testid="order-placed">
      <Alert severity="success">
        <AlertTitle>{t('checkout.placed', { number: order.number })}</AlertTitle>
        {t('checkout.placedText')}
      </Alert>
      <GadgetOffer order={order} />
      <Button component={RouterLink} to={paths.shop.orders} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('checkout.seeOrders')}
      </Button>
    </Stack>
  );
}

export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const format = useFormat();
  const { data, error } = useCart();
  const prefill = useCheckoutAddress();
  const [place, { loading: placing }] = usePlaceOrder();
  const [step, setStep] = useState(0);
  // Until the buyer edits it, the address is the one from the personal information (prefill).
  const [edited, setAddress] = useState<AddressValues | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverField, setServerField] = useState<{ field: string; message: string } | null>(null);
  const [problem, setProblem] = useState<{ text: string; ids: string[] } | null>(null);
  const [placed, setPlaced] = useState<OrderFieldsFragment | null>(null);
  const cart = data?.cart;

  const found = prefill.data?.checkoutAddress;
  const address: AddressValues =
    edited ??
    (found
      ? { name: found.name, line: found.line, city: found.city, postalCode: found.postalCode, country: found.country, phone: found.phone ?? '' }
      : EMPTY_ADDRESS);

  // Checked when leaving the step, then live as the buyer corrects it; the server's refusal, if any, on its field.
  const problems = addressErrors(address, t);
  const fieldErrors = { ...(touched ? problems : {}), ...(serverField ? { [serverField.field]: serverField.message } : {}) } as Partial<
    Record<keyof AddressValues, string>
  >;

  const submit = async () => {
    setProblem(null);
    try {
      const { name, line, city, postalCode, country, phone } = address;
      const r = await place({ variables: { address: { name, line, city, postalCode, country, phone: phone.trim() || null } } });
      if (r.data) setPlaced(r.data.placeOrder);
    } catch (err) {
      const ids = outOfStockIds(err);
      if (ids && cart) {
        const names = cart.items.filter((i) => ids.includes(i.product.id)).map((i) => i.product.name).join(', ');
        setProblem({ text: t('checkout.outOfStock', { names }), ids });
        setStep(0);
        return;
      }
      const info = readApiError(err);
      if (info.code === 'BAD_USER_INPUT' && info.field && info.field in EMPTY_ADDRESS) {
        setServerField({ field: info.field, message: errorText(err) });
        setStep(1);
        return;
      }
      setProblem({ text: errorText(err), ids: [] });
    }
  };

  if (placed) {
    return (
      <PageShell title={t('checkout.title')}>
        <Placed order={placed} />
      </PageShell>
    );
  }
  const empty = cart?.items.length === 0;
  return (
    <PageShell title={t('checkout.title')}>
      <Stepper
        activeStep={step}
        alternativeLabel
        // MUI words upcoming steps in the disabled grey (2.1:1): secondary text keeps them readable (WCAG 1.4.3).
        sx={{
          mb: 3,
          '& .MuiStepLabel-label': { color: 'text.secondary' },
          '& .MuiStepLabel-label.Mui-active, & .MuiStepLabel-label.Mui-completed': { color: 'text.primary' },
        }}
      >
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`checkout.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {error && !cart ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!cart && !error ? <Skeleton variant="rounded" height={240} /> : null}
      {empty ? (
        <EmptyState
          icon={<ShoppingCartOutlined fontSize="large" color="action" />}
          title={t('checkout.emptyCart')}
          text={t('checkout.emptyCartText')}
          action={
            <Button component={RouterLink} to={paths.shop.list} variant="contained">
              {t('checkout.goShopping')}
            </Button>
          }
        />
      ) : null}
      {cart && !empty ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  {t(`checkout.steps.${STEPS[step] ?? 'cart'}`)}
                </Typography>
                {problem ? (
                  <Alert severity="error" sx={{ mb: 2 }} data-testid="checkout-problem">
                    {problem.text}
                  </Alert>
                ) : null}
                {step === 0 ? <CartLines cart={cart} editable highlight={problem?.ids} /> : null}
                {step === 1 ? (
                  <Stack spacing={2}>
                    {found ? <Typography color="text.secondary">{t('checkout.prefilled')}</Typography> : null}
                    <AddressForm
                      values={address}
                      errors={fieldErrors}
                      onChange={(v) => {
                        setAddress(v);
                        setServerField(null);
                      }}
                    />
                  </Stack>
                ) : null}
                {step === 2 ? (
                  <Stack spacing={2}>
                    <CartLines cart={cart} editable={false} />
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {t('checkout.deliverTo')}
                    </Typography>
                    {/* The country by name, as the form offered it ("FR" read like a code); a long word (a street
                        written without spaces) breaks inside the card instead of running past its edge. */}
                    <Typography data-testid="deliver-to" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {[address.name, address.line, `${address.postalCode} ${address.city}`, countryName(address.country, format.locale), address.phone]
                        .filter((s) => s.trim())
                        .join('\n')}
                    </Typography>
                  </Stack>
                ) : null}
                <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
                  <Button
                    disabled={step === 0}
                    onClick={() => {
                      setStep((s) => s - 1);
                    }}
                  >
                    {t('checkout.back')}
                  </Button>
                  {step < 2 ? (
                    <Button
                      variant="contained"
                      data-testid="checkout-next"
                      onClick={() => {
                        if (step === 1) {
                          setTouched(true);
                          if (Object.keys(problems).length > 0) {
                            focusFirstInvalid(() => document.querySelector('main'));
                            return;
                          }
                        }
                        setProblem(null);
                        setStep((s) => s + 1);
                      }}
                    >
                      {t('checkout.next')}
                    </Button>
                  ) : (
                    <Button variant="contained" disabled={placing} onClick={() => void submit()} data-testid="place-order">
                      {t('checkout.place')}
                    </Button>
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OrderSummary sums={cart} />
          </Grid>
        </Grid>
      ) : null}
    </PageShell>
  );
}
