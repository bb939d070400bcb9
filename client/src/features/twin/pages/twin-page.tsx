import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TwinOrgan } from '../../../app/paths';
import { PageShell } from '../../../shared/ui/page-shell';
import { useTwin, type TwinPageData } from '../api/use-twin';
import { IndicatorCard } from '../components/indicator-card';
import { TwinEmpty } from '../components/twin-empty';
import { TwinRelated } from '../components/twin-related';
import { TwinSummary } from '../components/twin-summary';
import { TWIN_SYSTEM, useIndicatorName } from '../lib/twin-names';
import { LoadError } from '../../../shared/ui/load-error';

function TwinContent({ twin }: { twin: TwinPageData }) {
  const { t } = useTranslation();
  const name = useIndicatorName();
  const measured = twin.indicators.filter((i) => i.latest);
  const missing = twin.indicators.filter((i) => !i.latest);
  if (!measured.length && !twin.conditions.length && !twin.medications.length)
    return <TwinEmpty suggestions={twin.suggestions} />;
  return (
    <Stack spacing={3}>
      <TwinSummary twin={twin} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {measured.map((i) => (
          <IndicatorCard key={i.code} indicator={i} name={name(i.code, i.display)} />
        ))}
      </Box>
      {missing.length ? (
        <Box data-testid="twin-missing">
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('twin.noDataYet')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {missing.map((i) => (
              <Chip
                key={i.code}
                variant="outlined"
                label={name(i.code, i.display)}
                data-testid={`twin-indicator-${i.code}`}
                data-status={i.status}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <TwinRelated title={t('twin.conditions')} items={twin.conditions} testId="twin-conditions" />
        <TwinRelated title={t('twin.medications')} items={twin.medications} testId="twin-medications" />
      </Box>
    </Stack>
  );
}

/** /twine/{organ}: one generic digital-twin page per body system, each with its own title. */
export function TwinPage({ organ }: { organ: TwinOrgan }) {
  const { t } = useTranslation();
  const { data, loading, error } = useTwin(TWIN_SYSTEM[organ]);
  const twin = data?.twin;
  return (
    <PageShell title={t(`nav.${organ}`)}>
      {twin ? <TwinContent twin={twin} /> : null}
      {!twin && loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : null}
      {!twin && error ? (
        <LoadError error={error} what={t('twin.loadFailed')} data-testid="twin-error" />
      ) : null}
    </PageShell>
  );
}
