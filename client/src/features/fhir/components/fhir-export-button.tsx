import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/rest';
import { useErrorText } from '../../../shared/api/use-error-text';

/** Downloads the whole record as a FHIR R4 Bundle (GET /api/fhir/export with the bearer token). */
export function FhirExportButton() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportBundle = () => {
    setBusy(true);
    setError(null);
    const fallback = `health-record-${new Date().toISOString().slice(0, 10)}.json`;
    downloadFile('/api/fhir/export', fallback)
      .catch((err: unknown) => {
        setError(errorText(err));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        onClick={exportBundle}
        disabled={busy}
        data-testid="fhir-export-button"
      >
        {busy ? t('fhir.exporting') : t('fhir.export')}
      </Button>
      <Snackbar open={error !== null} autoHideDuration={8000} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)} data-testid="fhir-export-error">
          {t('fhir.exportFailed', { message: error ?? '' })}
        </Alert>
      </Snackbar>
    </>
  );
}
