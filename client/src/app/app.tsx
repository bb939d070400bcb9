// Provider order: Apollo (used by auth) > settings (theme, language, direction) > MUI theme > auth >
// preferences (the account's look and units, applied over the settings) > router.
// The router's error page therefore still has the theme and translations.
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { apolloClient } from '../shared/api/apollo-client';
import { AuthProvider } from '../shared/auth/auth-provider';
import { PreferencesProvider } from '../shared/preferences/preferences-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { paths } from './paths';
import { AppThemeProvider } from './providers/theme-provider';
import { router } from './router';

function goToLogin(): void {
  void router.navigate(paths.auth.login, { replace: true });
}

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <SettingsProvider>
        <AppThemeProvider>
          <AuthProvider onSessionEnd={goToLogin}>
            <PreferencesProvider>
              <RouterProvider router={router} />
            </PreferencesProvider>
          </AuthProvider>
        </AppThemeProvider>
      </SettingsProvider>
    </ApolloProvider>
  );
}
