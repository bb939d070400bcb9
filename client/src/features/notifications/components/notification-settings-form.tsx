// The settings form: two e-mail switches, optional quiet hours with a time zone, and a save with progress and
// a result. Field errors from the server (extensions.field) are shown next to their field, in the UI language.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsCard_SettingsFragment as Settings } from '../../../gql/graphql';
import { htmlLang } from '../../../i18n/i18n';
import { readApiError } from '../../../shared/api/errors';
import { useUnits } from '../../../shared/preferences/preferences-context';
import { useSettings } from '../../../shared/settings/settings-context';
import { useUpdateNotificationSettings } from '../api/use-notification-settings';
import { QuietHoursFields } from './quiet-hours-fields';
import { SettingSwitch } from './setting-switch';

const FIELDS = ['quietHoursStart', 'quietHoursEnd', 'timeZone', 'language'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string | null): f is Field => (FIELDS as readonly string[]).includes(f ?? '');
const MAIL_LANGUAGES = ['en', 'fr', 'ar', 'zh'];

/** Never saved yet: start from the browser's zone rather than UTC. */
function initialZone(s: Settings): string {
  if (s.updatedAt) return s.timeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || s.timeZone;
}

export function NotificationSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { language: uiLanguage } = useSettings().settings;
  const units = useUnits();
  const [save, { loading: saving }] = useUpdateNotificationSettings();
  const [critical, setCritical] = useState(settings.criticalAlertEmail);
  const [weekly, setWeekly] = useState(settings.weeklySummaryEmail);
  const [quiet, setQuiet] = useState(settings.quietHoursStart !== null);
  const [start, setStart] = useState(settings.quietHoursStart ?? '22:00');
  const [end, setEnd] = useState(settings.quietHoursEnd ?? '07:00');
  const [timeZone, setTimeZone] = useState(initialZone(settings));
  const [fieldError, setFieldError] = useState<Field | null>(null);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFieldError(null);
    // The BCP 47 code: the UI calls Chinese 'ch', mails call it 'zh' (so Chinese mails were never chosen).
    const language = htmlLang(uiLanguage);
    save({
      variables: {
        input: {
          criticalAlertEmail: critical,
          weeklySummaryEmail: weekly,
          quietHoursStart: quiet ? start : null,
          quietHoursEnd: quiet ? end : null,
          timeZone,
          // Mails follow the language the settings are saved in.
          language: MAIL_LANGUAGES.includes(language) ? language : null,
        },
      },
    })
      .then(() => setResult('saved'))
      .catch((err: unknown) => {
        const { field } = readApiError(err);
        if (isField(field)) setFieldError(field);
        else setResult('failed');
      });
  };

  /** Any edit clears the last result, so "saved" never describes values that have changed since. */
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setResult(null);
    };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('notifications.title')} sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        <SettingSwitch
          id="notify-critical"
          label={t('notifications.criticalAlert')}
          help={t('notifications.criticalAlertHelp')}
          checked={critical}
          onChange={edit(setCritical)}
        />
        <Box>
          <SettingSwitch
            id="notify-quiet"
            label={t('notifications.quietHours')}
            help={t('notifications.quietHoursHelp')}
            checked={quiet}
            onChange={edit(setQuiet)}
          />
          <QuietHoursFields
            enabled={quiet}
            start={start}
            end={end}
            timeZone={timeZone}
            accountZone={units.timeZone}
            onStart={edit(setStart)}
            onEnd={edit(setEnd)}
            onTimeZone={edit(setTimeZone)}
            error={fieldError === 'language' ? null : fieldError}
          />
        </Box>
        <Divider />
        <SettingSwitch
          id="notify-weekly"
          label={t('notifications.weeklySummary')}
          help={t('notifications.weeklySummaryHelp')}
          checked={weekly}
          onChange={edit(setWeekly)}
        />
        <Box role="status" aria-live="polite">
          {result === 'saved' ? (
            <Alert severity="success" data-testid="notification-settings-saved">
              {t('notifications.saved')}
            </Alert>
          ) : result === 'failed' || fieldError === 'language' ? (
            <Alert severity="error" data-testid="notification-settings-error">
              {t(fieldError === 'language' ? 'notifications.errors.language' : 'notifications.errors.generic')}
            </Alert>
          ) : null}
        </Box>
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {saving ? t('notifications.saving') : t('notifications.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
