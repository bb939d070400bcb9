import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { ObservationForm } from '../lib/observation-form-model';
import type { ObservationField, ObservationPath, RecordFormState } from '../lib/use-record-form';

// Two rows on wide screens: code, name, value, unit | range low, range high, range text (and the remove button).
const FIELDS: { name: ObservationField; wide?: boolean; ltr?: boolean }[] = [
  { name: 'code', ltr: true },
  { name: 'display' },
  { name: 'value' },
  { name: 'unit', ltr: true },
  { name: 'refLow' },
  { name: 'refHigh' },
  { name: 'refText', wide: true },
];

interface ObservationFieldsProps {
  state: RecordFormState;
  observation: ObservationForm;
  path: ObservationPath;
}

/** The inputs of one observation or panel component, with their per-field messages. */
export function ObservationFields({ state, observation, path }: ObservationFieldsProps) {
  const { t } = useTranslation();
  const at = state.pathName(path);
  const panel = typeof path === 'number' && observation.components.length > 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr)) 40px' },
      }}
    >
      {FIELDS.map(({ name, wide, ltr }) => {
        if (panel && name === 'value') return null;
        const error = state.errorText(`${at}.${name}`);
        return (
          <TextField
            key={name}
            size="small"
            label={t(`records.observations.${name}`)}
            value={observation[name]}
            onChange={(event) => {
              state.setObservation(path, name, event.target.value);
            }}
            error={error !== undefined}
            helperText={error ?? (name === 'value' ? t('records.observations.valueHint') : undefined)}
            sx={wide ? { gridColumn: 'span 2' } : undefined}
            slotProps={{
              htmlInput: {
                'data-testid': `${at}.${name}`,
                dir: ltr ? 'ltr' : undefined,
                inputMode: name === 'refLow' || name === 'refHigh' ? 'decimal' : undefined,
              },
            }}
          />
        );
      })}
      <IconButton
        aria-label={t('records.observations.remove')}
        onClick={() => {
          state.removeObservation(path);
        }}
        sx={{ mt: 0.25, justifySelf: 'start', gridColumn: { md: 5 }, gridRow: { md: 1 } }}
      >
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}
