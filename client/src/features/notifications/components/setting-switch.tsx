import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';

interface SettingSwitchProps {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch with its explanation tied to it (aria-describedby). */
export function SettingSwitch({ id, label, help, checked, onChange }: SettingSwitchProps) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={id}
            checked={checked}
            onChange={(_e, v) => onChange(v)}
            slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
          />
        }
        label={label}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, marginInlineStart: '47px' }}>
        {help}
      </FormHelperText>
    </Box>
  );
}
