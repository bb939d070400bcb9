import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { GuestLanguageChoice } from './guest-language-choice';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { GUEST_MAIN, useGuestFocus } from './guest-focus';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Guest screen, variant 1: one centred card on a softly tinted background. */
export function AuthCardLayout({ title, subtitle, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  useGuestFocus();
  return (
    <Box
      component="main"
      {...GUEST_MAIN}
      data-testid="auth-layout-card"
      sx={(theme) => ({
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundColor: theme.palette.background.default,
        backgroundImage: `radial-gradient(circle at 20% 10%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 45%), radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent 40%)`,
      })}
    >
      <GuestLanguageChoice />
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
              {subtitle}
            </Typography>
          ) : (
            <Box sx={{ mb: 3 }} />
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
