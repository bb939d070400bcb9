// A native <select> in an MUI TextField: accessible, keyboard- and screen-reader-friendly, and a long list
// (countries) scrolls natively. The first option clears the field ("Not specified" unless the form names it).
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextFieldProps, 'select' | 'children'> & { options: { value: string; label: string }[]; emptyLabel?: string };

export function SelectField({ options, emptyLabel, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField {...props} select fullWidth slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{emptyLabel ?? t('personalInfo.notSpecified')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
