// First, so a signed-in visitor's `me` leaves before the router's chunk requests (see session-check.ts).
import './shared/auth/session-check';
// Then the first page's own main query, if it has one (see early-queries.ts).
import { sendFirstPageQueryEarly } from './app/routing/early-queries';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/i18n';
import { listenForPreloadErrors } from './app/routing/load-chunk';

listenForPreloadErrors();
sendFirstPageQueryEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser in (a paint, a tap) before the next step: each step is then a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in short tasks instead of one: on a slow phone, running all of the client's modules and rendering the
// first screen in one go blocked the page for ~0.5 s (Lighthouse's "total blocking time"). The app's modules (the
// router, the theme, MUI) are imported separately, so they run in a task of their own (the server lists their
// chunks in the page, so they load with this one: static-client.ts), and the first render is a transition, which
// React renders in slices of a few milliseconds. The stored language's strings come first (a separate chunk
// unless English), so the first paint is in that language.
void (async () => {
  const [{ App }] = await Promise.all([import('./app/app'), i18nReady]);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
})();
