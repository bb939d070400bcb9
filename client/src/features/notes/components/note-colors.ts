// The five note colours as theme palette tones (they follow the colour theme and light/dark mode).
import type { NoteColor } from '../../../gql/graphql';

export const NOTE_COLORS: NoteColor[] = ['PRIMARY', 'SECONDARY', 'SUCCESS', 'WARNING', 'ERROR'];

const TONES = {
  PRIMARY: 'primary',
  SECONDARY: 'secondary',
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'error',
} as const satisfies Record<NoteColor, string>;

export const tone = (c: NoteColor) => TONES[c];
