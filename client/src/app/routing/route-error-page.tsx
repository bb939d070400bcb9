// The router's errorElement: titled 'Unexpected Application Error!' (spec §2); shows status and status text
// for route error responses, otherwise the error's message. A chunk that failed to load gets a Reload button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { isChunkLoadError } from './load-chunk';
import { useFirstPaintHandOver } from '../first-paint/hand-over';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const title = t('errors.unexpectedTitle');
  useDocumentTitle(title);
  useFirstPaintHandOver();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 560 }} data-testid="route-error">
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2.5}>
            <Typography variant="h2" component="h1">
              {title}
            </Typography>
            <Typography
              component="p"
              data-testid="route-error-message"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}
            >
              {describe(error)}
            </Typography>
            {chunkFailed ? <Alert severity="warning">{t('errors.chunkHint')}</Alert> : null}
            <Stack direction="row" spacing={2}>
              <Button
                variant="contained"
                onClick={() => {
                  window.location.reload();
                }}
              >
                {t('errors.reload')}
              </Button>
              <Button variant="outlined" href="/">
                {t('errors.goHome')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
