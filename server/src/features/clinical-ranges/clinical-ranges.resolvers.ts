import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const clinicalRangesResolvers: Resolvers = {
  RangeContext: {
    ADULT: 'adult',
    RESTING: 'resting',
    CGM_TIME_IN_RANGE: 'cgm_time_in_range',
    FASTING: 'fasting',
    NIGHTLY: 'nightly',
    DEVICE_SCORE: 'device_score',
    LAB_REPORTED: 'lab_reported',
  },
};
