import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../records/lib/use-dates';
import type { TwinPageData } from '../api/use-twin';

function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: 'warning.main'; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

/** How many indicators are out of range, how many have data, and when this system was last measured. */
export function TwinSummary({ twin }: { twin: TwinPageData }) {
  const { t } = useTranslation();
  const dates = useDates();
  const { summary, indicators } = twin;
  return (
    <Card data-testid="twin-summary">
      <CardContent
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          '&:last-child': { pb: 2 },
        }}
      >
        <Stat
          testId="twin-summary-out-of-range"
          label={t('twin.summary.outOfRange')}
          value={t('twin.summary.of', { value: summary.indicatorsOutOfRange, total: summary.indicatorsWithData })}
          tone={summary.indicatorsOutOfRange > 0 ? 'warning.main' : undefined}
        />
        <Stat
          testId="twin-summary-with-data"
          label={t('twin.summary.withData')}
          value={t('twin.summary.of', { value: summary.indicatorsWithData, total: indicators.length })}
        />
        <Stat
          testId="twin-summary-last"
          label={t('twin.summary.lastMeasured')}
          value={
            summary.lastMeasuredAt
              ? dates.recordDay(summary.lastMeasuredAt, summary.lastMeasuredDateOnly)
              : t('twin.summary.never')
          }
        />
      </CardContent>
    </Card>
  );
}
