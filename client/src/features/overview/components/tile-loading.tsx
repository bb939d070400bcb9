// A tile's value and its note while the answer is on its way: the shapes of what comes, announced as loading
// (never "no readings": that is said only once the answer says so).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

export function TileLoading() {
  const { t } = useTranslation();
  return (
    <Box data-testid="tile-loading" role="status" aria-label={t('app.loading')} sx={{ mt: 1 }}>
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}
