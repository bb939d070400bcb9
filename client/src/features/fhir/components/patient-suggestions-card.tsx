// Personal details found in an imported FHIR bundle (Patient resource). They are offered for review only:
// the import never overwrites the account's own information.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DismissPatientSuggestionDocument, PatientSuggestionsDocument } from '../../../gql/graphql';
import type { PatientSuggestionsQuery } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';

type Suggestion = PatientSuggestionsQuery['patientSuggestions'][number];

function Details({ s }: { s: Suggestion }) {
  const { t } = useTranslation();
  const rows: [string, string | null | undefined][] = [
    [t('patientDetails.fields.name'), [s.firstName, s.lastName].filter(Boolean).join(' ') || null],
    [t('patientDetails.fields.birthDate'), s.birthDate],
    [t('patientDetails.fields.gender'), s.gender],
    [t('patientDetails.fields.phone'), s.phone],
    [t('patientDetails.fields.email'), s.email],
    [t('patientDetails.fields.address'), s.address],
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          // A <dl> may hold only <dt>/<dd> groups (or <div>s wrapping them): one <div> per field.
          <Typography key={label} variant="body2" component="div">
            <Box component="dt" sx={{ display: 'inline', fontWeight: 700 }}>
              {label}:
            </Box>{' '}
            <Box component="dd" sx={{ display: 'inline', m: 0 }}>
              <bdi>{value}</bdi>
            </Box>
          </Typography>
        ))}
    </Stack>
  );
}

export function PatientSuggestionsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error, refetch } = useQuery(PatientSuggestionsDocument, { fetchPolicy: 'cache-and-network' });
  const [dismiss, dismissState] = useMutation(DismissPatientSuggestionDocument);
  const items = data?.patientSuggestions ?? [];
  return (
    <Card data-testid="patient-suggestions">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('patientDetails.title')}
        </Typography>
        {error || dismissState.error ? <Alert severity="error">{errorText(error ?? dismissState.error)}</Alert> : null}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('patientDetails.none')}</Typography>
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('patientDetails.intro')}</Typography>
            {items.map((s) => (
              <Stack
                key={s.id}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <Details s={s} />
                <Button
                  variant="outlined"
                  size="small"
                  data-testid={`patient-suggestion-dismiss-${s.id}`}
                  onClick={() => void dismiss({ variables: { id: s.id } }).then(() => refetch())}
                >
                  {t('patientDetails.dismiss')}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
