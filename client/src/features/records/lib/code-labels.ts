// A record's status and code as a person reads them: FHIR status codes ("final", "entered-in-error") in the UI
// language, and a code system by its common name ("LOINC 85354-9") instead of its URI.
import { useTranslation } from 'react-i18next';

const SYSTEM_NAMES: Record<string, string> = {
  'http://loinc.org': 'LOINC',
  'http://snomed.info/sct': 'SNOMED CT',
  'http://www.nlm.nih.gov/research/umls/rxnorm': 'RxNorm',
  'http://hl7.org/fhir/sid/cvx': 'CVX',
  'http://hl7.org/fhir/sid/icd-10': 'ICD-10',
  'http://hl7.org/fhir/sid/icd-10-cm': 'ICD-10-CM',
  'http://unitsofmeasure.org': 'UCUM',
};

/** "LOINC 85354-9"; an unknown system keeps its URI after the code, so nothing is hidden. */
export function codeLabel(code: string, system: string | null | undefined): string {
  if (!system) return code;
  const name = SYSTEM_NAMES[system];
  return name ? `${name} ${code}` : `${code} (${system})`;
}

/** A FHIR status in words; a status the portal does not know is shown as the source wrote it. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  const labels: Record<string, string | undefined> = t('records.statuses', { returnObjects: true });
  return (status) => labels[status.replace(/-/g, '_')] ?? status;
}
