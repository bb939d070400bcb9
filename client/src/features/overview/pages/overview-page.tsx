// /overview: a tile per vital (latest value live, status, trend), last night, open alerts, gadgets online.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useNow } from '../../../shared/lib/use-now';
import { ConnectionIndicator } from '../../../shared/ui/connection-indicator';
import { PageShell } from '../../../shared/ui/page-shell';
import { VITAL_KINDS } from '../../../shared/vitals/vital-config';
import { useGadgetsOnline } from '../api/use-overview-extras';
import { useOverviewVitals } from '../api/use-overview-vitals';
import { AlertsCard } from '../components/alerts-card';
import { GadgetsOnlineCard } from '../components/gadgets-online-card';
import { OverviewEmpty } from '../components/overview-empty';
import { SleepTile } from '../components/sleep-tile';
import { VitalTile } from '../components/vital-tile';
import { DayNotesCard } from '../../notes/components/day-notes-card';
import { PersonalInfoPrompt } from '../../personal-info/components/personal-info-prompt';
import { OverallCard } from '../../ai/components/overall-card';
import { LatestRecordsCard } from '../../records/components/latest-records-card';
import { BodySystemsCard } from '../../twin/components/body-systems-card';

export function OverviewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const now = useNow(15_000);
  const { latest, loaded, error } = useOverviewVitals();
  const gadgets = useGadgetsOnline();
  const nothingYet = loaded && gadgets.total === 0 && Object.keys(latest).length === 0;

  return (
    <PageShell title={t('nav.overview')} actions={<ConnectionIndicator />}>
      <PersonalInfoPrompt />
      {error && !loaded ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      {nothingYet ? (
        <Box sx={{ mb: 3 }}>
          <OverviewEmpty />
        </Box>
      ) : null}
      <Grid container spacing={3}>
        {VITAL_KINDS.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, lg: 4 }}>
            <VitalTile kind={kind} latest={latest[kind]} now={now} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <SleepTile />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <AlertsCard now={now} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <GadgetsOnlineCard online={gadgets.online} total={gadgets.total ?? 0} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DayNotesCard />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LatestRecordsCard />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <BodySystemsCard />
        </Grid>
        <Grid size={12}>
          <OverallCard withLink />
        </Grid>
      </Grid>
    </PageShell>
  );
}
