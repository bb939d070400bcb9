import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SleepSessionFieldsFragment, SleepStage } from '../../../../gql/graphql';
import { useFormat } from '../../../../shared/lib/use-format';
import { useStageColours } from './stage-colours';

const SECONDS: Record<SleepStage, (s: SleepSessionFieldsFragment) => number> = {
  DEEP: (s) => s.deepSeconds,
  LIGHT: (s) => s.lightSeconds,
  REM: (s) => s.remSeconds,
  AWAKE: (s) => s.awakeSeconds,
};
const ORDER: readonly SleepStage[] = ['DEEP', 'LIGHT', 'REM', 'AWAKE'];

/** Asleep in total, then each stage with its share of the night. */
export function SleepTotals({ session }: { session: SleepSessionFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const colours = useStageColours();
  const inBed = session.asleepSeconds + session.awakeSeconds;
  return (
    <Stack spacing={1.5} data-testid="sleep-totals">
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('sleep.asleep')}
        </Typography>
        <Typography variant="h3" component="p" data-testid="sleep-asleep">
          {format.duration(session.asleepSeconds)}
        </Typography>
      </Box>
      {ORDER.map((stage) => {
        const seconds = SECONDS[stage](session);
        const share = inBed > 0 ? Math.round((100 * seconds) / inBed) : 0;
        return (
          <Box key={stage} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={`sleep-total-${stage}`}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[stage], flexShrink: 0 }}
            />
            <Typography sx={{ flexGrow: 1 }}>{t(`sleep.stages.${stage}`)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{format.duration(seconds)}</Typography>
            <Typography color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
              {t('sleep.share', { value: format.number(share) })}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
