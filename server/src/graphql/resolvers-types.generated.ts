import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  UserRow,
  GadgetRow,
  SleepStageInterval as SleepStageIntervalRow,
  VitalKind as VitalKindValue,
  GadgetKind as GadgetKindValue,
  ReadingSource as ReadingSourceValue,
  AlertSeverity as AlertSeverityValue,
} from '../../../db/schema/index.js';
import type { GadgetWithKeyResult } from '../features/gadgets/gadgets.service.js';
import type {
  VitalReadingView,
  VitalSeriesView,
  SeriesPoint,
  SleepSessionView,
  VitalAlertView,
} from '../features/vitals/vitals.types.js';
import type { GraphQLContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An instant, as an ISO 8601 string with a time zone (e.g. 2026-05-01T07:30:00.000Z). */
  DateTime: { input: Date; output: Date | string };
};

export type AiState = {
  __typename?: 'AiState';
  /** The assistant's overall summary of the user's data; null until one exists. */
  overall?: Maybe<Scalars['String']['output']>;
};

export type AlertSeverity = 'critical' | 'warning';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A signed JWT (HS256). Send it as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  user: User;
};

export type BanState = {
  __typename?: 'BanState';
  banned: Scalars['Boolean']['output'];
};

/** A device that sends readings to `POST /api/ingest` with `Authorization: Device <key>`. */
export type Gadget = {
  __typename?: 'Gadget';
  /** 0–100, when the gadget reports it. */
  batteryLevel?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The first characters of the device key, to tell keys apart. Not a secret; the key itself is shown once. */
  keyPrefix: Scalars['String']['output'];
  keyRotatedAt?: Maybe<Scalars['DateTime']['output']>;
  keyStatus: GadgetKeyStatus;
  kind: GadgetKind;
  /** When the gadget last sent a batch; null if never. */
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** True when the gadget sent something in the last 5 minutes. */
  online: Scalars['Boolean']['output'];
  /** Readings (and sleep sessions) accepted from this gadget today (UTC day of arrival). */
  readingsToday: Scalars['Int']['output'];
};

export type GadgetKeyStatus = 'active' | 'revoked';

/** What a gadget is. SIMULATOR is the built-in one: the server produces realistic readings for its owner. */
export type GadgetKind = 'bp_cuff' | 'cgm' | 'pulse_oximeter' | 'simulator' | 'sleep_tracker' | 'wearable';

/** A gadget with its device key. The key is returned only here, once: store it on the device. */
export type GadgetWithKey = {
  __typename?: 'GadgetWithKey';
  deviceKey: Scalars['String']['output'];
  gadget: Gadget;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  acknowledgeAlert: VitalAlert;
  addGadget: GadgetWithKey;
  /** Changes the password; older tokens stop working, so a fresh token is returned. */
  changePassword: AuthPayload;
  login: AuthPayload;
  /** Revokes the token used for this call. */
  logout: Scalars['Boolean']['output'];
  /** Manual entry (1–100 readings), validated like device readings; one bad reading refuses the call. */
  recordVitals: Array<VitalReading>;
  register: AuthPayload;
  /** Removes the gadget and revokes its key; its readings stay in the user's history. */
  removeGadget: Scalars['Boolean']['output'];
  renameGadget: Gadget;
  /** Always answers true, whether or not the address belongs to an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Mails a new verification link to the signed-in account (old links stop working). */
  resendVerification: Scalars['Boolean']['output'];
  /** Sets a new password with the token from the mailed link; signs out every existing session. */
  resetPassword: Scalars['Boolean']['output'];
  /** The key stops working at once; readings already stored are kept. */
  revokeGadgetKey: Gadget;
  /** Issues a new device key; the old one stops working at once (a revoked gadget becomes active again). */
  rotateGadgetKey: GadgetWithKey;
  /** Confirms an e-mail address with the single-use token from the mailed link. Works signed in or not. */
  verifyEmail: User;
};

export type MutationAcknowledgeAlertArgs = {
  id: Scalars['ID']['input'];
};

export type MutationAddGadgetArgs = {
  kind: GadgetKind;
  name: Scalars['String']['input'];
};

export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationRecordVitalsArgs = {
  readings: Array<VitalReadingInput>;
};

export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationRemoveGadgetArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRenameGadgetArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};

export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationRevokeGadgetKeyArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRotateGadgetKeyArgs = {
  id: Scalars['ID']['input'];
};

export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type PersonalInfoState = {
  __typename?: 'PersonalInfoState';
  filled: Scalars['Boolean']['output'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user's gadgets (removed ones are not listed; their readings are kept). */
  gadgets: Array<Gadget>;
  /** Liveness of the API; true when the server answers. */
  health: Scalars['Boolean']['output'];
  /** The newest reading of each vital the user has. */
  latestVitals: Array<VitalReading>;
  /** The signed-in account. UNAUTHENTICATED without a valid token. */
  me: User;
  /** Sleep sessions overlapping [from, to), oldest first. */
  sleepSessions: Array<SleepSession>;
  /** Newest first. acknowledged: false → open alerts only; true → acknowledged only; omitted → all. */
  vitalAlerts: Array<VitalAlert>;
  /** Raw readings after `since` (at most 24 h ago; oldest first; default 1000, at most 5000): what a live page missed. */
  vitalReadingsSince: Array<VitalReading>;
  /** History downsampled in SQL to at most `points` buckets (1–2000) over [from, to). */
  vitalSeries: VitalSeries;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QuerySleepSessionsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryVitalAlertsArgs = {
  acknowledged?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryVitalReadingsSinceArgs = {
  kinds?: InputMaybe<Array<VitalKind>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  since: Scalars['DateTime']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryVitalSeriesArgs = {
  from: Scalars['DateTime']['input'];
  kind: VitalKind;
  points?: Scalars['Int']['input'];
  to: Scalars['DateTime']['input'];
};

export type ReadingSource = 'device' | 'import' | 'manual';

/** A night (or nap) with its stages. Totals are in seconds. */
export type SleepSession = {
  __typename?: 'SleepSession';
  /** light + deep + REM. */
  asleepSeconds: Scalars['Int']['output'];
  awakeSeconds: Scalars['Int']['output'];
  deepSeconds: Scalars['Int']['output'];
  end: Scalars['DateTime']['output'];
  gadgetId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  lightSeconds: Scalars['Int']['output'];
  remSeconds: Scalars['Int']['output'];
  source: ReadingSource;
  stages: Array<SleepStageInterval>;
  start: Scalars['DateTime']['output'];
};

export type SleepStage = 'awake' | 'deep' | 'light' | 'rem';

export type SleepStageInterval = {
  __typename?: 'SleepStageInterval';
  end: Scalars['DateTime']['output'];
  stage: SleepStage;
  start: Scalars['DateTime']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** The signed-in user's own record, each time it changes (verification, profile, ban). */
  accountUpdated: User;
  /** A sleep session of the user was stored. */
  sleepUpdated: SleepSession;
  /** A threshold alert of the user was raised. */
  vitalAlert: VitalAlert;
  /** The user's own readings as they are committed, one list per batch; `kinds` filters (all when omitted). */
  vitalReadings: Array<VitalReading>;
};

export type SubscriptionVitalReadingsArgs = {
  kinds?: InputMaybe<Array<VitalKind>>;
};

/** An account holder, with exactly the fields the spec (§3) names. */
export type User = {
  __typename?: 'User';
  admin?: Maybe<Scalars['Boolean']['output']>;
  ai: AiState;
  ban: BanState;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  personalInfo: PersonalInfoState;
  /** True once the e-mail address has been confirmed through the mailed link. */
  stpEmailVerified: Scalars['Boolean']['output'];
};

/** A reading that crossed a threshold (defaults: HR > 120 or < 40, SpO2 < 90, glucose < 70 or > 250, BP ≥ 180/120). */
export type VitalAlert = {
  __typename?: 'VitalAlert';
  acknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  gadgetId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  kind: VitalKind;
  message: Scalars['String']['output'];
  readingTime: Scalars['DateTime']['output'];
  /** The threshold's name: high, low, systolic_high, diastolic_high. */
  rule: Scalars['String']['output'];
  severity: AlertSeverity;
  value: Scalars['Float']['output'];
  value2?: Maybe<Scalars['Float']['output']>;
};

/**
 * The live vitals. Values are in each vital's canonical unit: HEART_RATE /min (LOINC 8867-4), SPO2 % (59408-5),
 * GLUCOSE mg/dL (99504-3), BLOOD_PRESSURE mm[Hg] (panel 85354-9; value = systolic 8480-6, value2 = diastolic
 * 8462-4), STRESS score 0–100.
 */
export type VitalKind = 'blood_pressure' | 'glucose' | 'heart_rate' | 'spo2' | 'stress';

/** One bucket of a series: aggregates of the readings in [time, time + bucketSeconds). */
export type VitalPoint = {
  __typename?: 'VitalPoint';
  avg: Scalars['Float']['output'];
  /** Diastolic aggregates for BLOOD_PRESSURE. */
  avg2?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  max: Scalars['Float']['output'];
  max2?: Maybe<Scalars['Float']['output']>;
  min: Scalars['Float']['output'];
  min2?: Maybe<Scalars['Float']['output']>;
  time: Scalars['DateTime']['output'];
};

export type VitalReading = {
  __typename?: 'VitalReading';
  /** LOINC code (the panel code for blood pressure). */
  code: Scalars['String']['output'];
  /** The gadget that reported it; null for manual entry or a removed gadget. */
  gadgetId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  kind: VitalKind;
  source: ReadingSource;
  time: Scalars['DateTime']['output'];
  /** UCUM unit, e.g. /min, %, mg/dL, mm[Hg]. */
  unit: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  /** Diastolic pressure for BLOOD_PRESSURE; null otherwise. */
  value2?: Maybe<Scalars['Float']['output']>;
};

export type VitalReadingInput = {
  kind: VitalKind;
  /** Defaults to now; at most 5 minutes in the future. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['Float']['input'];
  /** Diastolic pressure, required for BLOOD_PRESSURE. */
  value2?: InputMaybe<Scalars['Float']['input']>;
};

export type VitalSeries = {
  __typename?: 'VitalSeries';
  bucketSeconds: Scalars['Float']['output'];
  code: Scalars['String']['output'];
  /** Start of the first bucket (from, floored to the minute when the buckets are a minute or longer). */
  from: Scalars['DateTime']['output'];
  kind: VitalKind;
  /** Only buckets that have readings; at most the `points` asked for. */
  points: Array<VitalPoint>;
  to: Scalars['DateTime']['output'];
  unit: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AiState: ResolverTypeWrapper<AiState>;
  AlertSeverity: ResolverTypeWrapper<AlertSeverityValue>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BanState: ResolverTypeWrapper<BanState>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gadget: ResolverTypeWrapper<GadgetRow>;
  GadgetKeyStatus: ResolverTypeWrapper<'active' | 'revoked'>;
  GadgetKind: ResolverTypeWrapper<GadgetKindValue>;
  GadgetWithKey: ResolverTypeWrapper<GadgetWithKeyResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PersonalInfoState: ResolverTypeWrapper<PersonalInfoState>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadingSource: ResolverTypeWrapper<ReadingSourceValue>;
  SleepSession: ResolverTypeWrapper<SleepSessionView>;
  SleepStage: ResolverTypeWrapper<'awake' | 'light' | 'deep' | 'rem'>;
  SleepStageInterval: ResolverTypeWrapper<SleepStageIntervalRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserRow>;
  VitalAlert: ResolverTypeWrapper<VitalAlertView>;
  VitalKind: ResolverTypeWrapper<VitalKindValue>;
  VitalPoint: ResolverTypeWrapper<SeriesPoint>;
  VitalReading: ResolverTypeWrapper<VitalReadingView>;
  VitalReadingInput: VitalReadingInput;
  VitalSeries: ResolverTypeWrapper<VitalSeriesView>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AiState: AiState;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BanState: BanState;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  Gadget: GadgetRow;
  GadgetWithKey: GadgetWithKeyResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PersonalInfoState: PersonalInfoState;
  Query: Record<PropertyKey, never>;
  SleepSession: SleepSessionView;
  SleepStageInterval: SleepStageIntervalRow;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UserRow;
  VitalAlert: VitalAlertView;
  VitalPoint: SeriesPoint;
  VitalReading: VitalReadingView;
  VitalReadingInput: VitalReadingInput;
  VitalSeries: VitalSeriesView;
};

export type AiStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiState'] = ResolversParentTypes['AiState'],
> = {
  overall?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AlertSeverityResolvers = { CRITICAL: 'critical'; WARNING: 'warning' };

export type AuthPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BanStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BanState'] = ResolversParentTypes['BanState'],
> = {
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GadgetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Gadget'] = ResolversParentTypes['Gadget'],
> = {
  batteryLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyRotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  keyStatus?: Resolver<ResolversTypes['GadgetKeyStatus'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GadgetKind'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readingsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GadgetKeyStatusResolvers = { ACTIVE: 'active'; REVOKED: 'revoked' };

export type GadgetKindResolvers = {
  BP_CUFF: 'bp_cuff';
  CGM: 'cgm';
  PULSE_OXIMETER: 'pulse_oximeter';
  SIMULATOR: 'simulator';
  SLEEP_TRACKER: 'sleep_tracker';
  WEARABLE: 'wearable';
};

export type GadgetWithKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GadgetWithKey'] = ResolversParentTypes['GadgetWithKey'],
> = {
  deviceKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gadget?: Resolver<ResolversTypes['Gadget'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acknowledgeAlert?: Resolver<
    ResolversTypes['VitalAlert'],
    ParentType,
    ContextType,
    RequireFields<MutationAcknowledgeAlertArgs, 'id'>
  >;
  addGadget?: Resolver<
    ResolversTypes['GadgetWithKey'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGadgetArgs, 'kind' | 'name'>
  >;
  changePassword?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  login?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'email' | 'password'>
  >;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordVitals?: Resolver<
    Array<ResolversTypes['VitalReading']>,
    ParentType,
    ContextType,
    RequireFields<MutationRecordVitalsArgs, 'readings'>
  >;
  register?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterArgs, 'email' | 'firstName' | 'lastName' | 'password'>
  >;
  removeGadget?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveGadgetArgs, 'id'>
  >;
  renameGadget?: Resolver<
    ResolversTypes['Gadget'],
    ParentType,
    ContextType,
    RequireFields<MutationRenameGadgetArgs, 'id' | 'name'>
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetArgs, 'email'>
  >;
  resendVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'password' | 'token'>
  >;
  revokeGadgetKey?: Resolver<
    ResolversTypes['Gadget'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeGadgetKeyArgs, 'id'>
  >;
  rotateGadgetKey?: Resolver<
    ResolversTypes['GadgetWithKey'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateGadgetKeyArgs, 'id'>
  >;
  verifyEmail?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyEmailArgs, 'token'>
  >;
};

export type PersonalInfoStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalInfoState'] = ResolversParentTypes['PersonalInfoState'],
> = {
  filled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  gadgets?: Resolver<Array<ResolversTypes['Gadget']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestVitals?: Resolver<Array<ResolversTypes['VitalReading']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  sleepSessions?: Resolver<
    Array<ResolversTypes['SleepSession']>,
    ParentType,
    ContextType,
    RequireFields<QuerySleepSessionsArgs, 'from' | 'to'>
  >;
  vitalAlerts?: Resolver<
    Array<ResolversTypes['VitalAlert']>,
    ParentType,
    ContextType,
    RequireFields<QueryVitalAlertsArgs, 'limit'>
  >;
  vitalReadingsSince?: Resolver<
    Array<ResolversTypes['VitalReading']>,
    ParentType,
    ContextType,
    RequireFields<QueryVitalReadingsSinceArgs, 'since'>
  >;
  vitalSeries?: Resolver<
    ResolversTypes['VitalSeries'],
    ParentType,
    ContextType,
    RequireFields<QueryVitalSeriesArgs, 'from' | 'kind' | 'points' | 'to'>
  >;
};

export type ReadingSourceResolvers = { DEVICE: 'device'; IMPORT: 'import'; MANUAL: 'manual' };

export type SleepSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SleepSession'] = ResolversParentTypes['SleepSession'],
> = {
  asleepSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  awakeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deepSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gadgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReadingSource'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['SleepStageInterval']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SleepStageResolvers = { AWAKE: 'awake'; DEEP: 'deep'; LIGHT: 'light'; REM: 'rem' };

export type SleepStageIntervalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SleepStageInterval'] = ResolversParentTypes['SleepStageInterval'],
> = {
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['SleepStage'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubscriptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription'],
> = {
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, '_noop', ParentType, ContextType>;
  accountUpdated?: SubscriptionResolver<ResolversTypes['User'], 'accountUpdated', ParentType, ContextType>;
  sleepUpdated?: SubscriptionResolver<ResolversTypes['SleepSession'], 'sleepUpdated', ParentType, ContextType>;
  vitalAlert?: SubscriptionResolver<ResolversTypes['VitalAlert'], 'vitalAlert', ParentType, ContextType>;
  vitalReadings?: SubscriptionResolver<
    Array<ResolversTypes['VitalReading']>,
    'vitalReadings',
    ParentType,
    ContextType,
    Partial<SubscriptionVitalReadingsArgs>
  >;
};

export type UserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  admin?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ai?: Resolver<ResolversTypes['AiState'], ParentType, ContextType>;
  ban?: Resolver<ResolversTypes['BanState'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['PersonalInfoState'], ParentType, ContextType>;
  stpEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VitalAlertResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VitalAlert'] = ResolversParentTypes['VitalAlert'],
> = {
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gadgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VitalKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['AlertSeverity'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VitalKindResolvers = {
  BLOOD_PRESSURE: 'blood_pressure';
  GLUCOSE: 'glucose';
  HEART_RATE: 'heart_rate';
  SPO2: 'spo2';
  STRESS: 'stress';
};

export type VitalPointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VitalPoint'] = ResolversParentTypes['VitalPoint'],
> = {
  avg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avg2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  max2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type VitalReadingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VitalReading'] = ResolversParentTypes['VitalReading'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gadgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VitalKind'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReadingSource'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VitalSeriesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VitalSeries'] = ResolversParentTypes['VitalSeries'],
> = {
  bucketSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VitalKind'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['VitalPoint']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AiState?: AiStateResolvers<ContextType>;
  AlertSeverity?: AlertSeverityResolvers;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BanState?: BanStateResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Gadget?: GadgetResolvers<ContextType>;
  GadgetKeyStatus?: GadgetKeyStatusResolvers;
  GadgetKind?: GadgetKindResolvers;
  GadgetWithKey?: GadgetWithKeyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PersonalInfoState?: PersonalInfoStateResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadingSource?: ReadingSourceResolvers;
  SleepSession?: SleepSessionResolvers<ContextType>;
  SleepStage?: SleepStageResolvers;
  SleepStageInterval?: SleepStageIntervalResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VitalAlert?: VitalAlertResolvers<ContextType>;
  VitalKind?: VitalKindResolvers;
  VitalPoint?: VitalPointResolvers<ContextType>;
  VitalReading?: VitalReadingResolvers<ContextType>;
  VitalSeries?: VitalSeriesResolvers<ContextType>;
};
