import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { skippedTypes, type FhirImportResult } from '../api/import-result';

const COUNTS = ['imported', 'updated', 'unchanged', 'skipped', 'flagged'] as const;

/** What an import did: totals, counts by resource type, skipped types and the items skipped or flagged. */

/** First-strong isolate (FSI … PDI): the text keeps its own direction inside the sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;
export function ImportResultView({ result }: { result: FhirImportResult }) {
  const { t } = useTranslation();
  const skipped = skippedTypes(result);
  return (
    <Stack spacing={2} data-testid="fhir-import-result">
      <Alert severity={result.flagged || result.skipped ? 'warning' : 'success'} data-testid="fhir-import-summary">
        {t('fhir.summary', {
          total: result.total,
          imported: result.imported,
          updated: result.updated,
          unchanged: result.unchanged,
          skipped: result.skipped,
          flagged: result.flagged,
        })}
      </Alert>
      <TableContainer>
        <Table size="small" aria-label={t('fhir.dialogTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fhir.columns.type')}</TableCell>
              {COUNTS.map((c) => (
                <TableCell key={c} align="right">
                  {t(`fhir.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.byType.map((row) => (
              <TableRow key={row.resourceType} data-testid={`fhir-type-${row.resourceType}`}>
                <TableCell component="th" scope="row">
                  {row.resourceType}
                </TableCell>
                {COUNTS.map((c) => (
                  <TableCell key={c} align="right" sx={{ color: row[c] ? 'text.primary' : 'text.disabled' }}>
                    {row[c]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {skipped.length ? (
        <Typography data-testid="fhir-skipped-types">
          {t('fhir.skippedTypes', { types: skipped.join(', ') })}
        </Typography>
      ) : null}
      {result.vitalReadingsAdded ? (
        <Typography>{t('fhir.vitalsAdded', { value: result.vitalReadingsAdded })}</Typography>
      ) : null}
      {result.patientSuggestions ? (
        <Alert severity="info">
          <Link component={RouterLink} to={paths.personalInfo}>
            {t('fhir.patientFound')}
          </Link>
        </Alert>
      ) : null}
      {result.issues.length ? (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('fhir.issues')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflow: 'auto' }} data-testid="fhir-import-issues">
            {result.issues.map((issue) => (
              <Typography component="li" variant="body2" key={`${String(issue.entry)}-${issue.message}`}>
                {t('fhir.issue', {
                  entry: issue.entry,
                  // Isolated: an English resource name or message inside an Arabic sentence kept its own order.
                  type: isolate(issue.resourceType),
                  message: issue.flag
                    ? t('fhir.flagged', { flag: t(`records.flags.${issue.flag}`) })
                    : isolate(issue.message),
                })}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
