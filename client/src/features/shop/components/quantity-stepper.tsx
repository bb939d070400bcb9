import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { useTranslation } from 'react-i18next';

export const MIN_QTY = 1;
export const MAX_QTY = 99;

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  disabled?: boolean;
  /** Names the line for screen readers, e.g. the product name. */
  label: string;
}

/** − value + in steps of 1, within 1–99 (the server enforces the same bounds). */
export function QuantityStepper({ value, onChange, disabled, label }: QuantityStepperProps) {
  const { t } = useTranslation('shop');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('quantityOf', { name: label })}>
      <IconButton
        size="small"
        aria-label={t('decrease')}
        disabled={disabled || value <= MIN_QTY}
        onClick={() => {
          onChange(value - 1);
        }}
        data-testid="qty-decrease"
      >
        <RemoveOutlined fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 32, textAlign: 'center' }} aria-live="polite" data-testid="qty-value">
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('increase')}
        disabled={disabled || value >= MAX_QTY}
        onClick={() => {
          onChange(value + 1);
        }}
        data-testid="qty-increase"
      >
        <AddOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
