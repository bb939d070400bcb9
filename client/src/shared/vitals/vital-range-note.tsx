import type { ReferenceRangeFieldsFragment, VitalKind } from '../../gql/graphql';
import { RangeNote } from './range-note';
import { useFormat } from '../lib/use-format';
import { useVitalDisplay } from './use-vital-display';

interface VitalRangeNoteProps {
  kind: VitalKind;
  range: ReferenceRangeFieldsFragment;
  range2: ReferenceRangeFieldsFragment | null;
  testId: string;
}

/** A live vital's range as the server gave it with the reading, in the unit the user reads the vital in. */
export function VitalRangeNote({ kind, range, range2, testId }: VitalRangeNoteProps) {
  const display = useVitalDisplay();
  const format = useFormat();
  const converted = display.convert(kind, 1) !== 1;
  return (
    <RangeNote
      range={range}
      range2={range2}
      unit={display.unit(kind)}
      convert={(value) => display.convert(kind, value)}
      // A converted bound is written as the reading is (3.9–10.0 mmol/L); the portal's own bounds as they are.
      {...(converted ? { write: (v: number) => format.number(v, display.decimals(kind)) } : {})}
      testId={testId}
    />
  );
}
