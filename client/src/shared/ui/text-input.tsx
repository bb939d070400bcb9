// A text field from MUI's parts (FormControl, InputLabel, OutlinedInput, FormHelperText): what TextField renders
// for the outlined variant, the same markup and accessibility (the label names the input, the helper text
// describes it, `required` and `error` reach both). TextField itself also imports Select for its `select` mode,
// and with it Menu, Popover and Modal: about 13 KB compressed that the sign-in page loaded and never used.
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  /** Below the field; the input's description (aria-describedby). */
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (inputMode, dir, spellCheck…). */
  htmlInput?: InputBaseComponentProps;
}

export function TextInput({
  id,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  htmlInput,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // An e-mail address is written left to right in every language: inheriting an Arabic page's direction, the
  // browser would draw "name@" as "@name".
  const attributes: InputBaseComponentProps = { ...(input.type === 'email' ? { dir: 'ltr' } : {}), ...htmlInput };
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} inputProps={attributes} aria-describedby={helperId} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
