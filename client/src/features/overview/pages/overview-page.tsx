// /overview: a tile per vital (latest value live, status, trend), last night, open alerts, gadgets online.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
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
import { LoadError } from '../../../shared/ui/load-error';

// The page renders again for each live reading (every second while a gadget streams), each answer of its
// queries and the 15-second clock. The cards that read their own data, and the tiles whose reading did not
// change, need not render with it: memoised, each renders for its own props and data only (on a phone, a
// re-render of the whole grid was 100–300 ms of blocked page per answer during the first load).
const Tile = memo(VitalTile);
const Sleep = memo(SleepTile);
const Alerts = memo(AlertsCard);
const Gadgets = memo(GadgetsOnlineCard);
const Notes = memo(DayNotesCard);
const Records = memo(LatestRecordsCard);
const BodySystems = memo(BodySystemsCard);
const Overall = memo(OverallCard);
const InfoPrompt = memo(PersonalInfoPrompt);

export function OverviewPage() {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const { latest, trends, sleep, alerts, loaded, error } = useOverviewVitals();
  const gadgets = useGadgetsOnline();
  const tileValues = loaded ? 'loaded' : error ? 'failed' : 'loading';
  const nothingYet = loaded && gadgets.total === 0 && Object.keys(latest).length === 0;

  return (
    <PageShell title={t('nav.overview')} actions={<ConnectionIndicator />}>
      <InfoPrompt />
      {error && !loaded ? (
        <LoadError error={error} sx={{ mb: 3 }} data-testid="overview-error" />
      ) : null}
      {nothingYet ? (
        <Box sx={{ mb: 3 }}>
          <OverviewEmpty />
        </Box>
      ) : null}
      <Grid container spacing={3}>
        {VITAL_KINDS.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Tile kind={kind} latest={latest[kind]} values={tileValues} trend={trends[kind]} now={now} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Sleep summary={sleep} values={tileValues} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Alerts alerts={alerts} values={tileValues} now={now} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Gadgets online={gadgets.online} total={gadgets.total ?? 0} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Notes />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Records />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <BodySystems />
        </Grid>
        <Grid size={12}>
          <Overall withLink />
        </Grid>
      </Grid>
    </PageShell>
  );
}
