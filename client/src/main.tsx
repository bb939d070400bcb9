// First, so a signed-in visitor's `me` leaves before the router's chunk requests (see session-check.ts).
import './shared/auth/session-check';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/i18n';
import { App } from './app/app';
import { listenForPreloadErrors } from './app/routing/load-chunk';

listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The stored language's strings first (a separate chunk unless English), so the first paint is in that language.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
