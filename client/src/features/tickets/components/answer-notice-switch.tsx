import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MessagingSettingsDocument, UpdateMessagingSettingsDocument } from '../../../gql/graphql';

/** The opt-out of "your ticket has an answer" mails (the mail never carries the answer). */
export function AnswerNoticeSwitch() {
  const { t } = useTranslation('tickets');
  const { data } = useQuery(MessagingSettingsDocument);
  const [update, { loading }] = useMutation(UpdateMessagingSettingsDocument, { refetchQueries: ['MessagingSettings'] });
  const s = data?.messagingSettings;
  if (!s) return null;
  return (
    // describeChild: the help describes the switch; without it, it became the switch's name (see notice-switch.tsx).
    <Tooltip title={t('notice.help')} describeChild>
      <FormControlLabel
        control={
          <Switch
            checked={s.emailOnTicketAnswer}
            disabled={loading}
            onChange={(e) =>
              void update({ variables: { input: { emailOnMessage: s.emailOnMessage, emailOnTicketAnswer: e.target.checked } } })
            }
          />
        }
        label={t('notice.label')}
      />
    </Tooltip>
  );
}
