// The device key, shown once after adding a gadget or rotating its key: the key with a copy button, a
// clear warning that it cannot be shown again, and how a device sends readings with it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyBlock } from './copy-block';

function curlExample(key: string, time: string): string {
  const body = JSON.stringify({ readings: [{ id: 'reading-1', kind: 'heart_rate', time, value: 72 }] });
  return [
    `curl -X POST ${window.location.origin}/api/ingest \\`,
    `  -H 'Authorization: Device ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

export function DeviceKeyPanel({ deviceKey }: { deviceKey: string }) {
  const { t } = useTranslation();
  const [time] = useState(() => new Date().toISOString());
  return (
    <Stack spacing={2}>
      <Alert severity="warning" data-testid="device-key-warning">
        <strong>{t('gadgets.key.storeNow')}</strong> {t('gadgets.key.onlyOnce')}
      </Alert>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t('gadgets.key.label')}
        </Typography>
        <CopyBlock text={deviceKey} testId="device-key" copyTestId="copy-device-key" />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p">
          {t('gadgets.key.howTo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('gadgets.key.howToText')}
        </Typography>
        <CopyBlock text={curlExample(deviceKey, time)} testId="device-key-curl" multiline />
      </Box>
    </Stack>
  );
}
