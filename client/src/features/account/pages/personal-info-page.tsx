import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PatientSuggestionsCard } from '../../fhir/components/patient-suggestions-card';
import { NotAvailable } from '../../../shared/ui/not-available';
import { PageShell } from '../../../shared/ui/page-shell';

// Editing personal information is not built yet; details found in imported FHIR bundles are already offered
// here for review (never applied silently).
export function PersonalInfoPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.personalInfo')}>
      <Stack spacing={3}>
        <PatientSuggestionsCard />
        <NotAvailable />
      </Stack>
    </PageShell>
  );
}
