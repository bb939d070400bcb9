// The delivery address step: fields prefilled from the personal information, required ones checked here, the
// server's BAD_USER_INPUT field shown on the right input.
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface AddressValues {
  name: string;
  line: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressValues = { name: '', line: '', city: '', postalCode: '', country: '', phone: '' };
const REQUIRED: (keyof AddressValues)[] = ['name', 'line', 'city', 'postalCode', 'country'];
const MAX: Record<keyof AddressValues, number> = { name: 100, line: 200, city: 100, postalCode: 20, country: 2, phone: 30 };

export const missingFields = (v: AddressValues) => REQUIRED.filter((k) => !v[k].trim());

interface AddressFormProps {
  values: AddressValues;
  onChange: (v: AddressValues) => void;
  /** Fields to mark (missing ones after "Next", or the one the server named). */
  errors: Partial<Record<keyof AddressValues, string>>;
}

export function AddressForm({ values, onChange, errors }: AddressFormProps) {
  const { t } = useTranslation('shop');
  const field = (k: keyof AddressValues, size: number, autoComplete: string) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        fullWidth
        label={t(`checkout.address.${k}`)}
        required={REQUIRED.includes(k)}
        value={values[k]}
        autoComplete={autoComplete}
        error={Boolean(errors[k])}
        // The country's form (2 letters) goes under it: in its label it was cut, the field being a third wide.
        helperText={errors[k] ?? (k === 'country' ? t('checkout.address.countryHint') : ' ')}
        onChange={(e) => {
          onChange({ ...values, [k]: k === 'country' ? e.target.value.toUpperCase() : e.target.value });
        }}
        slotProps={{ htmlInput: { maxLength: MAX[k], 'data-testid': `address-${k}` } }}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {field('name', 12, 'name')}
      {field('line', 12, 'street-address')}
      {field('postalCode', 4, 'postal-code')}
      {field('city', 8, 'address-level2')}
      {field('country', 4, 'country')}
      {field('phone', 8, 'tel')}
    </Grid>
  );
}
