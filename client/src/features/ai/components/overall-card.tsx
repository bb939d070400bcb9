// ai.overall in one line: on /ai (with a refresh) and on /overview (with a link to the assistant).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AiRefreshOverallDocument } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { usePageLanguage } from '../api/use-page-language';
import { useOverallText } from './overall-text';

export function OverallCard({ withLink = false }: { withLink?: boolean }) {
  const { t } = useTranslation('ai');
  const { user, updateUser } = useAuth();
  const language = usePageLanguage();
  const [refresh, refreshing] = useMutation(AiRefreshOverallDocument);
  const overall = useOverallText(user?.ai.overallFacts) ?? user?.ai.overall;
  const onRefresh = async () => {
    const res = await refresh({ variables: { language } });
    const ai = res.data?.aiRefreshOverall.ai;
    if (user && ai) updateUser({ ...user, ai });
  };
  return (
    <Card data-testid="ai-overall">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('overall.title')}
          </Typography>
        </Stack>
        {/* dir="auto": a summary stored before its facts were kept is in the language it was built in (English in
            an Arabic page would otherwise take the page's direction: its full stop would jump to the start). */}
        <Typography data-testid="ai-overall-text" dir="auto" color={overall ? 'text.primary' : 'text.secondary'}>
          {overall ?? t('overall.empty')}
        </Typography>
        {/* Labels on one line; on a narrow card (French on a phone) the second button goes below the first. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {withLink ? (
            <Button component={RouterLink} to={paths.ai} size="small">
              {t('overall.open')}
            </Button>
          ) : null}
          <Button size="small" onClick={() => void onRefresh()} disabled={refreshing.loading} data-testid="ai-overall-refresh">
            {t('overall.refresh')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
