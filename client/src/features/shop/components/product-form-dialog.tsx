// Admin: create or edit a product (name, description, category, colour, gender, price, old price, stock,
// shown in the shop). The server validates again and names the field. Prices are typed as a person writes them
// ("49.90", "49,90" in French), in the shop's currency; the price starts empty and is required, so a product is
// never put in the shop for nothing by forgetting it (it started at 0 and asked for cents: "49.90" became 49).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminProductsDocument, CreateProductDocument, UpdateProductDocument } from '../../../gql/graphql';
import type { AdminProductsQuery, ProductInput } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { moneyInputText, parseMoney } from '../../../shared/lib/money';
import { useFormat } from '../../../shared/lib/use-format';
import { CATEGORIES, COLOURS, GENDERS } from '../lib/filters';

type Row = AdminProductsQuery['adminProducts']['nodes'][number];

/** The currency the shop sells in (the server's SHOP_CURRENCY); a product being edited keeps its own. */
const SHOP_CURRENCY = 'EUR';

const blank: ProductInput = {
  name: '',
  description: '',
  category: 'BP_CUFF',
  colour: 'WHITE',
  gender: 'UNISEX',
  priceMinor: 0,
  oldPriceMinor: null,
  stock: 0,
  active: true,
};

const fromRow = (r: Row): ProductInput => ({
  name: r.name,
  description: r.description,
  category: r.category,
  colour: r.colour,
  gender: r.gender,
  priceMinor: r.priceMinor,
  oldPriceMinor: r.oldPriceMinor ?? null,
  stock: r.stock,
  active: r.active,
});

/** The form's fields the server may name in a refusal (ProductInput's keys that have a field here). */
const FORM_FIELDS = ['name', 'description', 'priceMinor', 'oldPriceMinor', 'stock'] as const;

export function ProductFormDialog({ product, onClose }: { product: Row | 'new'; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const { locale } = useFormat();
  const [v, setV] = useState<ProductInput>(product === 'new' ? blank : fromRow(product));
  const currency = product === 'new' ? SHOP_CURRENCY : product.currency;
  const asText = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : moneyInputText(minor, currency, locale));
  const [price, setPrice] = useState(product === 'new' ? '' : asText(product.priceMinor));
  const [oldPrice, setOldPrice] = useState(product === 'new' ? '' : asText(product.oldPriceMinor));
  const [tried, setTried] = useState(false);
  const priceMinor = parseMoney(price, currency);
  const oldPriceMinor = oldPrice.trim() === '' ? null : parseMoney(oldPrice, currency);
  const example = moneyInputText(4990, currency, locale);
  const priceProblem =
    price.trim() === ''
      ? tried
        ? t('validation.amountRequired', { ns: 'translation' })
        : null
      : priceMinor === null
        ? t('validation.amountInvalid', { ns: 'translation', example })
        : null;
  const oldPriceProblem =
    oldPrice.trim() !== '' && oldPriceMinor === null ? t('validation.amountInvalid', { ns: 'translation', example }) : null;
  const refetch = { refetchQueries: [AdminProductsDocument] };
  const [create, c] = useMutation(CreateProductDocument, refetch);
  const [update, u] = useMutation(UpdateProductDocument, refetch);
  const error = c.error ?? u.error;
  const badField = error ? readApiError(error).field : null;
  // The server names the field it refused: its message goes under that field; anything else in the alert below.
  const serverSays = (k: string) => (error && badField === k ? errorText(error) : null);
  const atAField = badField !== null && (FORM_FIELDS as readonly string[]).includes(badField);

  const save = async () => {
    setTried(true);
    if (!v.name.trim() || !v.description.trim() || priceMinor === null || (oldPrice.trim() !== '' && oldPriceMinor === null)) return;
    const input = { ...v, priceMinor, oldPriceMinor };
    if (product === 'new') await create({ variables: { input } });
    else await update({ variables: { id: product.id, input } });
    onClose();
  };
  const text = (k: 'name' | 'description', max: number, multiline = false) => (
    <TextField
      fullWidth
      required
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      label={t(`admin.form.${k}`)}
      value={v[k]}
      error={(tried && v[k].trim() === '') || badField === k}
      helperText={tried && v[k].trim() === '' ? t('apiErrors.rules.REQUIRED', { ns: 'translation' }) : serverSays(k)}
      onChange={(e) => {
        setV({ ...v, [k]: e.target.value });
      }}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  const amount = (
    k: 'priceMinor' | 'oldPriceMinor',
    label: string,
    [text, setText]: [string, (s: string) => void],
    problem: string | null,
  ) => (
    <TextField
      fullWidth
      required={k === 'priceMinor'}
      label={label}
      value={text}
      error={problem !== null || badField === k}
      helperText={problem ?? serverSays(k) ?? ' '}
      placeholder={t('validation.dayExample', { ns: 'translation', example })}
      onChange={(e) => {
        setText(e.target.value);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 20, 'data-testid': `product-${k}` },
      }}
    />
  );
  const stock = (
    <TextField
      fullWidth
      type="number"
      label={t('admin.form.stock')}
      value={v.stock}
      error={badField === 'stock'}
      helperText={serverSays('stock') ?? ' '}
      onChange={(e) => {
        setV({ ...v, stock: e.target.value === '' ? 0 : Math.trunc(Number(e.target.value)) });
      }}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
    />
  );
  const select = <K extends 'category' | 'colour' | 'gender'>(k: K, label: string, options: string[], key: string) => (
    <TextField
      select
      fullWidth
      label={label}
      value={v[k]}
      onChange={(e) => {
        setV({ ...v, [k]: e.target.value });
      }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`${key}.${o}` as 'categories.BP_CUFF')}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="product-form-title">
      <DialogTitle id="product-form-title">{product === 'new' ? t('admin.add') : t('admin.edit', { name: product.name })}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={12}>{text('name', 120)}</Grid>
          <Grid size={12}>{text('description', 2000, true)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{select('category', t('filters.category'), CATEGORIES, 'categories')}</Grid>
          <Grid size={{ xs: 6, sm: 4 }}>{select('colour', t('filters.colour'), COLOURS, 'colours')}</Grid>
          <Grid size={{ xs: 6, sm: 4 }}>{select('gender', t('filters.gender'), GENDERS, 'genders')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{amount('priceMinor', t('admin.form.price'), [price, setPrice], priceProblem)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {amount('oldPriceMinor', t('admin.form.oldPrice'), [oldPrice, setOldPrice], oldPriceProblem)}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{stock}</Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Switch
                  checked={v.active}
                  onChange={(e) => {
                    setV({ ...v, active: e.target.checked });
                  }}
                />
              }
              label={t('admin.form.active')}
            />
          </Grid>
        </Grid>
        {error && !atAField ? <Alert severity="error" sx={{ mt: 2 }}>{errorText(error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.form.cancel')}</Button>
        <Button variant="contained" disabled={c.loading || u.loading} onClick={() => void save().catch(() => undefined)}>
          {t('admin.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
