import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

/** A labelled select of fixed choices (units, clock, weekday, theme…). */
export function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const labelId = `${props.id}-label`;
  return (
    <FormControl fullWidth size="small" disabled={props.disabled ?? false}>
      <InputLabel id={labelId}>{props.label}</InputLabel>
      <Select
        labelId={labelId}
        id={props.id}
        label={props.label}
        value={props.value}
        data-testid={props.id}
        onChange={(event) => {
          const next = props.options.find((o) => o.value === event.target.value);
          if (next) props.onChange(next.value);
        }}
      >
        {props.options.map((o) => (
          <MenuItem key={o.value} value={o.value} data-testid={`${props.id}-${o.value}`}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
