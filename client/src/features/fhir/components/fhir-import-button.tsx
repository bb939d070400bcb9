import { useRef } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { useFhirImport } from '../api/use-fhir-import';
import { FhirImportDialog } from './fhir-import-dialog';

/** The id of the page's one bundle file input: other buttons open it with <label htmlFor>. */
export const FHIR_INPUT_ID = 'fhir-import-file';

/** "Import FHIR bundle": pick a .json file, then a dialog follows the upload and the server's phases. */
export function FhirImportButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { state, start, reset } = useFhirImport();
  return (
    <>
      <input
        ref={input}
        id={FHIR_INPUT_ID}
        type="file"
        accept=".json,application/json,application/fhir+json"
        hidden
        data-testid="fhir-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again imports it again.
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => input.current?.click()}
        data-testid="fhir-import-button"
      >
        {t('fhir.import')}
      </Button>
      <FhirImportDialog state={state} onClose={reset} />
    </>
  );
}
