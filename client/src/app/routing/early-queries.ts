// A cold load's first page may send its main query with the session check, not after the app's modules have run
// and its first render has committed (a few hundred milliseconds later): the answer is held until the page asks for
// it (shared/api/early-answers.ts). Only for the pages measured as first loads (issue 15 §3); each sender's chunk
// is listed with its route's preloads (vite.config.ts), so importing it costs no extra round trip.
import { KIND_OF_ROUTE, LIVE_VITAL_SIGNS } from '../../features/live/live-vitals';
import { paths } from '../paths';

const SENDERS: Record<string, () => Promise<() => void>> = {
  [paths.overview]: () => import('../../features/overview/api/send-early').then((m) => m.sendOverviewEarly),
  ...Object.fromEntries(
    LIVE_VITAL_SIGNS.map((vital) => [
      paths.live[vital],
      () => import('../../features/live/api/send-early').then((m) => () => m.sendLiveEarly(KIND_OF_ROUTE[vital])),
    ]),
  ),
};

export function sendFirstPageQueryEarly(): void {
  // Without a valid token the guard sends the visitor to sign in; sendEarly itself sends nothing then.
  const sender = SENDERS[window.location.pathname];
  if (!sender) return;
  // At worst the page asks for its data itself, as it would without this.
  sender().then((send) => send(), () => undefined);
}
