import { useTranslation } from 'react-i18next';
import { PersonalInfoForm } from '../../personal-info/components/personal-info-form';
import { PageShell } from '../../../shared/ui/page-shell';

// Personal information: the form lives in features/personal-info; imported FHIR Patient details are
// offered there, field by field, beside the current values (never applied silently).
export function PersonalInfoPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('nav.personalInfo')} subtitle={t('personalInfo.intro')}>
      <PersonalInfoForm />
    </PageShell>
  );
}
