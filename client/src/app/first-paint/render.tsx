// The guest screens' first paint, rendered once at build time (client/build/first-paint.ts), never in the browser.
// A phone on a slow network waited ~2.5 s (Lighthouse's "largest contentful paint" on /auth/login) for the client's
// scripts before the sign-in card showed; the page now carries the card as HTML and CSS, rendered by the same
// components, and the client replaces it with the working screen (hand-over.tsx). Each screen is rendered in every
// language and mode (the server picks one by the browser's look cookie), with the other settings at their defaults.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';
import { LoginPage } from '../../features/auth/pages/login-page';
import { RegisterPage } from '../../features/auth/pages/register-page';
import { htmlLang, switchLanguage } from '../../i18n/i18n';
import { ACCESS_TOKEN_KEY } from '../../shared/auth/token';
import { SESSION_NOTICE_KEY } from '../../shared/auth/session-events';
import { AuthProvider } from '../../shared/auth/auth-provider';
import { lookOf } from '../../shared/settings/look-cookie';
import {
  DEFAULT_SETTINGS,
  directionForLanguage,
  LANGUAGES,
  SETTINGS_STORAGE_KEY,
  type CustomizerSettings,
  type ThemeMode,
} from '../../shared/settings/settings';
import { SettingsProvider } from '../../shared/settings/settings-provider';
import { paths } from '../paths';
import { AppThemeProvider, createEmotionCache } from '../providers/theme-provider';

/** One guest screen as first painted: its markup with Emotion's styles inline, and when the page may show it. */
export interface FirstPaint {
  path: string;
  /** Its language and mode, as the look cookie says them (`ar.dark`). */
  look: string;
  /** For the element that holds it: `lang` and `dir`. */
  lang: string;
  dir: 'ltr' | 'rtl';
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

const MODES: readonly ThemeMode[] = ['light', 'dark'];

/**
 * Renders each guest screen that has a first paint, as the app would with no session, in every language and mode.
 * One language at a time: i18next's current language is global.
 */
export async function renderFirstPaints(): Promise<FirstPaint[]> {
  const paints: FirstPaint[] = [];
  for (const language of LANGUAGES) {
    await switchLanguage(language);
    for (const activeMode of MODES) {
      const settings: CustomizerSettings = {
        ...DEFAULT_SETTINGS,
        language,
        activeDir: directionForLanguage(language),
        activeMode,
      };
      for (const [path, screen] of Object.entries(screens)) {
        paints.push({
          path,
          look: lookOf(settings),
          lang: htmlLang(language),
          dir: settings.activeDir,
          // A new Emotion cache each time: Emotion writes each rule once per cache, and each screen must carry all.
          markup: renderToString(
            <SettingsProvider initial={settings}>
              <AppThemeProvider cache={createEmotionCache(settings.activeDir)}>
                <AuthProvider onSessionEnd={() => undefined}>
                  <MemoryRouter initialEntries={[path]}>{screen()}</MemoryRouter>
                </AuthProvider>
              </AppThemeProvider>
            </SettingsProvider>,
          ),
          settings: { ...settings },
          settingsKey: SETTINGS_STORAGE_KEY,
          offIfStored: [ACCESS_TOKEN_KEY],
          offIfSessionStored: [SESSION_NOTICE_KEY],
        });
      }
    }
  }
  return paints;
}
