import Chip from '@mui/material/Chip';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';

export type Level = 'LOW' | 'NORMAL' | 'HIGH' | 'CRITICAL' | 'UNKNOWN' | 'NO_DATA';

const COLOUR: Record<Level, 'success' | 'warning' | 'error' | 'default'> = {
  LOW: 'warning',
  NORMAL: 'success',
  HIGH: 'error',
  CRITICAL: 'error',
  UNKNOWN: 'default',
  NO_DATA: 'default',
};

/** A result against its range (an observation's interpretation, a twin indicator's status), coloured by level. */
export function LevelChip({ level, label, testId }: { level: Level; label: string; testId?: string }) {
  const quiet = level === 'NORMAL' || level === 'UNKNOWN' || level === 'NO_DATA';
  return (
    <Chip
      size="small"
      color={COLOUR[level]}
      variant={quiet ? 'outlined' : 'filled'}
      icon={level === 'CRITICAL' ? <PriorityHighOutlined /> : undefined}
      label={label}
      data-testid={testId}
      data-level={level}
    />
  );
}
