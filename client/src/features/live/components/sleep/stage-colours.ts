import { alpha, useTheme } from '@mui/material/styles';
import type { SleepStage } from '../../../../gql/graphql';

/** Stages from deepest to awake, the order of the hypnogram's levels and of the stacked bars. */
export const STAGES: readonly SleepStage[] = ['DEEP', 'LIGHT', 'REM', 'AWAKE'];

/** One colour per stage from the theme, so they follow the colour theme and light/dark mode. */
export function useStageColours(): Record<SleepStage, string> {
  const { palette } = useTheme();
  return {
    DEEP: palette.primary.main,
    LIGHT: alpha(palette.primary.main, 0.45),
    REM: palette.secondary.main,
    AWAKE: palette.warning.main,
  };
}
