import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useGlucoseUnit, type GlucoseUnit } from '../../../shared/vitals/glucose-unit';

/** mg/dL or mmol/L for glucose; remembered in this browser. */
export function GlucoseUnitToggle() {
  const { t } = useTranslation();
  const [unit, setUnit] = useGlucoseUnit();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={unit}
      onChange={(_event, next: GlucoseUnit | null) => {
        if (next) setUnit(next);
      }}
      aria-label={t('live.glucoseUnit')}
      data-testid="glucose-unit-toggle"
    >
      <ToggleButton value="mgdl" data-testid="glucose-unit-mgdl">
        {t('vitals.units.glucose.mgdl')}
      </ToggleButton>
      <ToggleButton value="mmol" data-testid="glucose-unit-mmol">
        {t('vitals.units.glucose.mmol')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
