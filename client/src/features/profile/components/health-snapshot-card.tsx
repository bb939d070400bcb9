// A health snapshot on a post (or in the composer before posting): clearly marked as health data the author
// chose to share, each value in the viewer's units and language with its status and normal range (both from
// the server's one table of ranges).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { useTranslation } from 'react-i18next';
import type { ProfilePostFieldsFragment } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { LevelChip } from '../../../shared/ui/level-chip';
import { useRangeText } from '../../../shared/vitals/use-range-text';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';

/** A snapshot as a post carries it (the composer's preview query selects the same fields). */
export type HealthSnapshotView = NonNullable<ProfilePostFieldsFragment['healthSnapshot']>;
type Item = HealthSnapshotView['items'][number];

/** Name, value and unit of an item as this viewer reads them (glucose in their unit; sleep in hours). */
function useItemText() {
  const { t } = useTranslation('profile');
  const display = useVitalDisplay();
  const f = useFormat();
  return (item: Item) => {
    if (item.kind === 'SLEEP') {
      const unit = t('snapshot.units.SLEEP');
      return { label: t('snapshot.kinds.SLEEP'), value: f.number(item.value, 1), unit, convert: (v: number) => v };
    }
    const kind = item.kind;
    return {
      label: display.label(kind),
      value: display.format(kind, item.value, item.value2),
      unit: display.unit(kind),
      convert: (v: number) => display.convert(kind, v),
    };
  };
}

export function HealthSnapshotCard({ snapshot, title, action }: { snapshot: HealthSnapshotView; title: string; action?: ReactNode }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const rangeText = useRangeText();
  const itemText = useItemText();
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid="health-snapshot"
      sx={{ border: 1, borderColor: 'info.main', borderInlineStartWidth: 4, borderRadius: 1, p: 1.5, mb: 1.5, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <MonitorHeartOutlined color="info" aria-hidden />
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }} data-testid="health-snapshot-title">
          {title}
        </Typography>
        {action}
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
        {snapshot.items.map((item) => {
          const text = itemText(item);
          return (
            <Box component="li" key={item.kind} data-testid="health-snapshot-item" data-kind={item.kind}>
              <Typography variant="body2" color="text.secondary">
                {text.label}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }} data-testid="health-snapshot-value">
                  <span dir="ltr">{text.value}</span> {text.unit}
                </Typography>
                <LevelChip level={item.status} />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {rangeText({ range: item.referenceRange, range2: item.referenceRange2, unit: text.unit, convert: text.convert })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('snapshot.measured', { when: f.dateTime(Date.parse(String(item.measuredAt))) })}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('snapshot.disclaimer')}
      </Typography>
    </Box>
  );
}
