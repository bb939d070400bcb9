// The five colours as a labelled radio group of swatches (keyboard: arrows move, the hue's name is announced).
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from 'react-i18next';
import type { NoteColor } from '../../../gql/graphql';
import { NOTE_COLORS, tone } from './note-colors';

export function ColorPicker({ value, onChange }: { value: NoteColor; onChange: (c: NoteColor) => void }) {
  const { t } = useTranslation('notes');
  const { palette } = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography id="note-color-label" variant="body2" color="text.secondary">
        {t('color.label')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="note-color-label"
        value={value}
        onChange={(e) => {
          onChange(e.target.value as NoteColor);
        }}
      >
        {NOTE_COLORS.map((c) => {
          // By the hue the swatch shows in this colour theme and mode, as every colour is named.
          const name = t(`color.hue.${palette[tone(c)].hue ?? 'blue'}`);
          const swatch = (checked: boolean) => (
            <Box
              component="span"
              sx={{
                width: 26,
                height: 26,
                borderRadius: '50%',
                bgcolor: `${tone(c)}.main`,
                color: `${tone(c)}.contrastText`,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {checked ? <CheckOutlined fontSize="small" /> : null}
            </Box>
          );
          return (
            <Tooltip key={c} title={name}>
              <Radio
                value={c}
                icon={swatch(false)}
                checkedIcon={swatch(true)}
                slotProps={{ input: { 'aria-label': name } }}
                data-testid={`note-color-${c}`}
                sx={{ p: 0.5 }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
