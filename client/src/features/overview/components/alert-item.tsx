import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OverviewAlertFragment } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import { useAcknowledgeAlert } from '../api/use-open-alerts';

const KNOWN_RULES = ['high', 'low', 'systolic_high', 'diastolic_high'] as const;
type KnownRule = (typeof KNOWN_RULES)[number];

function isKnownRule(rule: string): rule is KnownRule {
  return (KNOWN_RULES as readonly string[]).includes(rule);
}

/** One open alert: which vital, what it read, which limit it crossed, when; and the Acknowledge button. */
export function AlertItem({ alert, now }: { alert: OverviewAlertFragment; now: number }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const format = useFormat();
  const errorText = useErrorText();
  const [acknowledge, { loading }] = useAcknowledgeAlert();
  const [error, setError] = useState<unknown>(null);
  // The server's message is English; known rules are described in the UI language instead.
  const rule = isKnownRule(alert.rule) ? t(`overview.alerts.rules.${alert.rule}`) : alert.message;
  const onAcknowledge = () => {
    setError(null);
    acknowledge({ variables: { id: alert.id } }).catch(setError);
  };

  return (
    <ListItem disableGutters divider data-testid={`alert-${alert.id}`} sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={alert.severity === 'CRITICAL' ? 'error' : 'warning'}
          label={t(`overview.alerts.severity.${alert.severity}`)}
        />
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('overview.alerts.reading', {
            vital: display.label(alert.kind),
            value: display.format(alert.kind, alert.value, alert.value2),
            unit: display.unit(alert.kind),
          })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={onAcknowledge}
          disabled={loading}
          data-testid={`alert-ack-${alert.id}`}
        >
          {t('overview.alerts.acknowledge')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" title={format.dateTime(toMs(alert.readingTime))}>
        {rule} · {format.relative(toMs(alert.readingTime), now)}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(error)}
        </Alert>
      ) : null}
    </ListItem>
  );
}
