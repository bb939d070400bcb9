import Chip from '@mui/material/Chip';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';
import { useTranslation } from 'react-i18next';

export type Level = 'LOW' | 'NORMAL' | 'HIGH' | 'CRITICAL' | 'UNKNOWN' | 'NO_DATA';

const COLOUR: Record<Level, 'success' | 'warning' | 'error' | 'default'> = {
  LOW: 'warning',
  NORMAL: 'success',
  HIGH: 'error',
  CRITICAL: 'error',
  UNKNOWN: 'default',
  NO_DATA: 'default',
};

/**
 * A value against its range — a live reading's status, a twin indicator's, an observation's interpretation —
 * coloured by level. One component on every page, so one status always looks the same.
 */
export function LevelChip({
  level,
  label,
  testId,
  size = 'small',
}: {
  level: Level;
  /** Defaults to the level's name ("Normal", "High"…). */
  label?: string;
  testId?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const quiet = level === 'NORMAL' || level === 'UNKNOWN' || level === 'NO_DATA';
  return (
    <Chip
      size={size}
      color={COLOUR[level]}
      variant={quiet ? 'outlined' : 'filled'}
      icon={level === 'CRITICAL' ? <PriorityHighOutlined /> : undefined}
      label={label ?? t(`ranges.status.${level}`)}
      data-testid={testId}
      data-level={level}
    />
  );
}
