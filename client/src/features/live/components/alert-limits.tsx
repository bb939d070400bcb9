// "Alerts: < 90 %" under the live value: the limits the server raises alerts by for this vital — the user's own
// once saved on /preferences (refetched when they change in any tab), else the defaults.
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LiveAlertLimitsDocument, PreferencesUpdatedDocument, type VitalKind } from '../../../gql/graphql';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

const SYMBOL = { LT: '<', LTE: '≤', GT: '>', GTE: '≥' } as const;

export function AlertLimits({ kind }: { kind: VitalKind }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const { data, refetch } = useQuery(LiveAlertLimitsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscriptionEvents(PreferencesUpdatedDocument, {
    onData: () => {
      void refetch().catch(() => undefined);
    },
  });
  const rules = data?.alertThresholds.filter((r) => r.kind === kind) ?? [];
  if (!rules.length) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="live-alert-limits">
      {t('preferences.alertLimits')}{' '}
      {rules.map((r, i) => (
        <span key={`${r.comparator}${String(r.limit)}`}>
          {i > 0 ? ' / ' : null}
          {/* Each limit left to right even in Arabic (a bidi run would mirror "<" into ">"); the list and its unit
              follow the page, as the range line above does: in Arabic the first limit is read first, the unit last. */}
          <bdi dir="ltr">
            {SYMBOL[r.comparator]} {display.format(kind, r.limit)}
          </bdi>
        </span>
      ))}{' '}
      {display.unit(kind)}
    </Typography>
  );
}
