import Button from '@mui/material/Button';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { VitalKind } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';

/** No reading of this vital yet: how to get some. The page stays subscribed, so the first one shows at once. */
export function NoReadings({ kind }: { kind: VitalKind }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  return (
    <EmptyState
      testId="live-empty"
      icon={<SensorsOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('live.empty.title', { vital: display.label(kind) })}
      text={t('live.empty.text')}
      action={
        <Button component={RouterLink} to={paths.gadgets} variant="contained">
          {t('live.empty.action')}
        </Button>
      }
    />
  );
}
