// Questions a new user can start with (the built-in engine understands each of them).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

export function Suggestions({ onPick, disabled }: { onPick: (q: string) => void; disabled: boolean }) {
  const { t } = useTranslation('ai');
  return (
    <section aria-labelledby="ai-suggestions-title">
      <Typography id="ai-suggestions-title" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {t('suggestions.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {KEYS.map((k) => (
          <Chip key={k} label={t(`suggestions.${k}`)} onClick={() => onPick(t(`suggestions.${k}`))} disabled={disabled} variant="outlined" data-testid="ai-suggestion" />
        ))}
      </Stack>
    </section>
  );
}
