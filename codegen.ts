// GraphQL Code Generator: SDL in schema/ is the source of truth.
// - server: resolver signatures typed against the context and drizzle row types (mappers)
// - client: typed documents (client preset) from the operations in client/src/**/*.graphql
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'server/src/graphql/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        mappers: {
          User: '../../../db/schema/index.js#UserRow',
          Gadget: '../../../db/schema/index.js#GadgetRow',
          GadgetWithKey: '../features/gadgets/gadgets.service.js#GadgetWithKeyResult',
          VitalReading: '../features/vitals/vitals.types.js#VitalReadingView',
          VitalSeries: '../features/vitals/vitals.types.js#VitalSeriesView',
          VitalPoint: '../features/vitals/vitals.types.js#SeriesPoint',
          SleepSession: '../features/vitals/vitals.types.js#SleepSessionView',
          SleepStageInterval: '../../../db/schema/index.js#SleepStageInterval as SleepStageIntervalRow',
          VitalAlert: '../features/vitals/vitals.types.js#VitalAlertView',
          // Enums resolve to their internal (database) values; see enumValues below.
          VitalKind: '../../../db/schema/index.js#VitalKind as VitalKindValue',
          GadgetKind: '../../../db/schema/index.js#GadgetKind as GadgetKindValue',
          GadgetKeyStatus: "'active' | 'revoked'",
          ReadingSource: '../../../db/schema/index.js#ReadingSource as ReadingSourceValue',
          SleepStage: "'awake' | 'light' | 'deep' | 'rem'",
          AlertSeverity: '../../../db/schema/index.js#AlertSeverity as AlertSeverityValue',
        },
        // GraphQL enums are SCREAMING_SNAKE; the database (and the resolvers) use the lower-case values.
        enumValues: {
          VitalKind: {
            HEART_RATE: 'heart_rate',
            SPO2: 'spo2',
            GLUCOSE: 'glucose',
            BLOOD_PRESSURE: 'blood_pressure',
            STRESS: 'stress',
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
          ReadingSource: { DEVICE: 'device', MANUAL: 'manual', IMPORT: 'import' },
          SleepStage: { AWAKE: 'awake', LIGHT: 'light', DEEP: 'deep', REM: 'rem' },
          AlertSeverity: { WARNING: 'warning', CRITICAL: 'critical' },
        },
      },
    },
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
