import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import type { GlucoseUnit } from '../../../gql/graphql';

/** mg/dL or mmol/L for glucose: a shortcut to the account's preference (also on /preferences). */
export function GlucoseUnitToggle() {
  const { t } = useTranslation();
  const { units, save } = usePreferences();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={units.glucose}
      onChange={(_event, next: GlucoseUnit | null) => {
        if (next) save({ units: { glucose: next } }).catch(() => undefined);
      }}
      aria-label={t('live.glucoseUnit')}
      data-testid="glucose-unit-toggle"
    >
      <ToggleButton value="MG_DL" data-testid="glucose-unit-mgdl">
        {t('vitals.units.glucose.mgdl')}
      </ToggleButton>
      <ToggleButton value="MMOL_L" data-testid="glucose-unit-mmol">
        {t('vitals.units.glucose.mmol')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
