// A native <select> in an MUI TextField: accessible, keyboard- and screen-reader-friendly, and a long list
// (countries) scrolls natively. The first option clears the field.
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextFieldProps, 'select' | 'children'> & { options: { value: string; label: string }[] };

export function SelectField({ options, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField {...props} select fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{t('personalInfo.notSpecified')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
