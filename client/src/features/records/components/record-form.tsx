import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../shared/ui/date-time-field';
import { RECORD_KINDS, isRecordKind } from '../lib/record-kinds';
import type { RecordForm as RecordFormValues } from '../lib/record-form-model';
import { useRecordForm } from '../lib/use-record-form';
import { ObservationsEditor } from './observations-editor';

type TextFieldName = 'title' | 'date' | 'endDate' | 'provider' | 'facility' | 'status' | 'notes';

// Instants are typed as a day and a time in the page's language, the user's clock and time zone (DateTimeField).
const LAYOUT: { name: TextFieldName; instant?: boolean; span?: boolean; multiline?: boolean; required?: boolean }[] = [
  { name: 'title', span: true, required: true },
  { name: 'date', instant: true, required: true },
  { name: 'endDate', instant: true },
  { name: 'provider' },
  { name: 'facility' },
  { name: 'status' },
  { name: 'notes', span: true, multiline: true },
];

interface RecordFormProps {
  initial: RecordFormValues;
  onSubmit: (form: RecordFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a record: its fields and observations, with per-field messages (client rules and server). */
export function RecordForm({ initial, onSubmit, onCancel }: RecordFormProps) {
  const { t } = useTranslation();
  const state = useRecordForm(initial);
  const { form, errorText, setField } = state;
  return (
    <Card>
      <CardContent>
        <Box component="form" noValidate onSubmit={state.handleSubmit(onSubmit)} data-testid="record-form">
          <Stack spacing={3}>
            {state.formError ? (
              <Alert severity="error" data-testid="record-form-error">
                {state.formError}
              </Alert>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
              <TextField
                select
                label={t('records.form.kind')}
                value={form.kind}
                onChange={(event) => {
                  if (isRecordKind(event.target.value)) setField('kind', event.target.value);
                }}
                data-testid="record-kind-select"
              >
                {RECORD_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {t(`records.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              {LAYOUT.map(({ name, instant, span, multiline, required }) => {
                const error = errorText(name);
                if (instant)
                  return (
                    <DateTimeField
                      key={name}
                      id={`record-${name}`}
                      testId={`record-${name}`}
                      label={t(`records.form.${name}`)}
                      value={form[name]}
                      onChange={(iso) => {
                        setField(name, iso);
                      }}
                      onProblem={(problem) => {
                        state.setUnsettled(name, problem);
                      }}
                      required={required}
                      error={error !== undefined}
                      helperText={error}
                    />
                  );
                return (
                  <TextField
                    key={name}
                    name={name}
                    label={t(`records.form.${name}`)}
                    value={form[name]}
                    onChange={(event) => {
                      setField(name, event.target.value);
                    }}
                    required={required}
                    error={error !== undefined}
                    helperText={error}
                    multiline={multiline}
                    minRows={multiline ? 3 : undefined}
                    sx={span ? { gridColumn: '1 / -1' } : undefined}
                    slotProps={{
                      htmlInput: { 'data-testid': name === 'title' ? 'record-title' : `record-${name}` },
                    }}
                  />
                );
              })}
            </Box>
            <ObservationsEditor state={state} />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onCancel} disabled={state.submitting}>
                {t('records.form.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={state.submitting} data-testid="record-save">
                {state.submitting ? t('records.form.saving') : t('records.form.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
