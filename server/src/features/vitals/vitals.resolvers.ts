import { requireActor, requireVerified } from '../../graphql/context.js';
import { DateTimeScalar } from '../../graphql/date-time-scalar.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { SKIP, liveSource } from '../../realtime/live-source.js';
import { VITAL_RANGES, vitalStatus } from '../clinical-ranges/range-status.js';
import type { SleepSessionView, VitalAlertView, VitalReadingView } from './vitals.types.js';

export const vitalsResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    latestVitals: (_p, _a, ctx) => {
      const who = requireActor(ctx);
      return ctx.services.vitals.latest(who.userId, who);
    },
    vitalReadingsSince: (_p, a, ctx) => {
      const who = requireActor(ctx);
      return ctx.services.vitals.readingsSince(who.userId, a.since, a.kinds, a.limit, who);
    },
    vitalSeries: (_p, a, ctx) => {
      const who = requireActor(ctx);
      return ctx.services.vitals.series(who.userId, a.kind, a.from, a.to, a.points, who);
    },
    sleepSessions: (_p, a, ctx) => {
      const who = requireActor(ctx);
      return ctx.services.vitals.sleepSessions(who.userId, a.from, a.to, who);
    },
    vitalAlerts: (_p, a, ctx) => {
      const who = requireActor(ctx);
      return ctx.services.vitals.alerts(who.userId, a.acknowledged, a.limit, who);
    },
  },
  Mutation: {
    recordVitals: (_p, a, ctx) => ctx.services.vitals.recordVitals(requireVerified(ctx).user.id, a.readings),
    acknowledgeAlert: (_p, a, ctx) => ctx.services.vitals.acknowledgeAlert(requireVerified(ctx).user.id, a.id),
  },
  Subscription: {
    vitalReadings: {
      subscribe: (_p, a, ctx) => {
        const viewer = requireVerified(ctx);
        const kinds = a.kinds?.length ? new Set(a.kinds) : null;
        return liveSource(ctx.services.pubsub, 'vitals:readings', viewer, {
          select: (e) => {
            const readings = kinds ? e.readings.filter((r) => kinds.has(r.kind)) : e.readings;
            return readings.length > 0 ? readings : SKIP;
          },
        });
      },
      resolve: (readings: VitalReadingView[]) => readings,
    },
    sleepUpdated: {
      subscribe: (_p, _a, ctx) => {
        const viewer = requireVerified(ctx);
        return liveSource(ctx.services.pubsub, 'vitals:sleep', viewer);
      },
      resolve: (session: SleepSessionView) => session,
    },
    vitalAlert: {
      subscribe: (_p, _a, ctx) => {
        const viewer = requireVerified(ctx);
        return liveSource(ctx.services.pubsub, 'vitals:alert', viewer);
      },
      resolve: (alert: VitalAlertView) => alert,
    },
  },
  // Judged on the server from the one table of ranges, so every page shows the same status for a reading.
  VitalReading: {
    status: (r) => vitalStatus(r.kind, r.value, r.value2),
    referenceRange: (r) => VITAL_RANGES[r.kind].value,
    referenceRange2: (r) => VITAL_RANGES[r.kind].value2 ?? null,
  },
  SleepSession: {
    asleepSeconds: (s) => s.lightSeconds + s.deepSeconds + s.remSeconds,
  },
  VitalKind: {
    HEART_RATE: 'heart_rate',
    SPO2: 'spo2',
    GLUCOSE: 'glucose',
    BLOOD_PRESSURE: 'blood_pressure',
    STRESS: 'stress',
  },
  ReadingSource: { DEVICE: 'device', MANUAL: 'manual', IMPORT: 'import' },
  SleepStage: { AWAKE: 'awake', LIGHT: 'light', DEEP: 'deep', REM: 'rem' },
  AlertSeverity: { WARNING: 'warning', CRITICAL: 'critical' },
};
