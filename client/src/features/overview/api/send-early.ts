// The overview's tiles' query, sent with the session check on a cold load (shared/api/early-answers.ts): the variables
// are the page's own at this moment, with the units this browser remembers, as the page's first render uses.
import { OverviewVitalsDocument } from '../../../gql/graphql';
import { sendEarly } from '../../../shared/api/early-answers';
import { startOfDay } from '../../../shared/lib/time';
import { loadCachedUnits } from '../../../shared/preferences/units-cache';
import { overviewVitalsVariables } from './overview-variables';

export function sendOverviewEarly(): void {
  const now = Date.now();
  sendEarly(OverviewVitalsDocument, overviewVitalsVariables(now, startOfDay(now, loadCachedUnits().timeZone)));
}
