// What the overview's route starts as the navigation starts (shared/api/prefetch.ts): every query of its first
// screen, with the variables its cards will use. The day's notes and the nights depend on the time zone: the
// page renders in the units this browser remembers until the account's arrive, and so does the prefetch.
import {
  OpenAlertsDocument,
  OverviewGadgetsDocument,
  OverviewLatestVitalsDocument,
  OverviewSleepDocument,
  OverviewSparklineDocument,
} from '../../../gql/graphql';
import { prefetchQuery } from '../../../shared/api/prefetch';
import { loadCachedUnits } from '../../../shared/preferences/units-cache';
import { VITAL_KINDS } from '../../../shared/vitals/vital-config';
import { prefetchDayNotes } from '../../notes/components/day-notes-card';
import { prefetchLatestRecords } from '../../records/components/latest-records-card';
import { prefetchBodySystems } from '../../twin/components/body-systems-card';
import { OPEN_ALERTS_LIMIT } from './use-open-alerts';
import { sleepWindow } from './use-overview-extras';
import { sparklineVariables } from './use-sparkline';

export function prefetchOverview(): void {
  prefetchQuery(OverviewLatestVitalsDocument);
  const now = Date.now();
  for (const kind of VITAL_KINDS) prefetchQuery(OverviewSparklineDocument, sparklineVariables(kind, now));
  prefetchQuery(OpenAlertsDocument, { limit: OPEN_ALERTS_LIMIT });
  prefetchQuery(OverviewGadgetsDocument);
  const { timeZone } = loadCachedUnits();
  prefetchQuery(OverviewSleepDocument, sleepWindow(now, timeZone).variables);
  prefetchDayNotes(timeZone);
  prefetchLatestRecords();
  prefetchBodySystems();
}
