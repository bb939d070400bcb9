import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import type { PersonalInfoFieldsFragment } from '../../../gql/graphql';

const ITEMS = ['FIRST_NAME', 'LAST_NAME', 'BIRTH_DATE', 'SEX_AT_BIRTH', 'CONTACT'] as const;

/** Whether the required details are complete, and if not, which ones are still needed. */
export function StatusAlert({ details }: { details: PersonalInfoFieldsFragment }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  if (details.filled) {
    return (
      <Alert severity="success" data-testid="personal-info-status">
        {t('personalInfo.status.filled')}
      </Alert>
    );
  }
  const missing = ITEMS.filter((i) => details.missing?.includes(i)).map((i) => t(`personalInfo.status.items.${i}`));
  const items = new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing);
  return (
    <Alert severity="info" data-testid="personal-info-status">
      {t('personalInfo.status.missing', { items })}
    </Alert>
  );
}
