import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { refocusIfLost } from '../../../shared/ui/focus-if-lost';
import { downloadExport } from '../api/download-export';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; received: number }
  | { kind: 'saved'; name: string; size: number }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** "Download everything": streams the zip, shows bytes received (the size is not known ahead), saves it. */
export function DownloadSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // Sizes in the page's language and units from the shared formatters: "812 kB", "3.4 MB", "812 ko".
  const size = useFormat().bytes;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // "Download" and the progress's "Cancel" replace each other, each taking the focus with it to <body>: the
  // one now shown takes it instead.
  const downloadRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const running = state.kind === 'running';
  const started = useRef(false);
  useEffect(() => {
    // Not on the page's first render (nothing was started yet): focus is the page's business then.
    if (!running && !started.current) return;
    started.current = true;
    refocusIfLost(running ? cancelRef.current : downloadRef.current);
  }, [running]);

  const start = () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', received: 0 });
    downloadExport((received) => setState({ kind: 'running', received }), controller.signal)
      .then((name) => setState((s) => ({ kind: 'saved', name, size: s.kind === 'running' ? s.received : 0 })))
      .catch((err: unknown) => {
        if (controller.signal.aborted) setState({ kind: 'cancelled' });
        else setState({ kind: 'failed', message: errorText(err, t('myData.download.failed')) });
      });
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="my-data-download-title">
      <Typography variant="h6" component="h3" id="my-data-download-title">
        {t('myData.download.title')}
      </Typography>
      <Typography color="text.secondary">{t('myData.download.text')}</Typography>
      {state.kind === 'running' ? (
        <Box data-testid="export-progress" role="status" aria-live="polite">
          <LinearProgress aria-label={t('myData.download.preparing')} />
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
            <Typography variant="body2" data-testid="export-bytes" data-bytes={state.received} sx={{ flexGrow: 1 }}>
              {state.received === 0
                ? t('myData.download.preparing')
                : t('myData.download.received', { size: size(state.received) })}
            </Typography>
            <Button ref={cancelRef} size="small" onClick={() => abort.current?.abort()}>
              {t('myData.download.cancel')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box>
          <Button
            ref={downloadRef}
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={start}
            data-testid="export-download"
          >
            {t('myData.download.button')}
          </Button>
        </Box>
      )}
      {state.kind === 'saved' ? (
        <Alert severity="success" data-testid="export-saved" data-bytes={state.size}>
          {t('myData.download.saved', { name: state.name, size: size(state.size) })}
        </Alert>
      ) : null}
      {state.kind === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.kind === 'cancelled' ? <Alert severity="info">{t('myData.download.cancelled')}</Alert> : null}
    </Stack>
  );
}
