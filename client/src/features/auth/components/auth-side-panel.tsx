import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../shared/ui/brand-logo';

/** The product panel beside the form in the split-screen guest layout (medium screens and up). */
export function AuthSidePanel() {
  const { t } = useTranslation();
  const points = [
    { icon: <FolderSharedOutlined aria-hidden />, text: t('auth.side.pointRecords') },
    { icon: <MonitorHeartOutlined aria-hidden />, text: t('auth.side.pointLive') },
    { icon: <LockOutlined aria-hidden />, text: t('auth.side.pointPrivate') },
  ];
  return (
    <Box
      data-testid="auth-side-panel"
      sx={(theme) => ({
        height: '100%',
        p: 6,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(160deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      })}
    >
      <BrandLogo inverted />
      <Box sx={{ maxWidth: 440 }}>
        <Typography variant="h1" component="p" sx={{ mb: 2 }}>
          {t('auth.side.heading')}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 4 }}>{t('auth.side.text')}</Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {points.map((point) => (
            <Box component="li" key={point.text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              {point.icon}
              <Typography>{point.text}</Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {t('app.tagline')}
      </Typography>
    </Box>
  );
}
