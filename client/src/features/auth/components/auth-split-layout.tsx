import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { GuestLanguageChoice } from './guest-language-choice';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { GUEST_MAIN, useGuestFocus } from './guest-focus';
import { AuthSidePanel } from './auth-side-panel';
import type { AuthLayoutProps } from './auth-card-layout';

/** Guest screen, variant 2: split screen, product panel on one side and the form on the other. */
export function AuthSplitLayout({ title, subtitle, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  useGuestFocus();
  return (
    <Box
      component="main"
      {...GUEST_MAIN}
      data-testid="auth-layout-split"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        bgcolor: 'background.paper',
      }}
    >
      <GuestLanguageChoice />
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <AuthSidePanel />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 3, sm: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, mb: 4 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
              {subtitle}
            </Typography>
          ) : (
            <Box sx={{ mb: 4 }} />
          )}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
