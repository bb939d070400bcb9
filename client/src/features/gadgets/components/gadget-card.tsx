import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import type { Gadget } from '../api/use-gadgets';
import { BatteryLevel } from './battery-level';
import { GadgetActions } from './gadget-actions';
import { GadgetKey, GadgetName, GadgetStatus } from './gadget-parts';

/** A gadget on a narrow screen: the table's columns stacked in a card (same test ids as the row). */
export function GadgetCard({ gadget, now }: { gadget: Gadget; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card data-testid={`gadget-row-${gadget.id}`} data-online={gadget.online} data-key-status={gadget.keyStatus}>
      <CardContent>
        <Stack spacing={1.5}>
          <Box>
            <GadgetName gadget={gadget} />
          </Box>
          <GadgetKey gadget={gadget} />
          <Box>
            <GadgetStatus gadget={gadget} now={now} />
          </Box>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
            <BatteryLevel level={gadget.batteryLevel} />
            <Typography>
              {t('gadgets.columns.readingsToday')}:{' '}
              <Box component="strong" data-testid="gadget-readings-today">
                {format.number(gadget.readingsToday)}
              </Box>
            </Typography>
          </Stack>
          <Divider />
          <GadgetActions gadget={gadget} />
        </Stack>
      </CardContent>
    </Card>
  );
}
