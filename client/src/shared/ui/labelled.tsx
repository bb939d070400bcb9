// "Label: value" with each language's own punctuation: French puts a narrow no-break space before the colon,
// Chinese a full-width colon with no space. Put together in code as `${label}: ${value}`, every language got
// the English one. For a value that is an element (a chip, a range); a text value can use its own key.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {t('app.labelled', { label })}
      {children}
    </>
  );
}
