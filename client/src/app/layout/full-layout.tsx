// The signed-in shell: skip link, sidebar, sticky header, the page (boxed to 1200 px or full width) and the customizer.
// Apollo and the account's preferences (which need it) start here, with the signed-in app: the sign-in screens
// never load them (first-load budget, issue 15 §3).
import { ApolloProvider } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { apolloClient } from '../../shared/api/apollo-client';
import { PreferencesProvider } from '../../shared/preferences/preferences-provider';
import { useWarmFormatters } from '../../shared/lib/use-format';
import { useFocusKeeper } from '../../shared/ui/use-focus-keeper';
import { useSettings } from '../../shared/settings/settings-context';
import { Customizer } from './customizer/customizer';
import { Header } from './header/header';
import { BOXED_MAX_WIDTH } from './layout-config';
import { LayoutStateProvider } from './layout-state';
import { Sidebar } from './sidebar/sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function FullLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <PreferencesProvider>
        <Shell />
      </PreferencesProvider>
    </ApolloProvider>
  );
}

function Shell() {
  const { settings } = useSettings();
  useWarmFormatters();
  useFocusKeeper(MAIN_CONTENT_ID);
  return (
    <LayoutStateProvider>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Sidebar />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            // Focusable from script only, as the skip link's target; a container needs no focus ring.
            tabIndex={-1}
            data-testid="page-content"
            data-layout={settings.activeLayout}
            sx={{
              width: '100%',
              maxWidth: settings.activeLayout === 'boxed' ? BOXED_MAX_WIDTH : 'none',
              mx: 'auto',
              px: { xs: 2, sm: 3 },
              py: 3,
              flexGrow: 1,
              '&:focus': { outline: 'none' },
            }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
      <Customizer />
    </LayoutStateProvider>
  );
}
