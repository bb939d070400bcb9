// The delivery address step: fields prefilled from the personal information, the country chosen from a list, and
// every field the server would refuse checked here when leaving the step (all of them at once, before the review
// shows the address as where the order goes); a refusal the server still gives lands on its field.
import { useMemo, type ChangeEvent } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { parsePhoneNumberFromString, isSupportedCountry } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../shared/lib/countries';
import { useFormat } from '../../../shared/lib/use-format';
import { SelectField } from '../../../shared/ui/select-field';

export interface AddressValues {
  name: string;
  line: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
}

type Errors = Partial<Record<keyof AddressValues, string>>;

export const EMPTY_ADDRESS: AddressValues = { name: '', line: '', city: '', postalCode: '', country: '', phone: '' };
const REQUIRED: (keyof AddressValues)[] = ['name', 'line', 'city', 'postalCode', 'country'];
const MAX: Record<keyof AddressValues, number> = { name: 100, line: 200, city: 100, postalCode: 20, country: 2, phone: 30 };
/** The server's rule (shop.validation.ts parseAddress). */
const POSTAL_CODE = /^[\p{L}\p{N} -]+$/u;

/**
 * What the server would refuse in this address, by field, in the page's language: the required fields, a country
 * outside the list, a postal code with other characters, a phone number that is not one for the country.
 */
export function addressErrors(v: AddressValues, t: TFunction<'shop'>): Errors {
  const errors: Errors = {};
  for (const k of REQUIRED) if (!v[k].trim()) errors[k] = t('checkout.address.required');
  const country = v.country.trim().toUpperCase();
  if (country && !isSupportedCountry(country)) errors.country = t('apiErrors.rules.NOT_IN_LIST', { ns: 'translation' });
  const postalCode = v.postalCode.trim();
  if (postalCode && !POSTAL_CODE.test(postalCode)) {
    errors.postalCode = t('apiErrors.rules.INVALID_POSTAL_CODE', { ns: 'translation' });
  }
  const phone = v.phone.trim();
  const region = country && isSupportedCountry(country) ? country : undefined;
  if (phone && !parsePhoneNumberFromString(phone, region)?.isValid()) {
    errors.phone = t('apiErrors.rules.INVALID_PHONE', { ns: 'translation' });
  }
  return errors;
}

interface AddressFormProps {
  values: AddressValues;
  onChange: (v: AddressValues) => void;
  /** Fields to mark (found when leaving the step, or the one the server named). */
  errors: Errors;
}

export function AddressForm({ values, onChange, errors }: AddressFormProps) {
  const { t } = useTranslation('shop');
  const { locale } = useFormat();
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
  const common = (k: keyof AddressValues) => ({
    label: t(`checkout.address.${k}`),
    required: REQUIRED.includes(k),
    value: values[k],
    error: Boolean(errors[k]),
    helperText: errors[k] ?? ' ',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange({ ...values, [k]: e.target.value });
    },
  });
  const field = (k: keyof AddressValues, size: number, autoComplete: string) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        fullWidth
        {...common(k)}
        autoComplete={autoComplete}
        slotProps={{ htmlInput: { maxLength: MAX[k], 'data-testid': `address-${k}`, ...(k === 'phone' ? { dir: 'ltr' } : {}) } }}
        type={k === 'phone' ? 'tel' : 'text'}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {field('name', 12, 'name')}
      {field('line', 12, 'street-address')}
      {field('postalCode', 4, 'postal-code')}
      {field('city', 8, 'address-level2')}
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField
          {...common('country')}
          emptyLabel={t('checkout.address.chooseCountry')}
          autoComplete="country"
          options={countries}
          slotProps={{ htmlInput: { 'data-testid': 'address-country' } }}
        />
      </Grid>
      {field('phone', 8, 'tel')}
    </Grid>
  );
}
