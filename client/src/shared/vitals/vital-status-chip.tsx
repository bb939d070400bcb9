import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { VitalStatus } from './vital-config';

const COLOUR: Record<VitalStatus, 'success' | 'warning' | 'error'> = {
  low: 'warning',
  normal: 'success',
  high: 'error',
};

/** Low / normal / high against the vital's normal range. */
export function VitalStatusChip({
  status,
  testId,
  size = 'medium',
}: {
  status: VitalStatus;
  testId?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Chip
      data-testid={testId}
      data-status={status}
      size={size}
      color={COLOUR[status]}
      variant={status === 'normal' ? 'outlined' : 'filled'}
      label={t(`vitals.status.${status}`)}
    />
  );
}
