import type { GadgetKind } from '../../../gql/graphql';

/** In the order the add dialog offers them; the simulator last, as the way to try the portal out. */
export const GADGET_KINDS: readonly GadgetKind[] = [
  'WEARABLE',
  'CGM',
  'BP_CUFF',
  'PULSE_OXIMETER',
  'SLEEP_TRACKER',
  'SIMULATOR',
];

/** The server accepts names of 1–100 characters. */
export const MAX_GADGET_NAME = 100;
