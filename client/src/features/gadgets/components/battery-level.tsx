import Box from '@mui/material/Box';
import Battery20 from '@mui/icons-material/Battery20';
import Battery50 from '@mui/icons-material/Battery50';
import BatteryFull from '@mui/icons-material/BatteryFull';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';

/** Battery level when the gadget reports one; low levels in the warning colour. */
export function BatteryLevel({ level }: { level: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (level === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }} data-testid="gadget-battery">
        {t('gadgets.batteryUnknown')}
      </Box>
    );
  }
  const Icon = level <= 20 ? Battery20 : level <= 60 ? Battery50 : BatteryFull;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: level <= 20 ? 'warning.main' : 'text.primary' }}
      data-testid="gadget-battery"
      aria-label={t('gadgets.batteryLabel', { level: format.number(level) })}
    >
      <Icon fontSize="small" aria-hidden />
      {t('gadgets.battery', { level: format.number(level) })}
    </Box>
  );
}
