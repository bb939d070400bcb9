import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useFormat } from '../../../shared/lib/use-format';
import type { Gadget } from '../api/use-gadgets';
import { BatteryLevel } from './battery-level';
import { GadgetActions } from './gadget-actions';
import { GadgetKey, GadgetName, GadgetStatus } from './gadget-parts';

export function GadgetRow({ gadget, now }: { gadget: Gadget; now: number }) {
  const format = useFormat();
  return (
    <TableRow data-testid={`gadget-row-${gadget.id}`} data-online={gadget.online} data-key-status={gadget.keyStatus}>
      <TableCell>
        <GadgetName gadget={gadget} />
      </TableCell>
      <TableCell>
        <GadgetKey gadget={gadget} />
      </TableCell>
      <TableCell>
        <GadgetStatus gadget={gadget} now={now} />
      </TableCell>
      <TableCell>
        <BatteryLevel level={gadget.batteryLevel} />
      </TableCell>
      <TableCell align="right" data-testid="gadget-readings-today">
        {format.number(gadget.readingsToday)}
      </TableCell>
      <TableCell align="right">
        <GadgetActions gadget={gadget} />
      </TableCell>
    </TableRow>
  );
}
