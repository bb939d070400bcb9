// Start/end of the quiet hours (local times, may wrap midnight) and the time zone they are read in: the
// account's (preferences) when it has one, else the one chosen here (the server applies the same rule).
import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TimeOfDaySelect } from './time-of-day-select';

interface QuietHoursFieldsProps {
  enabled: boolean;
  start: string;
  end: string;
  timeZone: string;
  /** The account's time zone (preferences); when set it wins, and the zone select is not offered. */
  accountZone: string | null;
  onStart: (v: string) => void;
  onEnd: (v: string) => void;
  onTimeZone: (v: string) => void;
  /** The field the server refused, if any. */
  error: 'quietHoursStart' | 'quietHoursEnd' | 'timeZone' | null;
}

export function QuietHoursFields(p: QuietHoursFieldsProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const list = Intl.supportedValuesOf('timeZone');
    return list.includes(p.timeZone) ? list : [p.timeZone, ...list];
  }, [p.timeZone]);
  const errorText = (f: QuietHoursFieldsProps['error']) =>
    p.error === f && f ? t(`notifications.errors.${f}`) : undefined;

  return (
    <Stack spacing={2} sx={{ mt: 1.5, marginInlineStart: { sm: '47px' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeOfDaySelect
          id="notify-quiet-start"
          label={t('notifications.quietStart')}
          value={p.start}
          onChange={p.onStart}
          disabled={!p.enabled}
          error={p.error === 'quietHoursStart'}
          helperText={errorText('quietHoursStart')}
        />
        <TimeOfDaySelect
          id="notify-quiet-end"
          label={t('notifications.quietEnd')}
          value={p.end}
          onChange={p.onEnd}
          disabled={!p.enabled}
          error={p.error === 'quietHoursEnd'}
          helperText={errorText('quietHoursEnd')}
        />
      </Stack>
      {p.accountZone ? (
        <Typography variant="body2" color="text.secondary" data-testid="notify-account-zone">
          {t('notifications.accountTimeZone', { zone: p.accountZone.replaceAll('_', ' ') })}
        </Typography>
      ) : (
        <TextField
          id="notify-time-zone"
          select
          size="small"
          label={t('notifications.timeZone')}
          value={p.timeZone}
          onChange={(e) => p.onTimeZone(e.target.value)}
          error={p.error === 'timeZone'}
          helperText={errorText('timeZone') ?? t('notifications.timeZoneHelp')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
