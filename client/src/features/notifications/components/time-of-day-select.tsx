// A time of day ("22:30") chosen from a list in 5-minute steps, shown in the user's language and clock.
// Not <input type="time">: the browser draws that in its own locale's clock (10:00 PM for an English browser)
// whatever the user chose in their preferences, so the same hour read differently from the rest of the page.
import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { buildFormatters, useFormat } from '../../../shared/lib/use-format';

const STEP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

interface TimeOfDaySelectProps {
  id: string;
  label: string;
  /** HH:MM (24-hour), as the API stores it. */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: boolean;
  helperText: string | undefined;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function TimeOfDaySelect(p: TimeOfDaySelectProps) {
  const format = useFormat();
  const options = useMemo(() => {
    // A time of day has no zone: formatted as that clock time in UTC, it reads the same everywhere.
    const clock = buildFormatters(format.locale, { timeZone: 'UTC', hour12: format.hour12 });
    const values = Array.from({ length: DAY_MINUTES / STEP_MINUTES }, (_, i) => hhmm(i * STEP_MINUTES));
    // A stored time off the 5-minute steps (set through the API) is kept as it is, not moved.
    if (/^\d{2}:\d{2}$/.test(p.value) && !values.includes(p.value)) values.push(p.value);
    return values.sort().map((v) => {
      const [h = 0, m = 0] = v.split(':').map(Number);
      return { value: v, label: clock.time((h * 60 + m) * 60_000) };
    });
  }, [format.locale, format.hour12, p.value]);

  return (
    <TextField
      id={p.id}
      select
      size="small"
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={p.error}
      helperText={p.helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
