import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from 'react-i18next';

/** Honest empty state for a feature that later work fills: no sample data, no made-up numbers. */
export function NotAvailable({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="not-available">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 8 } }}>
          <HourglassEmptyOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="p">
            {t('pages.notAvailable')}
          </Typography>
          <Typography color="text.secondary">{t('pages.notAvailableText')}</Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
