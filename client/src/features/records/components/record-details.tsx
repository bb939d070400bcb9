import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MedicalRecord } from '../api/use-records';
import { codeLabel, useStatusLabel } from '../lib/code-labels';
import { useDates } from '../lib/use-dates';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A record's own fields, read-only. */
export function RecordDetails({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const dates = useDates();
  const statusLabel = useStatusLabel();
  const optional: [string, string | null | undefined][] = [
    [t('records.form.endDate'), record.endDate ? dates.recordWhen(record.endDate, record.dateOnly) : null],
    [t('records.form.provider'), record.provider],
    [t('records.form.facility'), record.facility],
    [t('records.form.status'), record.status ? statusLabel(record.status) : null],
    [t('records.detail.code'), record.code ? codeLabel(record.code, record.codeSystem) : null],
  ];
  return (
    <Card data-testid="record-details">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip color="primary" label={t(`records.kinds.${record.kind}`)} data-testid="record-kind" />
          <Chip variant="outlined" label={t(`records.sources.${record.source}`)} />
          {record.flags.map((flag) => (
            <Chip key={flag} color="warning" variant="outlined" label={t(`records.flags.${flag}`)} />
          ))}
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          <Item label={t('records.form.date')}>{dates.recordWhen(record.date, record.dateOnly)}</Item>
          {optional
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <Item key={label} label={label}>
                {value}
              </Item>
            ))}
          <Item label={t('records.detail.updated')}>{dates.dayTime(record.updatedAt)}</Item>
        </Box>
        {record.notes ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {t('records.form.notes')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="record-notes">
              {record.notes}
            </Typography>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
