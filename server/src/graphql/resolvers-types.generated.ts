import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  UserView,
  GadgetRow,
  SleepStageInterval as SleepStageIntervalRow,
  PatientSuggestionRow,
  AuditLogRow,
  AdminAuditRow,
  AppearanceValue,
  VitalKind as VitalKindValue,
  GadgetKind as GadgetKindValue,
  ReadingSource as ReadingSourceValue,
  AlertSeverity as AlertSeverityValue,
  RecordKind as RecordKindValue,
  RecordSource as RecordSourceValue,
  Interpretation as InterpretationValue,
  SexAtBirth as SexAtBirthValue,
  Gender as GenderValue,
  BloodType as BloodTypeValue,
  PreferredLanguage as PreferredLanguageValue,
} from '../../../db/schema/index.js';
import type { GadgetWithKeyResult } from '../features/gadgets/gadgets.service.js';
import type {
  VitalReadingView,
  VitalSeriesView,
  SeriesPoint,
  SleepSessionView,
  VitalAlertView,
} from '../features/vitals/vitals.types.js';
import type {
  RecordView,
  ObservationView,
  AttachmentView,
  RecordFlag as RecordFlagValue,
  RecordSort as RecordSortValue,
} from '../features/records/records.types.js';
import type { SessionView } from '../features/sessions/sessions.service.js';
import type { ImportResult, ImportProgress, ImportPhase as ImportPhaseValue } from '../features/fhir/fhir.types.js';
import type {
  TwinPageView,
  TwinIndicatorView,
  IndicatorStatus as IndicatorStatusValue,
} from '../features/twin/twin.types.js';
import type {
  ReferenceRange as ReferenceRangeValue,
  RangeContext as RangeContextValue,
} from '../features/clinical-ranges/reference-ranges.js';
import type { PreferencesView, UnitsView, AlertThresholdView } from '../features/preferences/preferences.types.js';
import type { TwinSystemId as TwinSystemValue } from '../features/twin/twin-systems.js';
import type { PersonalInfoParent, FromRecordsView } from '../features/personal-info/personal-info.types.js';
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

/** One read of the user's health data. */
export type AccessLogEntry = {
  __typename?: 'AccessLogEntry';
  /** e.g. record.read, records.list, records.export, records.import, twin.read, vitals.series. */
  action: Scalars['String']['output'];
  /** Who read it: null when that account no longer exists. */
  actorId?: Maybe<Scalars['ID']['output']>;
  at: Scalars['DateTime']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  entityType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** True when the user read their own data. */
  self: Scalars['Boolean']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** An administrator action about the signed-in user, as they see it on /user. */
export type AccountAdminAction = {
  __typename?: 'AccountAdminAction';
  action: AdminAuditAction;
  at: Scalars['DateTime']['output'];
  bannedUntil?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** What deleting the account will ask for and what it keeps (the /user page's "My data" card). */
export type AccountDeletionInfo = {
  __typename?: 'AccountDeletionInfo';
  /** Tables whose rows about this account are kept on purpose (the audit of admin actions). */
  kept: Array<Scalars['String']['output']>;
  /** True when the account has a second factor: deleteAccount then needs a current code. */
  requiresSecondFactor: Scalars['Boolean']['output'];
};

export type AdminAuditAction =
  | 'BAN'
  /** A timed ban reached its end (no administrator acted). */
  | 'BAN_EXPIRED'
  | 'GRANT_ADMIN'
  | 'RESEND_VERIFICATION'
  | 'REVOKE_ADMIN'
  | 'UNBAN';

/** One administrator action, as administrators list them. */
export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  action: AdminAuditAction;
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** The administrator; null when that account was deleted or nobody signed in acted (command line, ADMIN_EMAILS, expiry). */
  actorId?: Maybe<Scalars['ID']['output']>;
  at: Scalars['DateTime']['output'];
  bannedUntil?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  targetEmail: Scalars['String']['output'];
  /** Null once the affected account is deleted; targetEmail still says whom it was about. */
  targetId?: Maybe<Scalars['ID']['output']>;
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  nodes: Array<AdminAuditEntry>;
  total: Scalars['Int']['output'];
};

export type AdminSortDirection = 'ASC' | 'DESC';

/**
 * An account as administrators see it: metadata only. This type is the whole of what admin queries return, so no
 * admin screen can show health data (no records, vitals, gadgets, personal information or AI state here).
 */
export type AdminUser = {
  __typename?: 'AdminUser';
  admin: Scalars['Boolean']['output'];
  banReason?: Maybe<Scalars['String']['output']>;
  /** True while a ban is in force (a timed ban whose end has passed is not). */
  banned: Scalars['Boolean']['output'];
  /** When a timed ban ends; null for a ban until lifted by hand (or no ban). */
  bannedUntil?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Last authenticated request (precise to about a minute); null if never signed in. */
  lastActiveAt?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  verified: Scalars['Boolean']['output'];
};

export type AdminUserFilter = {
  admin?: InputMaybe<Scalars['Boolean']['input']>;
  banned?: InputMaybe<Scalars['Boolean']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  nodes: Array<AdminUser>;
  /** Accounts matching search and filter (all pages), counted exactly up to 1,000. */
  total: Scalars['Int']['output'];
  /** True when more than 1,000 accounts match (total is then 1,000): refine the search to see an exact count. */
  totalCapped: Scalars['Boolean']['output'];
};

export type AdminUserSort = {
  direction?: AdminSortDirection;
  field: AdminUserSortField;
};

export type AdminUserSortField = 'ADMIN' | 'BANNED' | 'CREATED_AT' | 'EMAIL' | 'LAST_ACTIVE_AT' | 'NAME' | 'VERIFIED';

export type AiState = {
  __typename?: 'AiState';
  /** The assistant's overall summary of the user's data; null until one exists. */
  overall?: Maybe<Scalars['String']['output']>;
};

export type AlertSeverity = 'critical' | 'warning';

/**
 * One alert rule as it applies to the viewer: the default limit, the user's own (if any) and the safe bounds the
 * server enforces. Limits are in the vital's canonical unit (glucose mg/dL, blood pressure mm[Hg], SpO2 %).
 */
export type AlertThreshold = {
  __typename?: 'AlertThreshold';
  comparator: ThresholdComparator;
  /** The user's limit differs from the default. */
  custom: Scalars['Boolean']['output'];
  defaultLimit: Scalars['Float']['output'];
  /** VALUE, or VALUE2 for the diastolic pressure. */
  field: Scalars['String']['output'];
  kind: VitalKind;
  /** The limit alerts use now (the user's own, else the default). */
  limit: Scalars['Float']['output'];
  max: Scalars['Float']['output'];
  /** Lowest and highest limit the user may choose (inclusive). */
  min: Scalars['Float']['output'];
  /** Stable rule name: high, low, systolic_high, diastolic_high. */
  name: Scalars['String']['output'];
  severity: AlertSeverity;
  unit: Scalars['String']['output'];
};

export type AlertThresholdInput = {
  kind: VitalKind;
  limit: Scalars['Float']['input'];
  name: Scalars['String']['input'];
};

/** The customizer's settings, as saved on the account. */
export type Appearance = {
  __typename?: 'Appearance';
  /** 0–24 px. */
  borderRadius: Scalars['Int']['output'];
  cardShadow: Scalars['Boolean']['output'];
  direction: TextDirection;
  language: UiLanguage;
  layout: LayoutWidth;
  mode: ThemeMode;
  theme: ColorTheme;
};

/** A complete look (the customizer always sends all of it). */
export type AppearanceInput = {
  borderRadius: Scalars['Int']['input'];
  cardShadow: Scalars['Boolean']['input'];
  direction: TextDirection;
  language: UiLanguage;
  layout: LayoutWidth;
  mode: ThemeMode;
  theme: ColorTheme;
};

export type Attachment = {
  __typename?: 'Attachment';
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** Download path (GET with the bearer token; answered only to the owner). */
  url: Scalars['String']['output'];
};

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

export type BloodType = 'ab_neg' | 'ab_pos' | 'a_neg' | 'a_pos' | 'b_neg' | 'b_pos' | 'o_neg' | 'o_pos';

export type ClockFormat = 'H12' | 'H24';

export type ColorTheme = 'AQUA_THEME' | 'BLUE_THEME' | 'CYAN_THEME' | 'GREEN_THEME' | 'ORANGE_THEME' | 'PURPLE_THEME';

/** What a mailed single-use link is worth now. */
export type EmailLinkStatus =
  | 'EXPIRED'
  /** No such link (mistyped or cut off). */
  | 'INVALID'
  /** Already used, or a newer link was sent. */
  | 'USED'
  | 'VALID';

export type EmergencyContact = {
  __typename?: 'EmergencyContact';
  name?: Maybe<Scalars['String']['output']>;
  /** E.164. */
  phone?: Maybe<Scalars['String']['output']>;
  /** How the contact relates to the user (free text, e.g. spouse). */
  relation?: Maybe<Scalars['String']['output']>;
};

export type EmergencyContactInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  relation?: InputMaybe<Scalars['String']['input']>;
};

export type FhirImportIssue = {
  __typename?: 'FhirImportIssue';
  /** Position in Bundle.entry. */
  entry: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  resourceType: Scalars['String']['output'];
};

export type FhirImportPhase = 'done' | 'failed' | 'parsing' | 'storing';

export type FhirImportProgress = {
  __typename?: 'FhirImportProgress';
  importId: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  phase: FhirImportPhase;
  processed: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FhirImportResult = {
  __typename?: 'FhirImportResult';
  byType: Array<FhirTypeCount>;
  flagged: Scalars['Int']['output'];
  importId: Scalars['ID']['output'];
  imported: Scalars['Int']['output'];
  /** Skipped and flagged resources, with why (at most 200). */
  issues: Array<FhirImportIssue>;
  /** Patient demographics were found: see patientSuggestions. */
  patientSuggestions: Scalars['Int']['output'];
  skipped: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  /** Vital-sign observations (HR, SpO2, glucose, BP) newly added to the vitals history. */
  vitalReadingsAdded: Scalars['Int']['output'];
};

/** Counts for one resource type in an import. */
export type FhirTypeCount = {
  __typename?: 'FhirTypeCount';
  /** Imported with findings (missing or non-standard code, missing date). */
  flagged: Scalars['Int']['output'];
  /** New records (or merged into one, e.g. a Medication into its request, results into their report). */
  imported: Scalars['Int']['output'];
  resourceType: Scalars['String']['output'];
  /** Types the portal does not map (e.g. ClinicalImpression), or resources that could not be used. */
  skipped: Scalars['Int']['output'];
  /** Already imported, same content. */
  unchanged: Scalars['Int']['output'];
  /** Already imported, with different content now: the record was refreshed. */
  updated: Scalars['Int']['output'];
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

export type Gender = 'female' | 'male' | 'non_binary' | 'other' | 'undisclosed';

export type GlucoseUnit = 'MG_DL' | 'MMOL_L';

export type HeightUnit = 'CM' | 'FT_IN';

export type IndicatorStatus =
  | 'critical'
  | 'high'
  | 'low'
  | 'normal'
  /** No value yet. */
  | 'no_data'
  /** A value without a range to judge it by. */
  | 'unknown';

/** Given by the source, or computed from the reference range when the source gives none. */
export type Interpretation = 'critical' | 'high' | 'low' | 'normal';

export type LayoutWidth = 'BOXED' | 'FULL';

export type MedicalRecord = {
  __typename?: 'MedicalRecord';
  attachments: Array<Attachment>;
  /** The item's main code (e.g. SNOMED for a condition, RxNorm for a medication). */
  code?: Maybe<Scalars['String']['output']>;
  codeSystem?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** When it happened: onset of a condition, start of an encounter or a medication. */
  date: Scalars['DateTime']['output'];
  /**
   * True when only the day of date (and endDate) is known, e.g. an imported FHIR date 2000-02-05: the value is that
   * day at 00:00 UTC and should be shown as a date, without a time and in UTC.
   */
  dateOnly: Scalars['Boolean']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  facility?: Maybe<Scalars['String']['output']>;
  /** Resource type it was imported from (FHIR), if any. */
  fhirResourceType?: Maybe<Scalars['String']['output']>;
  flags: Array<RecordFlag>;
  id: Scalars['ID']['output'];
  kind: RecordKind;
  notes?: Maybe<Scalars['String']['output']>;
  observations: Array<Observation>;
  provider?: Maybe<Scalars['String']['output']>;
  source: RecordSource;
  status?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  acknowledgeAlert: VitalAlert;
  addGadget: GadgetWithKey;
  /**
   * Bans an account now (its tokens are refused, its sockets closed, its gadgets' ingest refused) with a reason
   * the user is shown and an optional end. Not oneself; not the last administrator.
   */
  adminBanUser: AdminUser;
  /** Mails a new verification link to an unverified account. */
  adminResendVerification: AdminUser;
  /** Grants or removes administrator rights. Not removing one's own; not the last administrator. */
  adminSetAdmin: AdminUser;
  adminUnbanUser: AdminUser;
  /** Changes the password; older tokens stop working, so a fresh token is returned. */
  changePassword: AuthPayload;
  /**
   * The second sign-in step. When two-factor sign-in is on, `login` fails with code TWO_FACTOR_REQUIRED and
   * `extensions.challengeToken` (valid 5 minutes); send it here with a TOTP code or a recovery code.
   */
  completeTwoFactorLogin: AuthPayload;
  /** Turns two-factor sign-in on with a first code from the app. */
  confirmTwoFactorEnrollment: TwoFactorEnabled;
  createRecord: MedicalRecord;
  /**
   * Deletes the signed-in account and everything it holds (health data, gadgets and their keys, sessions, files)
   * in one transaction, then signs it out everywhere. `confirmation` is the account's e-mail address, typed
   * again; `code` is a current two-factor code when the account has one. A wrong password, confirmation or code
   * deletes nothing (BAD_USER_INPUT with `extensions.field`).
   */
  deleteAccount: Scalars['Boolean']['output'];
  /**
   * Attachments are uploaded over REST: POST /api/records/{id}/attachments?filename=report.pdf with the raw
   * bytes as the body and Content-Type application/pdf, image/png, image/jpeg or text/plain (≤ 10 MiB).
   */
  deleteAttachment: Scalars['Boolean']['output'];
  /** Deletes the record with its observations and attachments. NOT_FOUND when it is not the user's. */
  deleteRecord: Scalars['Boolean']['output'];
  /** Turns it off; needs the password and a current code (or a recovery code). */
  disableTwoFactor: TwoFactorStatus;
  dismissPatientSuggestion: Scalars['Boolean']['output'];
  /**
   * Imports a FHIR R4 Bundle (batch, transaction, collection or searchset) given as JSON text, in one
   * transaction. For files over ~1 MB use POST /api/fhir/import (same service, 20 MiB). importId (a UUID the
   * client makes) names the fhirImportProgress stream to follow.
   */
  importFhirBundle: FhirImportResult;
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
  /** Back to the defaults (of one vital, or of all when kind is omitted). */
  resetAlertThresholds: Array<AlertThreshold>;
  /** Sets a new password with the token from the mailed link; signs out every existing session. */
  resetPassword: Scalars['Boolean']['output'];
  /** The key stops working at once; readings already stored are kept. */
  revokeGadgetKey: Gadget;
  /** Signs one of your sessions out; its sockets close within a second. Not yours or unknown: NOT_FOUND. */
  revokeSession: Scalars['Boolean']['output'];
  /** Issues a new device key; the old one stops working at once (a revoked gadget becomes active again). */
  rotateGadgetKey: GadgetWithKey;
  /**
   * Sets limits (all or nothing). A limit outside its rule's bounds answers BAD_USER_INPUT with
   * extensions.field = "<KIND>.<name>" (e.g. "SPO2.low"). Used by alerts from the next reading on.
   */
  setAlertThresholds: Array<AlertThreshold>;
  /** Signs out every session but this one; answers how many ended. */
  signOutEverywhereElse: Scalars['Int']['output'];
  /** Starts (or restarts) enrolment: a new secret, pending until confirmTwoFactorEnrollment. */
  startTwoFactorEnrollment: TwoFactorEnrollment;
  /** Replaces the signed-in user's notification settings. Field errors: BAD_USER_INPUT with extensions.field. */
  updateNotificationSettings: NotificationSettings;
  /**
   * Saves the signed-in user's personal information. BAD_USER_INPUT with extensions.field (e.g. "birthDate",
   * "address.postalCode", "emergencyContact.phone") and extensions.fieldErrors listing every invalid field.
   */
  updatePersonalInfo: User;
  /** Saves the given parts; other signed-in tabs get preferencesUpdated. */
  updatePreferences: Preferences;
  /** Replaces the record's fields (observations only when given). NOT_FOUND when it is not the user's. */
  updateRecord: MedicalRecord;
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

export type MutationAdminBanUserArgs = {
  reason: Scalars['String']['input'];
  until?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
};

export type MutationAdminResendVerificationArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationAdminSetAdminArgs = {
  admin: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationAdminUnbanUserArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationCompleteTwoFactorLoginArgs = {
  challengeToken: Scalars['String']['input'];
  code: Scalars['String']['input'];
};

export type MutationConfirmTwoFactorEnrollmentArgs = {
  code: Scalars['String']['input'];
};

export type MutationCreateRecordArgs = {
  input: RecordInput;
};

export type MutationDeleteAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  confirmation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationDeleteAttachmentArgs = {
  id: Scalars['ID']['input'];
  recordId: Scalars['ID']['input'];
};

export type MutationDeleteRecordArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationDismissPatientSuggestionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationImportFhirBundleArgs = {
  bundle: Scalars['String']['input'];
  importId?: InputMaybe<Scalars['ID']['input']>;
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

export type MutationResetAlertThresholdsArgs = {
  kind?: InputMaybe<VitalKind>;
};

export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationRevokeGadgetKeyArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRotateGadgetKeyArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSetAlertThresholdsArgs = {
  input: Array<AlertThresholdInput>;
};

export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};

export type MutationUpdatePersonalInfoArgs = {
  input: PersonalInfoInput;
};

export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};

export type MutationUpdateRecordArgs = {
  id: Scalars['ID']['input'];
  input: RecordInput;
};

export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/**
 * How and when the portal e-mails the account holder. Mails never carry health values: a critical-alert mail
 * says that there is an alert and links to the alerts page; the weekly summary mail links to the overview.
 */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** Mail me when a critical vital alert is raised (at most one mail per vital per hour). */
  criticalAlertEmail: Scalars['Boolean']['output'];
  /** Language of these mails: en, fr, ar or zh. */
  language: Scalars['String']['output'];
  /** End of quiet hours, local time HH:MM (24 h), exclusive; may be earlier than the start (wraps midnight). */
  quietHoursEnd?: Maybe<Scalars['String']['output']>;
  /** Start of quiet hours, local time HH:MM (24 h); null when there are none. No alert mail is sent inside them. */
  quietHoursStart?: Maybe<Scalars['String']['output']>;
  /** IANA time zone the quiet hours and the weekly schedule are read in, e.g. Europe/Paris. */
  timeZone: Scalars['String']['output'];
  /** When the settings were last saved; null while they are still the defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Mail me on Monday morning (local time) when last week's summary is ready. */
  weeklySummaryEmail: Scalars['Boolean']['output'];
};

export type NotificationSettingsInput = {
  criticalAlertEmail: Scalars['Boolean']['input'];
  /** en, fr, ar or zh; unchanged when omitted (English at first). */
  language?: InputMaybe<Scalars['String']['input']>;
  quietHoursEnd?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM; give both quiet-hours ends or neither. */
  quietHoursStart?: InputMaybe<Scalars['String']['input']>;
  timeZone: Scalars['String']['input'];
  weeklySummaryEmail: Scalars['Boolean']['input'];
};

/** One coded value. A panel (e.g. blood pressure 85354-9) has no value of its own and carries components. */
export type Observation = {
  __typename?: 'Observation';
  /** LOINC code, e.g. 8480-6. */
  code?: Maybe<Scalars['String']['output']>;
  components: Array<Observation>;
  display?: Maybe<Scalars['String']['output']>;
  effectiveAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The source's interpretation, else the value judged against referenceRange. */
  interpretation?: Maybe<Interpretation>;
  refHigh?: Maybe<Scalars['Float']['output']>;
  refLow?: Maybe<Scalars['Float']['output']>;
  refText?: Maybe<Scalars['String']['output']>;
  /**
   * The range the value is read against: the laboratory's own (refLow/refHigh, context LAB_REPORTED) when the
   * source gave one, else the portal's for the code when the unit converts; null when there is none.
   */
  referenceRange?: Maybe<ReferenceRange>;
  /** Code system URI, e.g. http://loinc.org. */
  system?: Maybe<Scalars['String']['output']>;
  /** UCUM unit, e.g. mm[Hg]. */
  unit?: Maybe<Scalars['String']['output']>;
  valueCode?: Maybe<Scalars['String']['output']>;
  valueNumber?: Maybe<Scalars['Float']['output']>;
  valueText?: Maybe<Scalars['String']['output']>;
};

/**
 * One observation. Give exactly one of value (number), valueText or valueCode (valueText may then be its
 * display) — or none when the observation is a panel with components. system defaults to LOINC when a code is
 * given, and a LOINC code must look like 8480-6. One of code or display is required.
 */
export type ObservationInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  /** Panel components (one level). */
  components?: InputMaybe<Array<ObservationInput>>;
  display?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the record's date. */
  effectiveAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Omit to have it computed from the range. */
  interpretation?: InputMaybe<Interpretation>;
  refHigh?: InputMaybe<Scalars['Float']['input']>;
  refLow?: InputMaybe<Scalars['Float']['input']>;
  refText?: InputMaybe<Scalars['String']['input']>;
  system?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  valueCode?: InputMaybe<Scalars['String']['input']>;
  valueText?: InputMaybe<Scalars['String']['input']>;
};

/** An imported FHIR Patient's demographics, offered for personal info; never applied without the user. */
export type PatientSuggestion = {
  __typename?: 'PatientSuggestion';
  address?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  birthDate?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** What the user's imported records (a FHIR Patient) say, to offer beside the current values. */
export type PersonalInfoFromRecords = {
  __typename?: 'PersonalInfoFromRecords';
  /** The record's address as one line (FHIR addresses are not split reliably). */
  address?: Maybe<Scalars['String']['output']>;
  birthDate?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** From FHIR Patient.gender (administrative gender). */
  gender?: Maybe<Gender>;
  /** The patient suggestion it comes from (dismissPatientSuggestion hides it). */
  id: Scalars['ID']['output'];
  importedAt: Scalars['DateTime']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** E.164 when the record's number could be normalised; otherwise as written. */
  phone?: Maybe<Scalars['String']['output']>;
};

/**
 * The whole form: every field is replaced (null or an empty string clears it). A phone number is normalised to
 * E.164, using the address country as the default region when it has no +prefix.
 */
export type PersonalInfoInput = {
  address?: InputMaybe<PostalAddressInput>;
  birthDate?: InputMaybe<Scalars['String']['input']>;
  bloodType?: InputMaybe<BloodType>;
  emergencyContact?: InputMaybe<EmergencyContactInput>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  heightCm?: InputMaybe<Scalars['Float']['input']>;
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  preferredLanguage?: InputMaybe<PreferredLanguage>;
  sexAtBirth?: InputMaybe<SexAtBirth>;
  weightKg?: InputMaybe<Scalars['Float']['input']>;
};

export type PersonalInfoState = {
  __typename?: 'PersonalInfoState';
  address?: Maybe<PostalAddress>;
  /** YYYY-MM-DD. */
  birthDate?: Maybe<Scalars['String']['output']>;
  bloodType?: Maybe<BloodType>;
  emergencyContact?: Maybe<EmergencyContact>;
  filled: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  /** Canonical unit: centimetres. */
  heightCm?: Maybe<Scalars['Float']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** Which required items are still missing (FIRST_NAME, LAST_NAME, BIRTH_DATE, SEX_AT_BIRTH, CONTACT). */
  missing?: Maybe<Array<Scalars['String']['output']>>;
  /** E.164, e.g. +33612345678. */
  phone?: Maybe<Scalars['String']['output']>;
  preferredLanguage?: Maybe<PreferredLanguage>;
  sexAtBirth?: Maybe<SexAtBirth>;
  /** Canonical unit: kilograms. */
  weightKg?: Maybe<Scalars['Float']['output']>;
};

export type PostalAddress = {
  __typename?: 'PostalAddress';
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  country?: Maybe<Scalars['String']['output']>;
  line?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
};

export type PostalAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  line?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type Preferences = {
  __typename?: 'Preferences';
  /** Null until the account first saves a look; until then each browser keeps its own. */
  appearance?: Maybe<Appearance>;
  units: UnitPreferences;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type PreferencesInput = {
  appearance?: InputMaybe<AppearanceInput>;
  units?: InputMaybe<UnitPreferencesInput>;
};

/** The four languages of the portal. */
export type PreferredLanguage = 'ar' | 'en' | 'fr' | 'zh';

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type Query = {
  __typename?: 'Query';
  accountDeletionInfo: AccountDeletionInfo;
  /** Administrators only: the admin audit, newest first (first: 1–100, default 25). */
  adminAudit: AdminAuditPage;
  /**
   * Administrators only (FORBIDDEN otherwise). Substring search on name and e-mail (case-insensitive),
   * filters, sort, offset pagination (first: 1–100, default 25).
   */
  adminUsers: AdminUserPage;
  /** Every alert rule with its default, the viewer's limit and the allowed bounds. */
  alertThresholds: Array<AlertThreshold>;
  /** The user's whole record as a FHIR R4 Bundle (type collection), as JSON text. Also GET /api/fhir/export. */
  exportFhirBundle: Scalars['String']['output'];
  /** The signed-in user's gadgets (removed ones are not listed; their readings are kept). */
  gadgets: Array<Gadget>;
  /** Liveness of the API; true when the server answers. */
  health: Scalars['Boolean']['output'];
  /** The newest reading of each vital the user has. */
  latestVitals: Array<VitalReading>;
  /** The signed-in account. UNAUTHENTICATED without a valid token. */
  me: User;
  /** Who accessed my data, newest first (first: 1–200, default 50). */
  myAccessLog: Array<AccessLogEntry>;
  /** Administrator actions about the signed-in account, newest first. */
  myAdminActions: Array<AccountAdminAction>;
  /** The viewer's preferences (defaults when never saved). */
  myPreferences: Preferences;
  /** The signed-in user's live sessions, most recently used first. */
  mySessions: Array<Session>;
  /** The signed-in user's own notification settings (the defaults until they save). */
  notificationSettings: NotificationSettings;
  /**
   * Whether a password-reset link can still be used, so the page says so when it opens instead of after a new
   * password was typed. Needs no sign-in; the token is a 256-bit secret, so this reveals nothing guessable.
   */
  passwordResetLinkStatus: EmailLinkStatus;
  /** Demographics from imported Patient resources that the user has not dismissed. */
  patientSuggestions: Array<PatientSuggestion>;
  /** The newest imported FHIR Patient's demographics (not dismissed), or null when the records hold none. */
  personalInfoFromRecords?: Maybe<PersonalInfoFromRecords>;
  /** One record; null when it is not the user's (or does not exist). */
  record?: Maybe<MedicalRecord>;
  /**
   * The user's records. search looks in title, notes and observation codes/displays (case-insensitive);
   * kinds filters; from/to bound the record date (inclusive). page is 1-based; pageSize 1–100 (default 20).
   */
  records: RecordPage;
  /** Sleep sessions overlapping [from, to), oldest first. */
  sleepSessions: Array<SleepSession>;
  twin: TwinPage;
  twoFactorStatus: TwoFactorStatus;
  /** Newest first. acknowledged: false → open alerts only; true → acknowledged only; omitted → all. */
  vitalAlerts: Array<VitalAlert>;
  /** Raw readings after `since` (at most 24 h ago; oldest first; default 1000, at most 5000): what a live page missed. */
  vitalReadingsSince: Array<VitalReading>;
  /** History downsampled in SQL to at most `points` buckets (1–2000) over [from, to). */
  vitalSeries: VitalSeries;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryAdminAuditArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryAdminUsersArgs = {
  filter?: InputMaybe<AdminUserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminUserSort>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryMyAccessLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryMyAdminActionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryPasswordResetLinkStatusArgs = {
  token: Scalars['String']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryRecordArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryRecordsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kinds?: InputMaybe<Array<RecordKind>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<RecordSort>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QuerySleepSessionsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryTwinArgs = {
  system: TwinSystem;
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

/** What a reference range assumes; a value is only judged against the range of its context. */
export type RangeContext =
  /** Adults in general. */
  | 'adult'
  /** Glucose monitoring (CGM or fingerstick at any time): the time-in-range target. */
  | 'cgm_time_in_range'
  /** A device's own score (stress), not a clinical measure. */
  | 'device_score'
  /** After an overnight fast (a lab glucose). */
  | 'fasting'
  /** The range the reporting laboratory gave with the result. */
  | 'lab_reported'
  /** Per night (sleep duration). */
  | 'nightly'
  /** At rest (heart rate, blood pressure). */
  | 'resting';

export type ReadingSource = 'device' | 'import' | 'manual';

/**
 * Import findings on a record: MISSING_CODE (no code at all), NON_STANDARD_CODE (no LOINC/SNOMED/… coding, or a
 * malformed LOINC code), MISSING_DATE (the resource had no date: the import time was used).
 */
export type RecordFlag = 'missing_code' | 'missing_date' | 'non_standard_code';

/**
 * A record's fields. Limits: title 1–200 characters; date not after tomorrow nor before 1900; endDate not before
 * date; provider/facility ≤ 200; status ≤ 50; notes ≤ 10,000; at most 200 observations, 20 components each.
 */
export type RecordInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  codeSystem?: InputMaybe<Scalars['String']['input']>;
  date: Scalars['DateTime']['input'];
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  facility?: InputMaybe<Scalars['String']['input']>;
  kind: RecordKind;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** On update: omitted (null) keeps the observations; a list (even empty) replaces them. */
  observations?: InputMaybe<Array<ObservationInput>>;
  provider?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** What a medical record is about. */
export type RecordKind =
  | 'allergy'
  | 'condition'
  | 'document'
  | 'encounter'
  | 'imaging'
  | 'immunization'
  | 'lab_panel'
  | 'lab_result'
  | 'medication'
  | 'procedure'
  | 'vital_sign';

export type RecordPage = {
  __typename?: 'RecordPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<MedicalRecord>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Sort orders of the records list (an allowlist: nothing else reaches SQL). */
export type RecordSort = 'date_asc' | 'date_desc' | 'title_asc' | 'updated_desc';

export type RecordSource = 'fhir' | 'manual';

/**
 * A reference (normal) range, defined once on the server for every page: a value is normal when
 * low ≤ value ≤ high (a missing bound is open).
 */
export type ReferenceRange = {
  __typename?: 'ReferenceRange';
  /** LOINC code (or the project code of the stress score) the range applies to. */
  code: Scalars['String']['output'];
  context: RangeContext;
  high?: Maybe<Scalars['Float']['output']>;
  low?: Maybe<Scalars['Float']['output']>;
  /** Where the numbers come from (a guideline, or the reporting laboratory). */
  source: Scalars['String']['output'];
  /** UCUM unit of low and high. */
  unit: Scalars['String']['output'];
};

/** A signed-in session: one per sign-in (login, register, second step, password change). */
export type Session = {
  __typename?: 'Session';
  /** The browser and its major version ('Firefox 126'); null when the user agent names none. */
  browser?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** True for the session of the token making this request. */
  current: Scalars['Boolean']['output'];
  /** Browser and system as read from the user agent, e.g. 'Firefox 126 on Windows 10'. */
  device: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** Precise to about a minute. */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The operating system ('Windows 10', 'iOS 17'); null when the user agent names none. */
  os?: Maybe<Scalars['String']['output']>;
};

export type SexAtBirth = 'female' | 'intersex' | 'male' | 'undisclosed';

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
  /** Progress of one of the user's imports; subscribe before starting it. */
  fhirImportProgress: FhirImportProgress;
  /** The viewer's preferences changed (in another tab or device). */
  preferencesUpdated: Preferences;
  /** A sleep session of the user was stored. */
  sleepUpdated: SleepSession;
  /** A threshold alert of the user was raised. */
  vitalAlert: VitalAlert;
  /** The user's own readings as they are committed, one list per batch; `kinds` filters (all when omitted). */
  vitalReadings: Array<VitalReading>;
};

export type SubscriptionFhirImportProgressArgs = {
  importId: Scalars['ID']['input'];
};

export type SubscriptionVitalReadingsArgs = {
  kinds?: InputMaybe<Array<VitalKind>>;
};

export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';

export type TextDirection = 'LTR' | 'RTL';

export type ThemeMode = 'DARK' | 'LIGHT';

export type ThresholdComparator = 'GT' | 'GTE' | 'LT' | 'LTE';

export type TwinIndicator = {
  __typename?: 'TwinIndicator';
  /** The indicator's main LOINC code (or the project code for stress/sleep). */
  code: Scalars['String']['output'];
  display: Scalars['String']['output'];
  latest?: Maybe<TwinValue>;
  refHigh?: Maybe<Scalars['Float']['output']>;
  /** Same as referenceRange.low / high. */
  refLow?: Maybe<Scalars['Float']['output']>;
  /** The range status is judged by: the portal's, or the lab's own for a lab result that brings one. */
  referenceRange?: Maybe<ReferenceRange>;
  status: IndicatorStatus;
  /** Oldest first; at most 30 points (live vitals as daily averages). */
  trend: Array<TwinPoint>;
};

export type TwinPage = {
  __typename?: 'TwinPage';
  /** Related condition records. */
  conditions: Array<MedicalRecord>;
  indicators: Array<TwinIndicator>;
  /** Related medication records. */
  medications: Array<MedicalRecord>;
  /** What would fill an empty page: IMPORT_BUNDLE, ADD_RECORD, PAIR_GADGET. */
  suggestions: Array<Scalars['String']['output']>;
  summary: TwinSummary;
  system: TwinSystem;
};

export type TwinPoint = {
  __typename?: 'TwinPoint';
  time: Scalars['DateTime']['output'];
  value: Scalars['Float']['output'];
};

export type TwinSummary = {
  __typename?: 'TwinSummary';
  indicatorsOutOfRange: Scalars['Int']['output'];
  indicatorsWithData: Scalars['Int']['output'];
  lastMeasuredAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The body systems of the digital-twin pages. */
export type TwinSystem = 'blood' | 'brain' | 'digestion' | 'eye' | 'kidney' | 'liver' | 'vascular';

export type TwinValue = {
  __typename?: 'TwinValue';
  /** RECORD (an observation) or VITALS (live readings). */
  origin: Scalars['String']['output'];
  time: Scalars['DateTime']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

export type TwoFactorEnabled = {
  __typename?: 'TwoFactorEnabled';
  /** 10 one-time recovery codes, shown this once (only their hashes are kept). */
  recoveryCodes: Array<Scalars['String']['output']>;
  status: TwoFactorStatus;
};

/** The start of an enrolment. The secret is shown this once; it is stored encrypted. */
export type TwoFactorEnrollment = {
  __typename?: 'TwoFactorEnrollment';
  /** otpauth://totp/… (RFC 6238 / Key Uri Format). */
  otpauthUri: Scalars['String']['output'];
  /** The otpauth URI as a QR code, a data:image/png URL. */
  qrCodeDataUrl: Scalars['String']['output'];
  /** Base32, for typing into an app that cannot scan. */
  secret: Scalars['String']['output'];
};

export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  enabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unused one-time recovery codes (0 when two-factor sign-in is off). */
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type UiLanguage =
  | 'AR'
  /** Chinese (the customizer's historical code). */
  | 'CH'
  | 'EN'
  | 'FR';

export type UnitPreferences = {
  __typename?: 'UnitPreferences';
  clock: ClockFormat;
  firstDayOfWeek: Weekday;
  glucose: GlucoseUnit;
  height: HeightUnit;
  temperature: TemperatureUnit;
  /** IANA time zone (e.g. Europe/Paris); null = the zone of the device showing the page. */
  timeZone?: Maybe<Scalars['String']['output']>;
  weight: WeightUnit;
};

/** Only the fields given change. */
export type UnitPreferencesInput = {
  clock?: InputMaybe<ClockFormat>;
  firstDayOfWeek?: InputMaybe<Weekday>;
  glucose?: InputMaybe<GlucoseUnit>;
  height?: InputMaybe<HeightUnit>;
  temperature?: InputMaybe<TemperatureUnit>;
  /** An IANA zone the server knows; an empty string clears it (follow the device). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<WeightUnit>;
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
  /** The range the value is judged by (systolic for BLOOD_PRESSURE). */
  referenceRange: ReferenceRange;
  /** The diastolic range for BLOOD_PRESSURE; null otherwise. */
  referenceRange2?: Maybe<ReferenceRange>;
  source: ReadingSource;
  /** Against referenceRange (and referenceRange2 for blood pressure: the worse of the two). */
  status: Interpretation;
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

export type Weekday = 'FRIDAY' | 'MONDAY' | 'SATURDAY' | 'SUNDAY' | 'THURSDAY' | 'TUESDAY' | 'WEDNESDAY';

export type WeightUnit = 'KG' | 'LB';

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
  AccessLogEntry: ResolverTypeWrapper<AuditLogRow>;
  AccountAdminAction: ResolverTypeWrapper<AdminAuditRow>;
  AccountDeletionInfo: ResolverTypeWrapper<AccountDeletionInfo>;
  AdminAuditAction: AdminAuditAction;
  AdminAuditEntry: ResolverTypeWrapper<AdminAuditRow>;
  AdminAuditPage: ResolverTypeWrapper<
    Omit<AdminAuditPage, 'nodes'> & { nodes: Array<ResolversTypes['AdminAuditEntry']> }
  >;
  AdminSortDirection: AdminSortDirection;
  AdminUser: ResolverTypeWrapper<UserView>;
  AdminUserFilter: AdminUserFilter;
  AdminUserPage: ResolverTypeWrapper<Omit<AdminUserPage, 'nodes'> & { nodes: Array<ResolversTypes['AdminUser']> }>;
  AdminUserSort: AdminUserSort;
  AdminUserSortField: AdminUserSortField;
  AiState: ResolverTypeWrapper<AiState>;
  AlertSeverity: ResolverTypeWrapper<AlertSeverityValue>;
  AlertThreshold: ResolverTypeWrapper<AlertThresholdView>;
  AlertThresholdInput: AlertThresholdInput;
  Appearance: ResolverTypeWrapper<AppearanceValue>;
  AppearanceInput: AppearanceInput;
  Attachment: ResolverTypeWrapper<AttachmentView>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BanState: ResolverTypeWrapper<BanState>;
  BloodType: ResolverTypeWrapper<BloodTypeValue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClockFormat: ClockFormat;
  ColorTheme: ColorTheme;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailLinkStatus: EmailLinkStatus;
  EmergencyContact: ResolverTypeWrapper<EmergencyContact>;
  EmergencyContactInput: EmergencyContactInput;
  FhirImportIssue: ResolverTypeWrapper<FhirImportIssue>;
  FhirImportPhase: ResolverTypeWrapper<ImportPhaseValue>;
  FhirImportProgress: ResolverTypeWrapper<ImportProgress>;
  FhirImportResult: ResolverTypeWrapper<ImportResult>;
  FhirTypeCount: ResolverTypeWrapper<FhirTypeCount>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gadget: ResolverTypeWrapper<GadgetRow>;
  GadgetKeyStatus: ResolverTypeWrapper<'active' | 'revoked'>;
  GadgetKind: ResolverTypeWrapper<GadgetKindValue>;
  GadgetWithKey: ResolverTypeWrapper<GadgetWithKeyResult>;
  Gender: ResolverTypeWrapper<GenderValue>;
  GlucoseUnit: GlucoseUnit;
  HeightUnit: HeightUnit;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndicatorStatus: ResolverTypeWrapper<IndicatorStatusValue>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interpretation: ResolverTypeWrapper<InterpretationValue>;
  LayoutWidth: LayoutWidth;
  MedicalRecord: ResolverTypeWrapper<RecordView>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  Observation: ResolverTypeWrapper<ObservationView>;
  ObservationInput: ObservationInput;
  PatientSuggestion: ResolverTypeWrapper<PatientSuggestionRow>;
  PersonalInfoFromRecords: ResolverTypeWrapper<FromRecordsView>;
  PersonalInfoInput: PersonalInfoInput;
  PersonalInfoState: ResolverTypeWrapper<PersonalInfoParent>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PostalAddressInput: PostalAddressInput;
  Preferences: ResolverTypeWrapper<PreferencesView>;
  PreferencesInput: PreferencesInput;
  PreferredLanguage: ResolverTypeWrapper<PreferredLanguageValue>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeContext: ResolverTypeWrapper<RangeContextValue>;
  ReadingSource: ResolverTypeWrapper<ReadingSourceValue>;
  RecordFlag: ResolverTypeWrapper<RecordFlagValue>;
  RecordInput: RecordInput;
  RecordKind: ResolverTypeWrapper<RecordKindValue>;
  RecordPage: ResolverTypeWrapper<Omit<RecordPage, 'items'> & { items: Array<ResolversTypes['MedicalRecord']> }>;
  RecordSort: ResolverTypeWrapper<RecordSortValue>;
  RecordSource: ResolverTypeWrapper<RecordSourceValue>;
  ReferenceRange: ResolverTypeWrapper<ReferenceRangeValue>;
  Session: ResolverTypeWrapper<SessionView>;
  SexAtBirth: ResolverTypeWrapper<SexAtBirthValue>;
  SleepSession: ResolverTypeWrapper<SleepSessionView>;
  SleepStage: ResolverTypeWrapper<'awake' | 'light' | 'deep' | 'rem'>;
  SleepStageInterval: ResolverTypeWrapper<SleepStageIntervalRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TemperatureUnit: TemperatureUnit;
  TextDirection: TextDirection;
  ThemeMode: ThemeMode;
  ThresholdComparator: ThresholdComparator;
  TwinIndicator: ResolverTypeWrapper<TwinIndicatorView>;
  TwinPage: ResolverTypeWrapper<TwinPageView>;
  TwinPoint: ResolverTypeWrapper<TwinPoint>;
  TwinSummary: ResolverTypeWrapper<TwinSummary>;
  TwinSystem: ResolverTypeWrapper<TwinSystemValue>;
  TwinValue: ResolverTypeWrapper<TwinValue>;
  TwoFactorEnabled: ResolverTypeWrapper<TwoFactorEnabled>;
  TwoFactorEnrollment: ResolverTypeWrapper<TwoFactorEnrollment>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UiLanguage: UiLanguage;
  UnitPreferences: ResolverTypeWrapper<UnitsView>;
  UnitPreferencesInput: UnitPreferencesInput;
  User: ResolverTypeWrapper<UserView>;
  VitalAlert: ResolverTypeWrapper<VitalAlertView>;
  VitalKind: ResolverTypeWrapper<VitalKindValue>;
  VitalPoint: ResolverTypeWrapper<SeriesPoint>;
  VitalReading: ResolverTypeWrapper<VitalReadingView>;
  VitalReadingInput: VitalReadingInput;
  VitalSeries: ResolverTypeWrapper<VitalSeriesView>;
  Weekday: Weekday;
  WeightUnit: WeightUnit;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessLogEntry: AuditLogRow;
  AccountAdminAction: AdminAuditRow;
  AccountDeletionInfo: AccountDeletionInfo;
  AdminAuditEntry: AdminAuditRow;
  AdminAuditPage: Omit<AdminAuditPage, 'nodes'> & { nodes: Array<ResolversParentTypes['AdminAuditEntry']> };
  AdminUser: UserView;
  AdminUserFilter: AdminUserFilter;
  AdminUserPage: Omit<AdminUserPage, 'nodes'> & { nodes: Array<ResolversParentTypes['AdminUser']> };
  AdminUserSort: AdminUserSort;
  AiState: AiState;
  AlertThreshold: AlertThresholdView;
  AlertThresholdInput: AlertThresholdInput;
  Appearance: AppearanceValue;
  AppearanceInput: AppearanceInput;
  Attachment: AttachmentView;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BanState: BanState;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  EmergencyContact: EmergencyContact;
  EmergencyContactInput: EmergencyContactInput;
  FhirImportIssue: FhirImportIssue;
  FhirImportProgress: ImportProgress;
  FhirImportResult: ImportResult;
  FhirTypeCount: FhirTypeCount;
  Float: Scalars['Float']['output'];
  Gadget: GadgetRow;
  GadgetWithKey: GadgetWithKeyResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MedicalRecord: RecordView;
  Mutation: Record<PropertyKey, never>;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  Observation: ObservationView;
  ObservationInput: ObservationInput;
  PatientSuggestion: PatientSuggestionRow;
  PersonalInfoFromRecords: FromRecordsView;
  PersonalInfoInput: PersonalInfoInput;
  PersonalInfoState: PersonalInfoParent;
  PostalAddress: PostalAddress;
  PostalAddressInput: PostalAddressInput;
  Preferences: PreferencesView;
  PreferencesInput: PreferencesInput;
  Query: Record<PropertyKey, never>;
  RecordInput: RecordInput;
  RecordPage: Omit<RecordPage, 'items'> & { items: Array<ResolversParentTypes['MedicalRecord']> };
  ReferenceRange: ReferenceRangeValue;
  Session: SessionView;
  SleepSession: SleepSessionView;
  SleepStageInterval: SleepStageIntervalRow;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TwinIndicator: TwinIndicatorView;
  TwinPage: TwinPageView;
  TwinPoint: TwinPoint;
  TwinSummary: TwinSummary;
  TwinValue: TwinValue;
  TwoFactorEnabled: TwoFactorEnabled;
  TwoFactorEnrollment: TwoFactorEnrollment;
  TwoFactorStatus: TwoFactorStatus;
  UnitPreferences: UnitsView;
  UnitPreferencesInput: UnitPreferencesInput;
  User: UserView;
  VitalAlert: VitalAlertView;
  VitalPoint: SeriesPoint;
  VitalReading: VitalReadingView;
  VitalReadingInput: VitalReadingInput;
  VitalSeries: VitalSeriesView;
};

export type AccessLogEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccessLogEntry'] = ResolversParentTypes['AccessLogEntry'],
> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  self?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountAdminActionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountAdminAction'] = ResolversParentTypes['AccountAdminAction'],
> = {
  action?: Resolver<ResolversTypes['AdminAuditAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bannedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountDeletionInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountDeletionInfo'] = ResolversParentTypes['AccountDeletionInfo'],
> = {
  kept?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requiresSecondFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminAuditEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry'],
> = {
  action?: Resolver<ResolversTypes['AdminAuditAction'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bannedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AdminAuditPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser'],
> = {
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  banReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActiveAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminUserPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AiStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiState'] = ResolversParentTypes['AiState'],
> = {
  overall?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AlertSeverityResolvers = { CRITICAL: 'critical'; WARNING: 'warning' };

export type AlertThresholdResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AlertThreshold'] = ResolversParentTypes['AlertThreshold'],
> = {
  comparator?: Resolver<ResolversTypes['ThresholdComparator'], ParentType, ContextType>;
  custom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VitalKind'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['AlertSeverity'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppearanceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Appearance'] = ResolversParentTypes['Appearance'],
> = {
  borderRadius?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TextDirection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['UiLanguage'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['LayoutWidth'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['ThemeMode'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ColorTheme'], ParentType, ContextType>;
};

export type AttachmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment'],
> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type BloodTypeResolvers = {
  AB_NEG: 'ab_neg';
  AB_POS: 'ab_pos';
  A_NEG: 'a_neg';
  A_POS: 'a_pos';
  B_NEG: 'b_neg';
  B_POS: 'b_pos';
  O_NEG: 'o_neg';
  O_POS: 'o_pos';
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmergencyContactResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EmergencyContact'] = ResolversParentTypes['EmergencyContact'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FhirImportIssueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FhirImportIssue'] = ResolversParentTypes['FhirImportIssue'],
> = {
  entry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FhirImportPhaseResolvers = { DONE: 'done'; FAILED: 'failed'; PARSING: 'parsing'; STORING: 'storing' };

export type FhirImportProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FhirImportProgress'] = ResolversParentTypes['FhirImportProgress'],
> = {
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['FhirImportPhase'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FhirImportResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FhirImportResult'] = ResolversParentTypes['FhirImportResult'],
> = {
  byType?: Resolver<Array<ResolversTypes['FhirTypeCount']>, ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['FhirImportIssue']>, ParentType, ContextType>;
  patientSuggestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vitalReadingsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FhirTypeCountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FhirTypeCount'] = ResolversParentTypes['FhirTypeCount'],
> = {
  flagged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

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

export type GenderResolvers = {
  FEMALE: 'female';
  MALE: 'male';
  NON_BINARY: 'non_binary';
  OTHER: 'other';
  UNDISCLOSED: 'undisclosed';
};

export type IndicatorStatusResolvers = {
  CRITICAL: 'critical';
  HIGH: 'high';
  LOW: 'low';
  NORMAL: 'normal';
  NO_DATA: 'no_data';
  UNKNOWN: 'unknown';
};

export type InterpretationResolvers = { CRITICAL: 'critical'; HIGH: 'high'; LOW: 'low'; NORMAL: 'normal' };

export type MedicalRecordResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MedicalRecord'] = ResolversParentTypes['MedicalRecord'],
> = {
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codeSystem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  facility?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fhirResourceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['RecordFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RecordKind'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observations?: Resolver<Array<ResolversTypes['Observation']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RecordSource'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  adminBanUser?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminBanUserArgs, 'reason' | 'userId'>
  >;
  adminResendVerification?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminResendVerificationArgs, 'userId'>
  >;
  adminSetAdmin?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminSetAdminArgs, 'admin' | 'userId'>
  >;
  adminUnbanUser?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminUnbanUserArgs, 'userId'>
  >;
  changePassword?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  completeTwoFactorLogin?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteTwoFactorLoginArgs, 'challengeToken' | 'code'>
  >;
  confirmTwoFactorEnrollment?: Resolver<
    ResolversTypes['TwoFactorEnabled'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmTwoFactorEnrollmentArgs, 'code'>
  >;
  createRecord?: Resolver<
    ResolversTypes['MedicalRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRecordArgs, 'input'>
  >;
  deleteAccount?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAccountArgs, 'confirmation' | 'password'>
  >;
  deleteAttachment?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAttachmentArgs, 'id' | 'recordId'>
  >;
  deleteRecord?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRecordArgs, 'id'>
  >;
  disableTwoFactor?: Resolver<
    ResolversTypes['TwoFactorStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableTwoFactorArgs, 'code' | 'password'>
  >;
  dismissPatientSuggestion?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDismissPatientSuggestionArgs, 'id'>
  >;
  importFhirBundle?: Resolver<
    ResolversTypes['FhirImportResult'],
    ParentType,
    ContextType,
    RequireFields<MutationImportFhirBundleArgs, 'bundle'>
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
  resetAlertThresholds?: Resolver<
    Array<ResolversTypes['AlertThreshold']>,
    ParentType,
    ContextType,
    Partial<MutationResetAlertThresholdsArgs>
  >;
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
  revokeSession?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeSessionArgs, 'id'>
  >;
  rotateGadgetKey?: Resolver<
    ResolversTypes['GadgetWithKey'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateGadgetKeyArgs, 'id'>
  >;
  setAlertThresholds?: Resolver<
    Array<ResolversTypes['AlertThreshold']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetAlertThresholdsArgs, 'input'>
  >;
  signOutEverywhereElse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTwoFactorEnrollment?: Resolver<ResolversTypes['TwoFactorEnrollment'], ParentType, ContextType>;
  updateNotificationSettings?: Resolver<
    ResolversTypes['NotificationSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>
  >;
  updatePersonalInfo?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePersonalInfoArgs, 'input'>
  >;
  updatePreferences?: Resolver<
    ResolversTypes['Preferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePreferencesArgs, 'input'>
  >;
  updateRecord?: Resolver<
    ResolversTypes['MedicalRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRecordArgs, 'id' | 'input'>
  >;
  verifyEmail?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyEmailArgs, 'token'>
  >;
};

export type NotificationSettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings'],
> = {
  criticalAlertEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quietHoursEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quietHoursStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  weeklySummaryEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ObservationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Observation'] = ResolversParentTypes['Observation'],
> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['Observation']>, ParentType, ContextType>;
  display?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  effectiveAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interpretation?: Resolver<Maybe<ResolversTypes['Interpretation']>, ParentType, ContextType>;
  refHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceRange?: Resolver<Maybe<ResolversTypes['ReferenceRange']>, ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueNumber?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valueText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientSuggestionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PatientSuggestion'] = ResolversParentTypes['PatientSuggestion'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonalInfoFromRecordsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalInfoFromRecords'] = ResolversParentTypes['PersonalInfoFromRecords'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonalInfoStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalInfoState'] = ResolversParentTypes['PersonalInfoState'],
> = {
  address?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bloodType?: Resolver<Maybe<ResolversTypes['BloodType']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['EmergencyContact']>, ParentType, ContextType>;
  filled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  heightCm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missing?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['PreferredLanguage']>, ParentType, ContextType>;
  sexAtBirth?: Resolver<Maybe<ResolversTypes['SexAtBirth']>, ParentType, ContextType>;
  weightKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PostalAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress'],
> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PreferencesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences'],
> = {
  appearance?: Resolver<Maybe<ResolversTypes['Appearance']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['UnitPreferences'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PreferredLanguageResolvers = { AR: 'ar'; EN: 'en'; FR: 'fr'; ZH: 'zh' };

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accountDeletionInfo?: Resolver<ResolversTypes['AccountDeletionInfo'], ParentType, ContextType>;
  adminAudit?: Resolver<
    ResolversTypes['AdminAuditPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminAuditArgs, 'first' | 'offset'>
  >;
  adminUsers?: Resolver<
    ResolversTypes['AdminUserPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminUsersArgs, 'first' | 'offset'>
  >;
  alertThresholds?: Resolver<Array<ResolversTypes['AlertThreshold']>, ParentType, ContextType>;
  exportFhirBundle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gadgets?: Resolver<Array<ResolversTypes['Gadget']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestVitals?: Resolver<Array<ResolversTypes['VitalReading']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myAccessLog?: Resolver<
    Array<ResolversTypes['AccessLogEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryMyAccessLogArgs, 'first'>
  >;
  myAdminActions?: Resolver<
    Array<ResolversTypes['AccountAdminAction']>,
    ParentType,
    ContextType,
    RequireFields<QueryMyAdminActionsArgs, 'first'>
  >;
  myPreferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  passwordResetLinkStatus?: Resolver<
    ResolversTypes['EmailLinkStatus'],
    ParentType,
    ContextType,
    RequireFields<QueryPasswordResetLinkStatusArgs, 'token'>
  >;
  patientSuggestions?: Resolver<Array<ResolversTypes['PatientSuggestion']>, ParentType, ContextType>;
  personalInfoFromRecords?: Resolver<Maybe<ResolversTypes['PersonalInfoFromRecords']>, ParentType, ContextType>;
  record?: Resolver<
    Maybe<ResolversTypes['MedicalRecord']>,
    ParentType,
    ContextType,
    RequireFields<QueryRecordArgs, 'id'>
  >;
  records?: Resolver<
    ResolversTypes['RecordPage'],
    ParentType,
    ContextType,
    RequireFields<QueryRecordsArgs, 'page' | 'pageSize' | 'sort'>
  >;
  sleepSessions?: Resolver<
    Array<ResolversTypes['SleepSession']>,
    ParentType,
    ContextType,
    RequireFields<QuerySleepSessionsArgs, 'from' | 'to'>
  >;
  twin?: Resolver<ResolversTypes['TwinPage'], ParentType, ContextType, RequireFields<QueryTwinArgs, 'system'>>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
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

export type RangeContextResolvers = {
  ADULT: 'adult';
  CGM_TIME_IN_RANGE: 'cgm_time_in_range';
  DEVICE_SCORE: 'device_score';
  FASTING: 'fasting';
  LAB_REPORTED: 'lab_reported';
  NIGHTLY: 'nightly';
  RESTING: 'resting';
};

export type ReadingSourceResolvers = { DEVICE: 'device'; IMPORT: 'import'; MANUAL: 'manual' };

export type RecordFlagResolvers = {
  MISSING_CODE: 'missing_code';
  MISSING_DATE: 'missing_date';
  NON_STANDARD_CODE: 'non_standard_code';
};

export type RecordKindResolvers = {
  ALLERGY: 'allergy';
  CONDITION: 'condition';
  DOCUMENT: 'document';
  ENCOUNTER: 'encounter';
  IMAGING: 'imaging';
  IMMUNIZATION: 'immunization';
  LAB_PANEL: 'lab_panel';
  LAB_RESULT: 'lab_result';
  MEDICATION: 'medication';
  PROCEDURE: 'procedure';
  VITAL_SIGN: 'vital_sign';
};

export type RecordPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecordPage'] = ResolversParentTypes['RecordPage'],
> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MedicalRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecordSortResolvers = {
  DATE_ASC: 'date_asc';
  DATE_DESC: 'date_desc';
  TITLE_ASC: 'title_asc';
  UPDATED_DESC: 'updated_desc';
};

export type RecordSourceResolvers = { FHIR: 'fhir'; MANUAL: 'manual' };

export type ReferenceRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReferenceRange'] = ResolversParentTypes['ReferenceRange'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  context?: Resolver<ResolversTypes['RangeContext'], ParentType, ContextType>;
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session'],
> = {
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SexAtBirthResolvers = { FEMALE: 'female'; INTERSEX: 'intersex'; MALE: 'male'; UNDISCLOSED: 'undisclosed' };

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
  fhirImportProgress?: SubscriptionResolver<
    ResolversTypes['FhirImportProgress'],
    'fhirImportProgress',
    ParentType,
    ContextType,
    RequireFields<SubscriptionFhirImportProgressArgs, 'importId'>
  >;
  preferencesUpdated?: SubscriptionResolver<
    ResolversTypes['Preferences'],
    'preferencesUpdated',
    ParentType,
    ContextType
  >;
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

export type TwinIndicatorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinIndicator'] = ResolversParentTypes['TwinIndicator'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['TwinValue']>, ParentType, ContextType>;
  refHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referenceRange?: Resolver<Maybe<ResolversTypes['ReferenceRange']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IndicatorStatus'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['TwinPoint']>, ParentType, ContextType>;
};

export type TwinPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinPage'] = ResolversParentTypes['TwinPage'],
> = {
  conditions?: Resolver<Array<ResolversTypes['MedicalRecord']>, ParentType, ContextType>;
  indicators?: Resolver<Array<ResolversTypes['TwinIndicator']>, ParentType, ContextType>;
  medications?: Resolver<Array<ResolversTypes['MedicalRecord']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['TwinSummary'], ParentType, ContextType>;
  system?: Resolver<ResolversTypes['TwinSystem'], ParentType, ContextType>;
};

export type TwinPointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinPoint'] = ResolversParentTypes['TwinPoint'],
> = {
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TwinSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinSummary'] = ResolversParentTypes['TwinSummary'],
> = {
  indicatorsOutOfRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indicatorsWithData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastMeasuredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TwinSystemResolvers = {
  BLOOD: 'blood';
  BRAIN: 'brain';
  DIGESTION: 'digestion';
  EYE: 'eye';
  KIDNEY: 'kidney';
  LIVER: 'liver';
  VASCULAR: 'vascular';
};

export type TwinValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinValue'] = ResolversParentTypes['TwinValue'],
> = {
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TwoFactorEnabledResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoFactorEnabled'] = ResolversParentTypes['TwoFactorEnabled'],
> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
};

export type TwoFactorEnrollmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoFactorEnrollment'] = ResolversParentTypes['TwoFactorEnrollment'],
> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeDataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus'],
> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnitPreferencesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UnitPreferences'] = ResolversParentTypes['UnitPreferences'],
> = {
  clock?: Resolver<ResolversTypes['ClockFormat'], ParentType, ContextType>;
  firstDayOfWeek?: Resolver<ResolversTypes['Weekday'], ParentType, ContextType>;
  glucose?: Resolver<ResolversTypes['GlucoseUnit'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['HeightUnit'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['TemperatureUnit'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['WeightUnit'], ParentType, ContextType>;
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
  referenceRange?: Resolver<ResolversTypes['ReferenceRange'], ParentType, ContextType>;
  referenceRange2?: Resolver<Maybe<ResolversTypes['ReferenceRange']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReadingSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Interpretation'], ParentType, ContextType>;
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
  AccessLogEntry?: AccessLogEntryResolvers<ContextType>;
  AccountAdminAction?: AccountAdminActionResolvers<ContextType>;
  AccountDeletionInfo?: AccountDeletionInfoResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AiState?: AiStateResolvers<ContextType>;
  AlertSeverity?: AlertSeverityResolvers;
  AlertThreshold?: AlertThresholdResolvers<ContextType>;
  Appearance?: AppearanceResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BanState?: BanStateResolvers<ContextType>;
  BloodType?: BloodTypeResolvers;
  DateTime?: GraphQLScalarType;
  EmergencyContact?: EmergencyContactResolvers<ContextType>;
  FhirImportIssue?: FhirImportIssueResolvers<ContextType>;
  FhirImportPhase?: FhirImportPhaseResolvers;
  FhirImportProgress?: FhirImportProgressResolvers<ContextType>;
  FhirImportResult?: FhirImportResultResolvers<ContextType>;
  FhirTypeCount?: FhirTypeCountResolvers<ContextType>;
  Gadget?: GadgetResolvers<ContextType>;
  GadgetKeyStatus?: GadgetKeyStatusResolvers;
  GadgetKind?: GadgetKindResolvers;
  GadgetWithKey?: GadgetWithKeyResolvers<ContextType>;
  Gender?: GenderResolvers;
  IndicatorStatus?: IndicatorStatusResolvers;
  Interpretation?: InterpretationResolvers;
  MedicalRecord?: MedicalRecordResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Observation?: ObservationResolvers<ContextType>;
  PatientSuggestion?: PatientSuggestionResolvers<ContextType>;
  PersonalInfoFromRecords?: PersonalInfoFromRecordsResolvers<ContextType>;
  PersonalInfoState?: PersonalInfoStateResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PreferredLanguage?: PreferredLanguageResolvers;
  Query?: QueryResolvers<ContextType>;
  RangeContext?: RangeContextResolvers;
  ReadingSource?: ReadingSourceResolvers;
  RecordFlag?: RecordFlagResolvers;
  RecordKind?: RecordKindResolvers;
  RecordPage?: RecordPageResolvers<ContextType>;
  RecordSort?: RecordSortResolvers;
  RecordSource?: RecordSourceResolvers;
  ReferenceRange?: ReferenceRangeResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SexAtBirth?: SexAtBirthResolvers;
  SleepSession?: SleepSessionResolvers<ContextType>;
  SleepStage?: SleepStageResolvers;
  SleepStageInterval?: SleepStageIntervalResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TwinIndicator?: TwinIndicatorResolvers<ContextType>;
  TwinPage?: TwinPageResolvers<ContextType>;
  TwinPoint?: TwinPointResolvers<ContextType>;
  TwinSummary?: TwinSummaryResolvers<ContextType>;
  TwinSystem?: TwinSystemResolvers;
  TwinValue?: TwinValueResolvers<ContextType>;
  TwoFactorEnabled?: TwoFactorEnabledResolvers<ContextType>;
  TwoFactorEnrollment?: TwoFactorEnrollmentResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UnitPreferences?: UnitPreferencesResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VitalAlert?: VitalAlertResolvers<ContextType>;
  VitalKind?: VitalKindResolvers;
  VitalPoint?: VitalPointResolvers<ContextType>;
  VitalReading?: VitalReadingResolvers<ContextType>;
  VitalSeries?: VitalSeriesResolvers<ContextType>;
};
