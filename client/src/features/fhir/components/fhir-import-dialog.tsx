import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { TOO_LARGE, type ImportState } from '../api/use-fhir-import';
import { ImportResultView } from './import-result-view';

function ImportProgress({ state }: { state: ImportState }) {
  const { t } = useTranslation();
  const server = state.server;
  const uploading = state.uploaded < 1 && !server;
  const storing = server?.phase === 'STORING' && server.total > 0;
  const label = uploading
    ? t('fhir.phases.uploading', { name: state.fileName })
    : server
      ? t(`fhir.phases.${server.phase}`, { processed: server.processed, total: server.total })
      : t('fhir.phases.PARSING');
  const value = uploading ? state.uploaded * 100 : storing ? (server.processed / server.total) * 100 : undefined;
  return (
    <Box data-testid="fhir-import-progress" data-phase={uploading ? 'UPLOADING' : (server?.phase ?? 'PARSING')}>
      <Typography sx={{ mb: 1 }} aria-live="polite">
        {label}
      </Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} />
    </Box>
  );
}

export function FhirImportDialog({ state, onClose }: { state: ImportState; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const running = state.status === 'running';
  return (
    <Dialog
      open={state.status !== 'idle'}
      onClose={running ? undefined : onClose}
      aria-labelledby="fhir-import-title"
      fullWidth
      maxWidth="md"
      data-testid="fhir-import-dialog"
    >
      <DialogTitle id="fhir-import-title">{t('fhir.dialogTitle')}</DialogTitle>
      <DialogContent>
        {running ? <ImportProgress state={state} /> : null}
        {state.status === 'failed' ? (
          <Alert severity="error" data-testid="fhir-import-error">
            <strong>{t('fhir.failed')}</strong>{' '}
            {state.error === TOO_LARGE ? t('fhir.tooLarge') : errorText(state.error)}
          </Alert>
        ) : null}
        {state.result ? <ImportResultView result={state.result} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running} data-testid="fhir-import-close">
          {t('fhir.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
