// Shown on the overview and AI pages until personalInfo.filled: the session user is kept live by the
// accountUpdated subscription, so the prompt goes away as soon as the details are saved anywhere.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { AccountUpdatedDocument } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export function PersonalInfoPrompt() {
  const { t } = useTranslation();
  const { user, updateUser } = useAuth();
  const pending = Boolean(user && !user.personalInfo.filled);
  // Live while shown: details saved in another tab or on another device clear the prompt here too.
  useSubscriptionEvents(AccountUpdatedDocument, {
    skip: !pending,
    onData: ({ data }) => {
      if (data.data) updateUser(data.data.accountUpdated);
    },
  });
  if (!user || user.personalInfo.filled) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      data-testid="personal-info-prompt"
      action={
        <Button component={RouterLink} to={paths.personalInfo} color="inherit" size="small">
          {t('personalInfo.prompt.action')}
        </Button>
      }
    >
      {t('personalInfo.prompt.text')}
    </Alert>
  );
}
