// Provider order: settings (theme, language, direction) > MUI theme > auth > router. The router's error page
// therefore still has the theme and translations. Apollo and the account's preferences start with the signed-in
// layout (app/layout/full-layout.tsx), so the sign-in screens load neither (first-load budget, issue 15 §3).
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../shared/auth/auth-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { paths } from './paths';
import { AppThemeProvider } from './providers/theme-provider';
import { router } from './router';

function goToLogin(): void {
  void router.navigate(paths.auth.login, { replace: true });
}

export function App() {
  return (
    <SettingsProvider>
      <AppThemeProvider>
        <AuthProvider onSessionEnd={goToLogin}>
          <RouterProvider router={router} />
        </AuthProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
