// The overall summary worded in the page's language from its facts (ai.overallFacts): the stored text
// (ai.overall) is in the language of the moment it was built, which need not be the page's.
import { useTranslation } from 'react-i18next';
import type { SessionUserFragment } from '../../../gql-session/graphql';

type Facts = NonNullable<SessionUserFragment['ai']['overallFacts']>;
type VitalKind = Facts['vitalsOut'][number]['kind'];
type TwinSystem = Facts['labSystems'][number];

const VITAL = {
  HEART_RATE: 'source.heart_rate',
  SPO2: 'source.spo2',
  GLUCOSE: 'source.glucose',
  BLOOD_PRESSURE: 'source.blood_pressure',
  STRESS: 'source.stress',
} as const satisfies Record<VitalKind, string>;

const SYSTEM = {
  BLOOD: 'source.blood',
  VASCULAR: 'source.vascular',
  BRAIN: 'source.brain',
  KIDNEY: 'source.kidney',
  LIVER: 'source.liver',
  DIGESTION: 'source.digestion',
  EYE: 'source.eye',
} as const satisfies Record<TwinSystem, string>;

/** The summary's sentence, or null without facts (a summary built before they were kept: show its text). */
export function useOverallText(facts: Facts | null | undefined): string | null {
  const { t } = useTranslation('ai');
  if (!facts) return null;
  if (!facts.vitalsMeasured && !facts.labsMeasured && !facts.openAlerts) return t('overall.none');
  const list = (items: string[]) => items.join(t('overall.listSeparator'));
  const parts: string[] = [];
  if (facts.vitalsMeasured) {
    const out = facts.vitalsOut.map((v) =>
      t(v.status === 'LOW' ? 'overall.vitalLow' : 'overall.vitalHigh', { vital: t(VITAL[v.kind]) }),
    );
    parts.push(out.length ? t('overall.vitalsOut', { list: list(out) }) : t('overall.vitalsOk'));
  }
  if (facts.labsMeasured) {
    const count = facts.labsOutOfRange;
    const systems = list(facts.labSystems.map((s) => t(SYSTEM[s])));
    parts.push(count ? t('overall.labsOut', { count, systems }) : t('overall.labsOk'));
  }
  parts.push(facts.openAlerts ? t('overall.alerts', { count: facts.openAlerts }) : t('overall.alertsNone'));
  const line = parts.join(t('overall.partSeparator'));
  // The parts are lower-case so that they can follow one another; the sentence starts with a capital.
  return line.charAt(0).toUpperCase() + line.slice(1) + t('overall.end');
}
