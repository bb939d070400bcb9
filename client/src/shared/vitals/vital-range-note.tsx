import type { ReferenceRangeFieldsFragment, VitalKind } from '../../gql/graphql';
import { RangeNote } from './range-note';
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
  return (
    <RangeNote
      range={range}
      range2={range2}
      unit={display.unit(kind)}
      convert={(value) => display.convert(kind, value)}
      testId={testId}
    />
  );
}
