import { requireVerified } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { ONLINE_WINDOW_MS } from './gadgets.service.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export const gadgetsResolvers: Resolvers = {
  Query: {
    gadgets: (_p, _a, ctx) => ctx.services.gadgets.list(requireVerified(ctx).user.id),
  },
  Mutation: {
    addGadget: (_p, a, ctx) => ctx.services.gadgets.add(requireVerified(ctx).user.id, a.name, a.kind),
    rotateGadgetKey: (_p, a, ctx) => ctx.services.gadgets.rotateKey(requireVerified(ctx).user.id, a.id),
    revokeGadgetKey: (_p, a, ctx) => ctx.services.gadgets.revokeKey(requireVerified(ctx).user.id, a.id),
    renameGadget: (_p, a, ctx) => ctx.services.gadgets.rename(requireVerified(ctx).user.id, a.id, a.name),
    removeGadget: (_p, a, ctx) => ctx.services.gadgets.remove(requireVerified(ctx).user.id, a.id),
  },
  Gadget: {
    keyStatus: (g) => (g.keyRevokedAt ? 'revoked' : 'active'),
    online: (g) => g.lastSeenAt !== null && Date.now() - g.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
    readingsToday: (g) => (g.readingsDay === todayUtc() ? g.readingsDayCount : 0),
  },
  GadgetKind: {
    WEARABLE: 'wearable',
    CGM: 'cgm',
    BP_CUFF: 'bp_cuff',
    PULSE_OXIMETER: 'pulse_oximeter',
    SLEEP_TRACKER: 'sleep_tracker',
    SIMULATOR: 'simulator',
  },
  GadgetKeyStatus: { ACTIVE: 'active', REVOKED: 'revoked' },
};
