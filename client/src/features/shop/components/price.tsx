import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useMoney } from '../lib/money';

interface PriceProps {
  minor: number;
  oldMinor?: number | null;
  currency: string;
  size?: 'small' | 'large';
}

/** The price, and the former one struck through when the device is on offer. */
export function Price({ minor, oldMinor, currency, size = 'small' }: PriceProps) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography variant={size === 'large' ? 'h4' : 'h6'} component="span" data-testid="price">
        {money(minor, currency)}
      </Typography>
      {oldMinor && oldMinor > minor ? (
        <Typography component="span" color="text.secondary">
          <Box component="span" aria-hidden sx={{ textDecoration: 'line-through' }}>
            {money(oldMinor, currency)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('wasPrice', { price: money(oldMinor, currency) })}
          </Box>
        </Typography>
      ) : null}
    </Stack>
  );
}
