import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../records/lib/use-dates';
import type { VitalKind } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { useNow } from '../../../shared/lib/use-now';
import { LevelChip } from '../../../shared/ui/level-chip';
import { useGadgetName } from '../../../shared/vitals/use-gadget-name';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import type { LivePoint } from '../api/live-buffer';
import type { LiveGadget } from '../api/use-live-gadgets';
import { NormalRange } from './normal-range';

interface CurrentValueCardProps {
  kind: VitalKind;
  current: LivePoint;
  gadgets: Map<string, LiveGadget>;
}

/** Up to a week, "Measured 5 minutes ago"; an older reading is given its day. */
const RELATIVE_FOR_MS = 7 * 86_400_000;

/** The newest reading, large, with its unit, status, time and the gadget that reported it. */
export function CurrentValueCard({ kind, current, gadgets }: CurrentValueCardProps) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const gadgetName = useGadgetName();
  const format = useFormat();
  const now = useNow(5000);
  const gadget = current.gadgetId === null ? null : gadgets.get(current.gadgetId);
  const dates = useDates();
  // An imported FHIR date (a day, no time) is kept as that day's 00:00 UTC: said as that day, in UTC (in New York
  // it read the day before). Only imports carry days without times; a device or a person always gives a time.
  const dayOnly = current.source === 'IMPORT' && current.t % 86_400_000 === 0;
  const source =
    current.source === 'IMPORT'
      ? t('live.current.imported')
      : current.gadgetId === null
        ? t('live.current.manual')
        : gadget
          ? gadgetName(gadget)
          : t('live.current.removedGadget');

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('live.current.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, my: 1 }}>
          <Typography
            component="p"
            data-testid="live-current-value"
            data-reading-id={current.id}
            sx={{ fontSize: { xs: '3rem', md: '3.75rem' }, fontWeight: 700, lineHeight: 1.1 }}
          >
            <span dir="ltr">{display.format(kind, current.value, current.value2)}</span>
          </Typography>
          <Typography variant="h5" component="span" color="text.secondary">
            {display.unit(kind)}
          </Typography>
        </Box>
        <NormalRange kind={kind} current={current} />
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1.5 }}>
          <LevelChip level={current.status} size="medium" testId="live-status" />
          <Typography
            color="text.secondary"
            title={dayOnly ? undefined : format.longDateTime(current.t)}
            data-testid="live-measured"
          >
            {now - current.t < RELATIVE_FOR_MS
              ? t('live.current.measured', { when: format.relative(current.t, now) })
              : // "9,794 days ago" (an imported reading from 2000) says less than the day.
                t('live.current.measuredOn', {
                  date: dayOnly ? dates.recordDay(current.t, true) : format.longDate(current.t),
                })}
          </Typography>
          <Typography data-testid="live-gadget">
            {t('live.current.source')}{' '}
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {source}
            </Box>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
