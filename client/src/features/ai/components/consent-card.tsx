// The consent step: what the assistant reads, where the data goes (nowhere for the built-in engine; the
// endpoint's host for an external model), and the button that records the consent for this engine.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AiStateFieldsFragment } from '../../../gql/graphql';

interface Props {
  state: AiStateFieldsFragment;
  busy: boolean;
  onAllow: () => void;
}

export function ConsentCard({ state, busy, onAllow }: Props) {
  const { t } = useTranslation('ai');
  const { engine } = state;
  return (
    <Card data-testid="ai-consent">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('consent.title')}
        </Typography>
        {state.requested && !state.requestValid ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('consent.invalid')}
          </Alert>
        ) : null}
        <Typography>{t('consent.intro')}</Typography>
        <ul>
          <li>{t('consent.records')}</li>
          <li>{t('consent.vitals')}</li>
          <li>{t('consent.personal')}</li>
        </ul>
        <Alert severity={engine.builtIn ? 'success' : 'info'} sx={{ mb: 2 }}>
          {engine.builtIn ? t('consent.builtIn') : t('consent.external', { host: engine.endpointHost ?? '', model: engine.model })}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('consent.audit')}
        </Typography>
        <Button variant="contained" onClick={onAllow} disabled={busy} data-testid="ai-allow">
          {t('consent.allow')}
        </Button>
      </CardContent>
    </Card>
  );
}
