import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AlertThreshold } from '../../api/use-alert-thresholds';

/** One rule's limit, with its default and the allowed bounds under it. */
export function ThresholdField(props: {
  rule: AlertThreshold;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  unit: string;
  defaultText: string;
  minText: string;
  maxText: string;
}) {
  const { t } = useTranslation();
  const { rule } = props;
  const id = `threshold-${rule.kind}-${rule.name}`;
  return (
    <Stack spacing={0.5}>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={t(`preferences.thresholds.rules.${rule.kind}.${rule.name}` as 'preferences.thresholds.rules.SPO2.low')}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        error={props.error !== null}
        helperText={
          props.error ??
          t('preferences.thresholds.bounds', { default: props.defaultText, min: props.minText, max: props.maxText })
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': id, dir: 'ltr' },
          input: { endAdornment: <InputAdornment position="end">{props.unit}</InputAdornment> },
        }}
      />
      <Stack direction="row" spacing={1}>
        {rule.severity === 'CRITICAL' ? (
          <Chip size="small" color="error" variant="outlined" label={t('preferences.thresholds.critical')} />
        ) : null}
        {rule.custom ? <Chip size="small" color="primary" label={t('preferences.thresholds.custom')} /> : null}
      </Stack>
    </Stack>
  );
}
