import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useMessagingSettings } from '../api/use-messaging-settings';

/** The opt-out of "you have a new message" mails (the mail never carries the content). */
export function NoticeSwitch() {
  const { t } = useTranslation('messages');
  const { settings, update, saving } = useMessagingSettings();
  if (!settings) return null;
  return (
    // describeChild: the help describes the switch (aria-describedby); without it the tooltip became the switch's
    // name (an aria-label on the label), so a screen reader announced the help instead of what the switch does.
    <Tooltip title={t('notice.help')} describeChild>
      <FormControlLabel
        control={
          <Switch
            checked={settings.emailOnMessage}
            disabled={saving}
            onChange={(e) =>
              void update({
                variables: { input: { emailOnMessage: e.target.checked, emailOnTicketAnswer: settings.emailOnTicketAnswer } },
              })
            }
          />
        }
        label={t('notice.label')}
      />
    </Tooltip>
  );
}
