import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import type { RecordFormState } from '../lib/use-record-form';
import { ObservationFields } from './observation-fields';

/** The observations of the record being edited; a panel's components are edited beneath it. */
export function ObservationsEditor({ state }: { state: RecordFormState }) {
  const { t } = useTranslation();
  const { observations } = state.form;
  return (
    <Stack spacing={2} data-testid="observations-editor">
      <Typography variant="h6" component="h2">
        {t('records.observations.title')}
      </Typography>
      {observations.map((o, i) => (
        <Box key={o.key} data-testid={`observation-editor-${String(i)}`}>
          <ObservationFields state={state} observation={o} path={i} />
          {o.components.length ? (
            <Stack spacing={1.5} sx={{ mt: 1.5, pl: 3, borderLeft: 2, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary">
                {t('records.observations.components')}
              </Typography>
              {o.components.map((c, j) => (
                <ObservationFields key={c.key} state={state} observation={c} path={[i, j]} />
              ))}
            </Stack>
          ) : null}
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() => {
              state.addObservation(i);
            }}
            sx={{ mt: 1 }}
          >
            {t('records.observations.addComponent')}
          </Button>
          <Divider sx={{ mt: 1 }} />
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => {
            state.addObservation();
          }}
          data-testid="observation-add"
        >
          {t('records.observations.add')}
        </Button>
      </Box>
    </Stack>
  );
}
