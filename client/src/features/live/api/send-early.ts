// A live page's first queries, sent with the session check on a cold load (shared/api/early-answers.ts): the newest
// readings, the live window's head start and the day's history, with the variables the page's hooks then use.
import {
  LiveLatestVitalsDocument,
  LiveReadingsSinceDocument,
  LiveVitalSeriesDocument,
  type VitalKind,
} from '../../../gql/graphql';
import { sendEarly } from '../../../shared/api/early-answers';
import { VITAL_CONFIG } from '../../../shared/vitals/vital-config';
import { headStartVariables, historyVariables } from './live-variables';

export function sendLiveEarly(kind: VitalKind): void {
  const now = Date.now();
  sendEarly(LiveLatestVitalsDocument, {});
  sendEarly(LiveReadingsSinceDocument, headStartVariables(kind, VITAL_CONFIG[kind].liveWindowMs, now));
  sendEarly(LiveVitalSeriesDocument, historyVariables(kind, 'day', now));
}
