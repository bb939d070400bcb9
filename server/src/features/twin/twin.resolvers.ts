import { requireActor } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';

export const twinResolvers: Resolvers = {
  Query: {
    twin: (_p, a, ctx) => ctx.services.twin.page(requireActor(ctx), a.system),
    twinOverview: (_p, _a, ctx) => ctx.services.twin.overview(requireActor(ctx)),
  },
  TwinSystem: {
    BLOOD: 'blood',
    VASCULAR: 'vascular',
    BRAIN: 'brain',
    KIDNEY: 'kidney',
    LIVER: 'liver',
    DIGESTION: 'digestion',
    EYE: 'eye',
  },
  IndicatorStatus: {
    LOW: 'low',
    NORMAL: 'normal',
    HIGH: 'high',
    CRITICAL: 'critical',
    UNKNOWN: 'unknown',
    NO_DATA: 'no_data',
  },
};
