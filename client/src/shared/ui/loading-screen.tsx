import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown while something the whole screen depends on is loading (e.g. the auth state on start-up). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('app.loading')}</Typography>
    </Box>
  );
}
