import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../ui/loading-screen';
import { useAuth } from './auth-context';

/**
 * Shown by the route guards while the stored session is being checked. When the server cannot be reached the
 * visitor is told so and can try again; the session is kept, so a dropped connection never signs anyone out.
 */
export function SessionPending() {
  const { t } = useTranslation();
  const { sessionCheckFailed, retrySessionCheck } = useAuth();
  if (!sessionCheckFailed) return <LoadingScreen />;
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Alert
        severity="warning"
        data-testid="session-check-failed"
        action={
          <Button color="inherit" size="small" onClick={retrySessionCheck}>
            {t('app.retry')}
          </Button>
        }
      >
        {t('app.unreachable')}
      </Alert>
    </Box>
  );
}
