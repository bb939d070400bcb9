import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useConnectionState, type ConnectionStatus } from '../api/connection-state';

const COLOUR: Record<ConnectionStatus, 'success' | 'warning' | 'error' | 'default'> = {
  live: 'success',
  connecting: 'default',
  reconnecting: 'warning',
  offline: 'error',
};

/** Live / connecting / reconnecting / offline, from the subscription socket. */
export function ConnectionIndicator({ testId = 'live-connection' }: { testId?: string }) {
  const { t } = useTranslation();
  const { status } = useConnectionState();
  const colour = COLOUR[status];
  return (
    <Chip
      data-testid={testId}
      data-state={status}
      role="status"
      aria-live="polite"
      variant="outlined"
      color={colour}
      label={t(`vitals.connection.${status}`)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: colour === 'default' ? 'text.disabled' : `${colour}.main`,
            ...(status === 'live' && {
              animation: 'hp-pulse 2s ease-in-out infinite',
              '@keyframes hp-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }),
          }}
        />
      }
    />
  );
}
