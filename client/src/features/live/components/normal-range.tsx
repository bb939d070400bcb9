import type { VitalKind } from '../../../gql/graphql';
import { VitalRangeNote } from '../../../shared/vitals/vital-range-note';
import type { LivePoint } from '../api/live-buffer';
import { AlertLimits } from './alert-limits';

/**
 * "normal 50–100 bpm · at rest" for the current reading (systolic/diastolic for blood pressure), in the user's
 * units, and the limits alerts are raised at.
 */
export function NormalRange({ kind, current }: { kind: VitalKind; current: LivePoint }) {
  return (
    <>
      <VitalRangeNote kind={kind} range={current.range} range2={current.range2} testId="live-normal-range" />
      <AlertLimits kind={kind} />
    </>
  );
}
