import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The 10 recovery codes, shown once right after enrolment; the user dismisses them when saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        <AlertTitle>{t('security.twoFactor.recoveryTitle')}</AlertTitle>
        {t('security.twoFactor.recoveryText')}
      </Alert>
      <Box
        component="ol"
        aria-label={t('security.twoFactor.recoveryList')}
        dir="ltr"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          maxWidth: 480,
        }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={copy}>
          {copied ? t('security.twoFactor.copied') : t('security.twoFactor.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('security.twoFactor.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}
