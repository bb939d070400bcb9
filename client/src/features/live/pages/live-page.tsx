import { useTranslation } from 'react-i18next';
import type { LiveVital } from '../../../app/paths';
import { ConnectionIndicator } from '../../../shared/ui/connection-indicator';
import { PageShell } from '../../../shared/ui/page-shell';
import { GlucoseUnitToggle } from '../components/glucose-unit-toggle';
import { SleepView } from '../components/sleep/sleep-view';
import { VitalLiveView } from '../components/vital-live-view';
import { KIND_OF_ROUTE } from '../live-vitals';

/** /live/{vital}: live monitoring of one vital sign; /live/sleep shows nights instead. */
export function LivePage({ vital }: { vital: LiveVital }) {
  const { t } = useTranslation();
  const actions = (
    <>
      {vital === 'glc' ? <GlucoseUnitToggle /> : null}
      <ConnectionIndicator />
    </>
  );
  return (
    <PageShell title={t(`nav.${vital}`)} actions={actions}>
      {vital === 'sleep' ? <SleepView /> : <VitalLiveView key={vital} kind={KIND_OF_ROUTE[vital]} />}
    </PageShell>
  );
}
