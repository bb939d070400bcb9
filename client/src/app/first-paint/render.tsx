// The guest screens' first paint, rendered once at build time (client/build/first-paint.ts), never in the browser.
// A phone on a slow network waited ~2.5 s (Lighthouse's "largest contentful paint" on /auth/login) for the client's
// scripts before the sign-in card showed; the page now carries the card as HTML and CSS, rendered by the same
// components with the default settings, and the client replaces it with the working screen (hand-over.tsx).
import createCache from '@emotion/cache';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';
import { LoginPage } from '../../features/auth/pages/login-page';
import { RegisterPage } from '../../features/auth/pages/register-page';
import { i18nReady } from '../../i18n/i18n';
import { ACCESS_TOKEN_KEY } from '../../shared/auth/token';
import { SESSION_NOTICE_KEY } from '../../shared/auth/session-events';
import { AuthProvider } from '../../shared/auth/auth-provider';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '../../shared/settings/settings';
import { SettingsProvider } from '../../shared/settings/settings-provider';
import { paths } from '../paths';
import { AppThemeProvider } from '../providers/theme-provider';

/** One guest screen as first painted: its markup with Emotion's styles inline, and when the page may show it. */
export interface FirstPaint {
  path: string;
  markup: string;
  /** The settings it was rendered with, and where the client keeps a visitor's: differing ones are not shown it. */
  settings: Record<string, unknown>;
  settingsKey: string;
  /** localStorage keys whose presence means another screen comes first (a session: the app, not the sign-in). */
  offIfStored: string[];
  /** sessionStorage keys likewise (a notice the screen shows above the form when it is there). */
  offIfSessionStored: string[];
}

// The screens a visitor lands on from outside (a bookmark, a link in a mail, the app's own redirects). The reset
// and verification screens depend on the link's token or the session, so they have none.
const screens: Record<string, () => ReactElement> = {
  [paths.auth.login]: () => <LoginPage />,
  [paths.auth.register]: () => <RegisterPage />,
  [paths.auth.forgotPassword]: () => <ForgotPasswordPage />,
};

/** Renders each guest screen that has a first paint, as the app would with the default settings and no session. */
export async function renderFirstPaints(): Promise<FirstPaint[]> {
  await i18nReady;
  return Object.entries(screens).map(([path, screen]) => ({
    path,
    markup: renderToString(
      <SettingsProvider>
        <AppThemeProvider cache={createCache({ key: 'mui' })}>
          <AuthProvider onSessionEnd={() => undefined}>
            <MemoryRouter initialEntries={[path]}>{screen()}</MemoryRouter>
          </AuthProvider>
        </AppThemeProvider>
      </SettingsProvider>,
    ),
    settings: { ...DEFAULT_SETTINGS },
    settingsKey: SETTINGS_STORAGE_KEY,
    offIfStored: [ACCESS_TOKEN_KEY],
    offIfSessionStored: [SESSION_NOTICE_KEY],
  }));
}
