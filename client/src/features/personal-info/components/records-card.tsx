// "What your records say": the values of an imported FHIR Patient beside the user's current ones, field by
// field. "Use this" copies a value into the form only; nothing is stored until the user saves.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DismissPatientSuggestionDocument } from '../../../gql/graphql';
import type { PersonalInfoFromRecordsQuery } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { Field } from '../api/form-values';
import type { InfoForm } from './use-info-form';
import { Labelled } from '../../../shared/ui/labelled';

type FromRecords = NonNullable<PersonalInfoFromRecordsQuery['personalInfoFromRecords']>;
const ROWS: [Field, keyof FromRecords, string][] = [
  ['firstName', 'firstName', 'personalInfo.fields.firstName'],
  ['lastName', 'lastName', 'personalInfo.fields.lastName'],
  ['birthDate', 'birthDate', 'personalInfo.fields.birthDate'],
  ['gender', 'gender', 'personalInfo.fields.gender'],
  ['phone', 'phone', 'personalInfo.fields.phone'],
];

export function RecordsCard({
  records,
  form,
  onDismissed,
}: {
  records: FromRecords;
  form: InfoForm;
  onDismissed: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [dismiss, dismissing] = useMutation(DismissPatientSuggestionDocument);
  const day = new Intl.DateTimeFormat(fmt.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (field: Field, v: string) => {
    if (!v) return v;
    if (field === 'gender') return t(`personalInfo.gender.${v}` as 'personalInfo.gender.OTHER');
    return field === 'birthDate' ? fmt.fit(day.format(new Date(`${v}T00:00:00Z`))) : v;
  };
  const rows = ROWS.filter(([, key]) => typeof records[key] === 'string' && records[key] !== '');
  return (
    <Card component="section" aria-labelledby="pi-records" data-testid="personal-info-records">
      <CardContent>
        <Typography id="pi-records" variant="h6" component="h2">
          {t('personalInfo.records.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t('personalInfo.records.intro')}{' '}
          {t('personalInfo.records.from', { date: fmt.date(new Date(String(records.importedAt)).getTime()) })}
        </Typography>
        {/* On a phone the current value goes under the field's name, so the recorded value and its "Use this"
            button stay on screen; anything still too wide scrolls inside the region. */}
        <TableScrollRegion label={t('personalInfo.records.title')} testId="personal-info-records-scroll">
          <Table size="small" sx={{ minWidth: { sm: 480 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('personalInfo.records.field')}</TableCell>
                <TableCell sx={wideColumn}>{t('personalInfo.records.current')}</TableCell>
                <TableCell>{t('personalInfo.records.recorded')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([field, key, label]) => {
                const value = String(records[key]);
                const same = form.values[field] === value;
                const current = shown(field, form.values[field]) || t('app.dash');
                return (
                  <TableRow key={field} data-testid={`records-row-${field}`}>
                    <TableCell component="th" scope="row">
                      {t(label as 'personalInfo.fields.phone')}
                      <PhoneDetails>
                        <span>
                          <Labelled label={t('personalInfo.records.current')}>
                            <bdi>{current}</bdi>
                          </Labelled>
                        </span>
                      </PhoneDetails>
                    </TableCell>
                    <TableCell sx={wideColumn}>
                      <bdi>{current}</bdi>
                    </TableCell>
                    <TableCell>
                      <bdi>{shown(field, value)}</bdi>
                    </TableCell>
                    <TableCell align="right">
                      {same ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('personalInfo.records.same')}
                        </Typography>
                      ) : (
                        <Button
                          size="small"
                          variant="outlined"
                          // The visible text first, then which field (axe: label-content-name-mismatch).
                          aria-label={`${t('personalInfo.records.use')}: ${t(label as 'personalInfo.fields.phone')}`}
                          onClick={() => form.set(field, value)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {t('personalInfo.records.use')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {records.address ? <bdi>{t('personalInfo.records.addressNote', { address: records.address })}</bdi> : null}
          </Typography>
          <Button
            size="small"
            disabled={dismissing.loading}
            onClick={() => void dismiss({ variables: { id: records.id } }).then(onDismissed, () => undefined)}
          >
            {t('personalInfo.records.dismiss')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
