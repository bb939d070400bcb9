import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import type { HistorySummary } from '../api/history-summary';

const STATS = ['min', 'avg', 'max'] as const;

/** Minimum, average and maximum of the window (systolic/diastolic for blood pressure). */
export function HistoryStats({ kind, summary }: { kind: VitalKind; summary: HistorySummary }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, my: 2 }} data-testid="history-stats">
      {STATS.map((stat) => (
        <Box key={stat} data-testid={`history-${stat}`}>
          <Typography variant="body2" color="text.secondary">
            {t(`live.history.${stat}`)}
          </Typography>
          <Typography variant="h4" component="p">
            <span dir="ltr">{display.format(kind, summary.value[stat], summary.value2?.[stat] ?? null)}</span>{' '}
            <Typography component="span" color="text.secondary">
              {display.unit(kind)}
            </Typography>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
