import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { useTranslation } from 'react-i18next';

interface BrandLogoProps {
  /** Icon only, for the mini sidebar. */
  compact?: boolean;
  /** For use on a primary-coloured background: a translucent white mark instead of a primary one. */
  inverted?: boolean;
}

export function BrandLogo({ compact = false, inverted = false }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'rgba(255, 255, 255, 0.2)' : 'primary.main',
          color: inverted ? 'inherit' : 'primary.contrastText',
        }}
      >
        <MonitorHeartOutlined aria-hidden />
      </Box>
      {compact ? null : (
        <Typography component="span" variant="h5" sx={{ whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}
