/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminAuditAction =
  | 'BAN'
  /** A timed ban reached its end (no administrator acted). */
  | 'BAN_EXPIRED'
  | 'GRANT_ADMIN'
  | 'RESEND_VERIFICATION'
  | 'REVOKE_ADMIN'
  | 'UNBAN';

export type AdminSortDirection = 'ASC' | 'DESC';

export type AdminUserFilter = {
  admin?: boolean | null | undefined;
  banned?: boolean | null | undefined;
  verified?: boolean | null | undefined;
};

export type AdminUserSort = {
  direction?: AdminSortDirection;
  field: AdminUserSortField;
};

export type AdminUserSortField = 'ADMIN' | 'BANNED' | 'CREATED_AT' | 'EMAIL' | 'LAST_ACTIVE_AT' | 'NAME' | 'VERIFIED';

export type AlertSeverity = 'CRITICAL' | 'WARNING';

export type AlertThresholdInput = {
  kind: VitalKind;
  limit: number;
  name: string;
};

/** A complete look (the customizer always sends all of it). */
export type AppearanceInput = {
  borderRadius: number;
  cardShadow: boolean;
  direction: TextDirection;
  language: UiLanguage;
  layout: LayoutWidth;
  mode: ThemeMode;
  theme: ColorTheme;
};

export type BloodType = 'AB_NEG' | 'AB_POS' | 'A_NEG' | 'A_POS' | 'B_NEG' | 'B_POS' | 'O_NEG' | 'O_POS';

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

export type EmergencyContactInput = {
  name?: string | null | undefined;
  phone?: string | null | undefined;
  relation?: string | null | undefined;
};

export type FhirImportPhase = 'DONE' | 'FAILED' | 'PARSING' | 'STORING';

export type GadgetKeyStatus = 'ACTIVE' | 'REVOKED';

/** What a gadget is. SIMULATOR is the built-in one: the server produces realistic readings for its owner. */
export type GadgetKind = 'BP_CUFF' | 'CGM' | 'PULSE_OXIMETER' | 'SIMULATOR' | 'SLEEP_TRACKER' | 'WEARABLE';

export type Gender = 'FEMALE' | 'MALE' | 'NON_BINARY' | 'OTHER' | 'UNDISCLOSED';

export type GlucoseUnit = 'MG_DL' | 'MMOL_L';

export type HeightUnit = 'CM' | 'FT_IN';

export type IndicatorStatus =
  | 'CRITICAL'
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  /** No value yet. */
  | 'NO_DATA'
  /** A value without a range to judge it by. */
  | 'UNKNOWN';

/** Given by the source, or computed from the reference range when the source gives none. */
export type Interpretation = 'CRITICAL' | 'HIGH' | 'LOW' | 'NORMAL';

export type LayoutWidth = 'BOXED' | 'FULL';

export type NotificationSettingsInput = {
  criticalAlertEmail: boolean;
  /** en, fr, ar or zh; unchanged when omitted (English at first). */
  language?: string | null | undefined;
  quietHoursEnd?: string | null | undefined;
  /** HH:MM; give both quiet-hours ends or neither. */
  quietHoursStart?: string | null | undefined;
  timeZone: string;
  weeklySummaryEmail: boolean;
};

/**
 * One observation. Give exactly one of value (number), valueText or valueCode (valueText may then be its
 * display) — or none when the observation is a panel with components. system defaults to LOINC when a code is
 * given, and a LOINC code must look like 8480-6. One of code or display is required.
 */
export type ObservationInput = {
  code?: string | null | undefined;
  /** Panel components (one level). */
  components?: Array<ObservationInput> | null | undefined;
  display?: string | null | undefined;
  /** Defaults to the record's date. */
  effectiveAt?: unknown;
  /** Omit to have it computed from the range. */
  interpretation?: Interpretation | null | undefined;
  refHigh?: number | null | undefined;
  refLow?: number | null | undefined;
  refText?: string | null | undefined;
  system?: string | null | undefined;
  unit?: string | null | undefined;
  value?: number | null | undefined;
  valueCode?: string | null | undefined;
  valueText?: string | null | undefined;
};

/**
 * The whole form: every field is replaced (null or an empty string clears it). A phone number is normalised to
 * E.164, using the address country as the default region when it has no +prefix.
 */
export type PersonalInfoInput = {
  address?: PostalAddressInput | null | undefined;
  birthDate?: string | null | undefined;
  bloodType?: BloodType | null | undefined;
  emergencyContact?: EmergencyContactInput | null | undefined;
  firstName: string;
  gender?: Gender | null | undefined;
  heightCm?: number | null | undefined;
  lastName: string;
  phone?: string | null | undefined;
  preferredLanguage?: PreferredLanguage | null | undefined;
  sexAtBirth?: SexAtBirth | null | undefined;
  weightKg?: number | null | undefined;
};

export type PostalAddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line?: string | null | undefined;
  postalCode?: string | null | undefined;
};

export type PreferencesInput = {
  appearance?: AppearanceInput | null | undefined;
  units?: UnitPreferencesInput | null | undefined;
};

/** The four languages of the portal. */
export type PreferredLanguage = 'AR' | 'EN' | 'FR' | 'ZH';

/** What a reference range assumes; a value is only judged against the range of its context. */
export type RangeContext =
  /** Adults in general. */
  | 'ADULT'
  /** Glucose monitoring (CGM or fingerstick at any time): the time-in-range target. */
  | 'CGM_TIME_IN_RANGE'
  /** A device's own score (stress), not a clinical measure. */
  | 'DEVICE_SCORE'
  /** After an overnight fast (a lab glucose). */
  | 'FASTING'
  /** The range the reporting laboratory gave with the result. */
  | 'LAB_REPORTED'
  /** Per night (sleep duration). */
  | 'NIGHTLY'
  /** At rest (heart rate, blood pressure). */
  | 'RESTING';

/**
 * Import findings on a record: MISSING_CODE (no code at all), NON_STANDARD_CODE (no LOINC/SNOMED/… coding, or a
 * malformed LOINC code), MISSING_DATE (the resource had no date: the import time was used).
 */
export type RecordFlag = 'MISSING_CODE' | 'MISSING_DATE' | 'NON_STANDARD_CODE';

/**
 * A record's fields. Limits: title 1–200 characters; date not after tomorrow nor before 1900; endDate not before
 * date; provider/facility ≤ 200; status ≤ 50; notes ≤ 10,000; at most 200 observations, 20 components each.
 */
export type RecordInput = {
  code?: string | null | undefined;
  codeSystem?: string | null | undefined;
  date: unknown;
  endDate?: unknown;
  facility?: string | null | undefined;
  kind: RecordKind;
  notes?: string | null | undefined;
  /** On update: omitted (null) keeps the observations; a list (even empty) replaces them. */
  observations?: Array<ObservationInput> | null | undefined;
  provider?: string | null | undefined;
  status?: string | null | undefined;
  title: string;
};

/** What a medical record is about. */
export type RecordKind =
  | 'ALLERGY'
  | 'CONDITION'
  | 'DOCUMENT'
  | 'ENCOUNTER'
  | 'IMAGING'
  | 'IMMUNIZATION'
  | 'LAB_PANEL'
  | 'LAB_RESULT'
  | 'MEDICATION'
  | 'PROCEDURE'
  | 'VITAL_SIGN';

/** Sort orders of the records list (an allowlist: nothing else reaches SQL). */
export type RecordSort = 'DATE_ASC' | 'DATE_DESC' | 'TITLE_ASC' | 'UPDATED_DESC';

export type RecordSource = 'FHIR' | 'MANUAL';

export type SexAtBirth = 'FEMALE' | 'INTERSEX' | 'MALE' | 'UNDISCLOSED';

export type SleepStage = 'AWAKE' | 'DEEP' | 'LIGHT' | 'REM';

export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';

export type TextDirection = 'LTR' | 'RTL';

export type ThemeMode = 'DARK' | 'LIGHT';

export type ThresholdComparator = 'GT' | 'GTE' | 'LT' | 'LTE';

/** The body systems of the digital-twin pages. */
export type TwinSystem = 'BLOOD' | 'BRAIN' | 'DIGESTION' | 'EYE' | 'KIDNEY' | 'LIVER' | 'VASCULAR';

export type UiLanguage =
  | 'AR'
  /** Chinese (the customizer's historical code). */
  | 'CH'
  | 'EN'
  | 'FR';

/** Only the fields given change. */
export type UnitPreferencesInput = {
  clock?: ClockFormat | null | undefined;
  firstDayOfWeek?: Weekday | null | undefined;
  glucose?: GlucoseUnit | null | undefined;
  height?: HeightUnit | null | undefined;
  temperature?: TemperatureUnit | null | undefined;
  /** An IANA zone the server knows; an empty string clears it (follow the device). */
  timeZone?: string | null | undefined;
  weight?: WeightUnit | null | undefined;
};

/**
 * The live vitals. Values are in each vital's canonical unit: HEART_RATE /min (LOINC 8867-4), SPO2 % (59408-5),
 * GLUCOSE mg/dL (99504-3), BLOOD_PRESSURE mm[Hg] (panel 85354-9; value = systolic 8480-6, value2 = diastolic
 * 8462-4), STRESS score 0–100.
 */
export type VitalKind = 'BLOOD_PRESSURE' | 'GLUCOSE' | 'HEART_RATE' | 'SPO2' | 'STRESS';

export type Weekday = 'FRIDAY' | 'MONDAY' | 'SATURDAY' | 'SUNDAY' | 'THURSDAY' | 'TUESDAY' | 'WEDNESDAY';

export type WeightUnit = 'KG' | 'LB';

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type ChangePasswordMutation = {
  changePassword: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: { overall: string | null };
    };
  };
};

export type AlertThresholdFieldsFragment = {
  kind: VitalKind;
  name: string;
  field: string;
  comparator: ThresholdComparator;
  severity: AlertSeverity;
  limit: number;
  defaultLimit: number;
  custom: boolean;
  min: number;
  max: number;
  unit: string;
};

export type AlertThresholdsQueryVariables = Exact<{ [key: string]: never }>;

export type AlertThresholdsQuery = {
  alertThresholds: Array<{
    kind: VitalKind;
    name: string;
    field: string;
    comparator: ThresholdComparator;
    severity: AlertSeverity;
    limit: number;
    defaultLimit: number;
    custom: boolean;
    min: number;
    max: number;
    unit: string;
  }>;
};

export type SetAlertThresholdsMutationVariables = Exact<{
  input: Array<AlertThresholdInput> | AlertThresholdInput;
}>;

export type SetAlertThresholdsMutation = {
  setAlertThresholds: Array<{
    kind: VitalKind;
    name: string;
    field: string;
    comparator: ThresholdComparator;
    severity: AlertSeverity;
    limit: number;
    defaultLimit: number;
    custom: boolean;
    min: number;
    max: number;
    unit: string;
  }>;
};

export type ResetAlertThresholdsMutationVariables = Exact<{
  kind?: VitalKind | null | undefined;
}>;

export type ResetAlertThresholdsMutation = {
  resetAlertThresholds: Array<{
    kind: VitalKind;
    name: string;
    field: string;
    comparator: ThresholdComparator;
    severity: AlertSeverity;
    limit: number;
    defaultLimit: number;
    custom: boolean;
    min: number;
    max: number;
    unit: string;
  }>;
};

export type AdminUserRowFragment = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  verified: boolean;
  admin: boolean;
  banned: boolean;
  banReason: string | null;
  bannedUntil: unknown;
  createdAt: unknown;
  lastActiveAt: unknown;
};

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: AdminUserFilter | null | undefined;
  sort?: AdminUserSort | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type AdminUsersQuery = {
  adminUsers: {
    total: number;
    totalCapped: boolean;
    nodes: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      verified: boolean;
      admin: boolean;
      banned: boolean;
      banReason: string | null;
      bannedUntil: unknown;
      createdAt: unknown;
      lastActiveAt: unknown;
    }>;
  };
};

export type AdminAuditLogQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type AdminAuditLogQuery = {
  adminAudit: {
    total: number;
    nodes: Array<{
      id: string;
      at: unknown;
      action: AdminAuditAction;
      actorId: string | null;
      actorEmail: string | null;
      targetId: string | null;
      targetEmail: string;
      reason: string | null;
      bannedUntil: unknown;
    }>;
  };
};

export type MyAdminActionsQueryVariables = Exact<{ [key: string]: never }>;

export type MyAdminActionsQuery = {
  myAdminActions: Array<{
    id: string;
    at: unknown;
    action: AdminAuditAction;
    reason: string | null;
    bannedUntil: unknown;
  }>;
};

export type AdminBanUserMutationVariables = Exact<{
  userId: string | number;
  reason: string;
  until?: unknown;
}>;

export type AdminBanUserMutation = {
  adminBanUser: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    verified: boolean;
    admin: boolean;
    banned: boolean;
    banReason: string | null;
    bannedUntil: unknown;
    createdAt: unknown;
    lastActiveAt: unknown;
  };
};

export type AdminUnbanUserMutationVariables = Exact<{
  userId: string | number;
}>;

export type AdminUnbanUserMutation = {
  adminUnbanUser: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    verified: boolean;
    admin: boolean;
    banned: boolean;
    banReason: string | null;
    bannedUntil: unknown;
    createdAt: unknown;
    lastActiveAt: unknown;
  };
};

export type AdminSetAdminMutationVariables = Exact<{
  userId: string | number;
  admin: boolean;
}>;

export type AdminSetAdminMutation = {
  adminSetAdmin: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    verified: boolean;
    admin: boolean;
    banned: boolean;
    banReason: string | null;
    bannedUntil: unknown;
    createdAt: unknown;
    lastActiveAt: unknown;
  };
};

export type AdminResendVerificationMutationVariables = Exact<{
  userId: string | number;
}>;

export type AdminResendVerificationMutation = {
  adminResendVerification: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    verified: boolean;
    admin: boolean;
    banned: boolean;
    banReason: string | null;
    bannedUntil: unknown;
    createdAt: unknown;
    lastActiveAt: unknown;
  };
};

export type MyAccessLogQueryVariables = Exact<{
  first?: number | null | undefined;
}>;

export type MyAccessLogQuery = {
  myAccessLog: Array<{
    id: string;
    at: unknown;
    action: string;
    entityType: string | null;
    entityId: string | null;
    actorId: string | null;
    self: boolean;
    ip: string | null;
    userAgent: string | null;
  }>;
};

export type ResendVerificationMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationMutation = { resendVerification: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export type PasswordResetLinkStatusQueryVariables = Exact<{
  token: string;
}>;

export type PasswordResetLinkStatusQuery = { passwordResetLinkStatus: EmailLinkStatus };

export type CompleteTwoFactorLoginMutationVariables = Exact<{
  challengeToken: string;
  code: string;
}>;

export type CompleteTwoFactorLoginMutation = {
  completeTwoFactorLogin: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: { overall: string | null };
    };
  };
};

export type FhirImportProgressSubscriptionVariables = Exact<{
  importId: string | number;
}>;

export type FhirImportProgressSubscription = {
  fhirImportProgress: {
    importId: string;
    phase: FhirImportPhase;
    processed: number;
    total: number;
    message: string | null;
  };
};

export type PatientSuggestionsQueryVariables = Exact<{ [key: string]: never }>;

export type PatientSuggestionsQuery = {
  patientSuggestions: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    birthDate: string | null;
    gender: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    createdAt: unknown;
  }>;
};

export type DismissPatientSuggestionMutationVariables = Exact<{
  id: string | number;
}>;

export type DismissPatientSuggestionMutation = { dismissPatientSuggestion: boolean };

export type GadgetFieldsFragment = {
  id: string;
  name: string;
  kind: GadgetKind;
  keyPrefix: string;
  keyStatus: GadgetKeyStatus;
  keyRotatedAt: unknown;
  lastSeenAt: unknown;
  online: boolean;
  batteryLevel: number | null;
  readingsToday: number;
  createdAt: unknown;
};

export type GadgetsQueryVariables = Exact<{ [key: string]: never }>;

export type GadgetsQuery = {
  gadgets: Array<{
    id: string;
    name: string;
    kind: GadgetKind;
    keyPrefix: string;
    keyStatus: GadgetKeyStatus;
    keyRotatedAt: unknown;
    lastSeenAt: unknown;
    online: boolean;
    batteryLevel: number | null;
    readingsToday: number;
    createdAt: unknown;
  }>;
};

export type AddGadgetMutationVariables = Exact<{
  name: string;
  kind: GadgetKind;
}>;

export type AddGadgetMutation = {
  addGadget: {
    deviceKey: string;
    gadget: {
      id: string;
      name: string;
      kind: GadgetKind;
      keyPrefix: string;
      keyStatus: GadgetKeyStatus;
      keyRotatedAt: unknown;
      lastSeenAt: unknown;
      online: boolean;
      batteryLevel: number | null;
      readingsToday: number;
      createdAt: unknown;
    };
  };
};

export type RotateGadgetKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RotateGadgetKeyMutation = {
  rotateGadgetKey: {
    deviceKey: string;
    gadget: {
      id: string;
      name: string;
      kind: GadgetKind;
      keyPrefix: string;
      keyStatus: GadgetKeyStatus;
      keyRotatedAt: unknown;
      lastSeenAt: unknown;
      online: boolean;
      batteryLevel: number | null;
      readingsToday: number;
      createdAt: unknown;
    };
  };
};

export type RevokeGadgetKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeGadgetKeyMutation = {
  revokeGadgetKey: {
    id: string;
    name: string;
    kind: GadgetKind;
    keyPrefix: string;
    keyStatus: GadgetKeyStatus;
    keyRotatedAt: unknown;
    lastSeenAt: unknown;
    online: boolean;
    batteryLevel: number | null;
    readingsToday: number;
    createdAt: unknown;
  };
};

export type RenameGadgetMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type RenameGadgetMutation = {
  renameGadget: {
    id: string;
    name: string;
    kind: GadgetKind;
    keyPrefix: string;
    keyStatus: GadgetKeyStatus;
    keyRotatedAt: unknown;
    lastSeenAt: unknown;
    online: boolean;
    batteryLevel: number | null;
    readingsToday: number;
    createdAt: unknown;
  };
};

export type RemoveGadgetMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveGadgetMutation = { removeGadget: boolean };

export type LiveAlertLimitsQueryVariables = Exact<{ [key: string]: never }>;

export type LiveAlertLimitsQuery = {
  alertThresholds: Array<{
    kind: VitalKind;
    name: string;
    comparator: ThresholdComparator;
    limit: number;
    custom: boolean;
  }>;
};

export type LiveReadingFragment = {
  id: string;
  kind: VitalKind;
  time: unknown;
  value: number;
  value2: number | null;
  gadgetId: string | null;
  status: Interpretation;
  referenceRange: {
    code: string;
    low: number | null;
    high: number | null;
    unit: string;
    context: RangeContext;
    source: string;
  };
  referenceRange2: {
    code: string;
    low: number | null;
    high: number | null;
    unit: string;
    context: RangeContext;
    source: string;
  } | null;
};

export type SeriesPointFragment = {
  time: unknown;
  count: number;
  avg: number;
  min: number;
  max: number;
  avg2: number | null;
  min2: number | null;
  max2: number | null;
};

export type LiveLatestVitalsQueryVariables = Exact<{ [key: string]: never }>;

export type LiveLatestVitalsQuery = {
  latestVitals: Array<{
    id: string;
    kind: VitalKind;
    time: unknown;
    value: number;
    value2: number | null;
    gadgetId: string | null;
    status: Interpretation;
    referenceRange: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    };
    referenceRange2: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
  }>;
};

export type LiveReadingsSinceQueryVariables = Exact<{
  since: unknown;
  kinds?: Array<VitalKind> | VitalKind | null | undefined;
  limit?: number | null | undefined;
}>;

export type LiveReadingsSinceQuery = {
  vitalReadingsSince: Array<{
    id: string;
    kind: VitalKind;
    time: unknown;
    value: number;
    value2: number | null;
    gadgetId: string | null;
    status: Interpretation;
    referenceRange: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    };
    referenceRange2: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
  }>;
};

export type LiveVitalSeriesQueryVariables = Exact<{
  kind: VitalKind;
  from: unknown;
  to: unknown;
  points: number;
}>;

export type LiveVitalSeriesQuery = {
  vitalSeries: {
    kind: VitalKind;
    bucketSeconds: number;
    points: Array<{
      time: unknown;
      count: number;
      avg: number;
      min: number;
      max: number;
      avg2: number | null;
      min2: number | null;
      max2: number | null;
    }>;
  };
};

export type LiveGadgetsQueryVariables = Exact<{ [key: string]: never }>;

export type LiveGadgetsQuery = { gadgets: Array<{ id: string; name: string; kind: GadgetKind; online: boolean }> };

export type LiveVitalReadingsSubscriptionVariables = Exact<{
  kinds?: Array<VitalKind> | VitalKind | null | undefined;
}>;

export type LiveVitalReadingsSubscription = {
  vitalReadings: Array<{
    id: string;
    kind: VitalKind;
    time: unknown;
    value: number;
    value2: number | null;
    gadgetId: string | null;
    status: Interpretation;
    referenceRange: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    };
    referenceRange2: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
  }>;
};

export type SleepSessionFieldsFragment = {
  id: string;
  gadgetId: string | null;
  start: unknown;
  end: unknown;
  awakeSeconds: number;
  lightSeconds: number;
  deepSeconds: number;
  remSeconds: number;
  asleepSeconds: number;
  stages: Array<{ stage: SleepStage; start: unknown; end: unknown }>;
};

export type SleepSessionsQueryVariables = Exact<{
  from: unknown;
  to: unknown;
}>;

export type SleepSessionsQuery = {
  sleepSessions: Array<{
    id: string;
    gadgetId: string | null;
    start: unknown;
    end: unknown;
    awakeSeconds: number;
    lightSeconds: number;
    deepSeconds: number;
    remSeconds: number;
    asleepSeconds: number;
    stages: Array<{ stage: SleepStage; start: unknown; end: unknown }>;
  }>;
};

export type SleepUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type SleepUpdatedSubscription = {
  sleepUpdated: {
    id: string;
    gadgetId: string | null;
    start: unknown;
    end: unknown;
    awakeSeconds: number;
    lightSeconds: number;
    deepSeconds: number;
    remSeconds: number;
    asleepSeconds: number;
    stages: Array<{ stage: SleepStage; start: unknown; end: unknown }>;
  };
};

export type AccountDeletionInfoQueryVariables = Exact<{ [key: string]: never }>;

export type AccountDeletionInfoQuery = { accountDeletionInfo: { requiresSecondFactor: boolean; kept: Array<string> } };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
  confirmation: string;
  code?: string | null | undefined;
}>;

export type DeleteAccountMutation = { deleteAccount: boolean };

export type NotificationSettingsCard_SettingsFragment = {
  criticalAlertEmail: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timeZone: string;
  weeklySummaryEmail: boolean;
  language: string;
  updatedAt: unknown;
};

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationSettingsQuery = {
  notificationSettings: {
    criticalAlertEmail: boolean;
    quietHoursStart: string | null;
    quietHoursEnd: string | null;
    timeZone: string;
    weeklySummaryEmail: boolean;
    language: string;
    updatedAt: unknown;
  };
};

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;

export type UpdateNotificationSettingsMutation = {
  updateNotificationSettings: {
    criticalAlertEmail: boolean;
    quietHoursStart: string | null;
    quietHoursEnd: string | null;
    timeZone: string;
    weeklySummaryEmail: boolean;
    language: string;
    updatedAt: unknown;
  };
};

export type OverviewReadingFragment = {
  id: string;
  kind: VitalKind;
  time: unknown;
  value: number;
  value2: number | null;
  status: Interpretation;
  referenceRange: {
    code: string;
    low: number | null;
    high: number | null;
    unit: string;
    context: RangeContext;
    source: string;
  };
  referenceRange2: {
    code: string;
    low: number | null;
    high: number | null;
    unit: string;
    context: RangeContext;
    source: string;
  } | null;
};

export type OverviewAlertFragment = {
  id: string;
  kind: VitalKind;
  readingTime: unknown;
  value: number;
  value2: number | null;
  rule: string;
  severity: AlertSeverity;
  message: string;
  createdAt: unknown;
  acknowledgedAt: unknown;
};

export type OverviewLatestVitalsQueryVariables = Exact<{ [key: string]: never }>;

export type OverviewLatestVitalsQuery = {
  latestVitals: Array<{
    id: string;
    kind: VitalKind;
    time: unknown;
    value: number;
    value2: number | null;
    status: Interpretation;
    referenceRange: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    };
    referenceRange2: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
  }>;
};

export type OverviewSparklineQueryVariables = Exact<{
  kind: VitalKind;
  from: unknown;
  to: unknown;
  points: number;
}>;

export type OverviewSparklineQuery = {
  vitalSeries: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
};

export type OverviewGadgetsQueryVariables = Exact<{ [key: string]: never }>;

export type OverviewGadgetsQuery = { gadgets: Array<{ id: string; online: boolean }> };

export type OverviewSleepQueryVariables = Exact<{
  from: unknown;
  to: unknown;
}>;

export type OverviewSleepQuery = {
  sleepSessions: Array<{
    id: string;
    start: unknown;
    end: unknown;
    asleepSeconds: number;
    awakeSeconds: number;
    lightSeconds: number;
    deepSeconds: number;
    remSeconds: number;
  }>;
};

export type OpenAlertsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;

export type OpenAlertsQuery = {
  vitalAlerts: Array<{
    id: string;
    kind: VitalKind;
    readingTime: unknown;
    value: number;
    value2: number | null;
    rule: string;
    severity: AlertSeverity;
    message: string;
    createdAt: unknown;
    acknowledgedAt: unknown;
  }>;
};

export type AcknowledgeAlertMutationVariables = Exact<{
  id: string | number;
}>;

export type AcknowledgeAlertMutation = {
  acknowledgeAlert: {
    id: string;
    kind: VitalKind;
    readingTime: unknown;
    value: number;
    value2: number | null;
    rule: string;
    severity: AlertSeverity;
    message: string;
    createdAt: unknown;
    acknowledgedAt: unknown;
  };
};

export type OverviewVitalReadingsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type OverviewVitalReadingsSubscription = {
  vitalReadings: Array<{
    id: string;
    kind: VitalKind;
    time: unknown;
    value: number;
    value2: number | null;
    status: Interpretation;
    referenceRange: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    };
    referenceRange2: {
      code: string;
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
  }>;
};

export type OverviewVitalAlertSubscriptionVariables = Exact<{ [key: string]: never }>;

export type OverviewVitalAlertSubscription = {
  vitalAlert: {
    id: string;
    kind: VitalKind;
    readingTime: unknown;
    value: number;
    value2: number | null;
    rule: string;
    severity: AlertSeverity;
    message: string;
    createdAt: unknown;
    acknowledgedAt: unknown;
  };
};

export type PersonalInfoFieldsFragment = {
  filled: boolean;
  missing: Array<string> | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  sexAtBirth: SexAtBirth | null;
  gender: Gender | null;
  phone: string | null;
  preferredLanguage: PreferredLanguage | null;
  bloodType: BloodType | null;
  heightCm: number | null;
  weightKg: number | null;
  address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
  emergencyContact: { name: string | null; relation: string | null; phone: string | null } | null;
};

export type PersonalInfoQueryVariables = Exact<{ [key: string]: never }>;

export type PersonalInfoQuery = {
  me: {
    id: string;
    personalInfo: {
      filled: boolean;
      missing: Array<string> | null;
      firstName: string | null;
      lastName: string | null;
      birthDate: string | null;
      sexAtBirth: SexAtBirth | null;
      gender: Gender | null;
      phone: string | null;
      preferredLanguage: PreferredLanguage | null;
      bloodType: BloodType | null;
      heightCm: number | null;
      weightKg: number | null;
      address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
      emergencyContact: { name: string | null; relation: string | null; phone: string | null } | null;
    };
  };
};

export type PersonalInfoFromRecordsQueryVariables = Exact<{ [key: string]: never }>;

export type PersonalInfoFromRecordsQuery = {
  personalInfoFromRecords: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    birthDate: string | null;
    gender: Gender | null;
    phone: string | null;
    address: string | null;
    importedAt: unknown;
  } | null;
};

export type UpdatePersonalInfoMutationVariables = Exact<{
  input: PersonalInfoInput;
}>;

export type UpdatePersonalInfoMutation = {
  updatePersonalInfo: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: {
      filled: boolean;
      missing: Array<string> | null;
      firstName: string | null;
      lastName: string | null;
      birthDate: string | null;
      sexAtBirth: SexAtBirth | null;
      gender: Gender | null;
      phone: string | null;
      preferredLanguage: PreferredLanguage | null;
      bloodType: BloodType | null;
      heightCm: number | null;
      weightKg: number | null;
      address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
      emergencyContact: { name: string | null; relation: string | null; phone: string | null } | null;
    };
    ban: { banned: boolean };
    ai: { overall: string | null };
  };
};

export type PersonalInfoUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type PersonalInfoUpdatedSubscription = {
  accountUpdated: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: {
      filled: boolean;
      missing: Array<string> | null;
      firstName: string | null;
      lastName: string | null;
      birthDate: string | null;
      sexAtBirth: SexAtBirth | null;
      gender: Gender | null;
      phone: string | null;
      preferredLanguage: PreferredLanguage | null;
      bloodType: BloodType | null;
      heightCm: number | null;
      weightKg: number | null;
      address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
      emergencyContact: { name: string | null; relation: string | null; phone: string | null } | null;
    };
    ban: { banned: boolean };
    ai: { overall: string | null };
  };
};

export type RecordSummaryFieldsFragment = {
  id: string;
  kind: RecordKind;
  title: string;
  date: unknown;
  endDate: unknown;
  dateOnly: boolean;
  provider: string | null;
  facility: string | null;
  status: string | null;
  source: RecordSource;
  flags: Array<RecordFlag>;
  updatedAt: unknown;
};

export type RecordFieldsFragment = {
  id: string;
  kind: RecordKind;
  title: string;
  date: unknown;
  endDate: unknown;
  dateOnly: boolean;
  provider: string | null;
  facility: string | null;
  status: string | null;
  source: RecordSource;
  flags: Array<RecordFlag>;
  updatedAt: unknown;
  code: string | null;
  codeSystem: string | null;
  notes: string | null;
  fhirResourceType: string | null;
  createdAt: unknown;
  observations: Array<{
    id: string;
    code: string | null;
    system: string | null;
    display: string | null;
    valueNumber: number | null;
    valueText: string | null;
    valueCode: string | null;
    unit: string | null;
    refLow: number | null;
    refHigh: number | null;
    refText: string | null;
    interpretation: Interpretation | null;
    effectiveAt: unknown;
    referenceRange: {
      low: number | null;
      high: number | null;
      unit: string;
      context: RangeContext;
      source: string;
    } | null;
    components: Array<{
      id: string;
      code: string | null;
      system: string | null;
      display: string | null;
      valueNumber: number | null;
      valueText: string | null;
      valueCode: string | null;
      unit: string | null;
      refLow: number | null;
      refHigh: number | null;
      refText: string | null;
      interpretation: Interpretation | null;
      effectiveAt: unknown;
      referenceRange: {
        low: number | null;
        high: number | null;
        unit: string;
        context: RangeContext;
        source: string;
      } | null;
    }>;
  }>;
  attachments: Array<{
    id: string;
    filename: string;
    contentType: string;
    size: number;
    createdAt: unknown;
    url: string;
  }>;
};

export type RecordsQueryVariables = Exact<{
  search?: string | null | undefined;
  kinds?: Array<RecordKind> | RecordKind | null | undefined;
  from?: unknown;
  to?: unknown;
  sort?: RecordSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type RecordsQuery = {
  records: {
    totalCount: number;
    page: number;
    pageSize: number;
    hasNextPage: boolean;
    items: Array<{
      id: string;
      kind: RecordKind;
      title: string;
      date: unknown;
      endDate: unknown;
      dateOnly: boolean;
      provider: string | null;
      facility: string | null;
      status: string | null;
      source: RecordSource;
      flags: Array<RecordFlag>;
      updatedAt: unknown;
      observations: Array<{
        id: string;
        code: string | null;
        valueNumber: number | null;
        valueText: string | null;
        valueCode: string | null;
        unit: string | null;
        interpretation: Interpretation | null;
        components: Array<{
          id: string;
          code: string | null;
          valueNumber: number | null;
          unit: string | null;
          interpretation: Interpretation | null;
        }>;
      }>;
    }>;
  };
};

export type RecordQueryVariables = Exact<{
  id: string | number;
}>;

export type RecordQuery = {
  record: {
    id: string;
    kind: RecordKind;
    title: string;
    date: unknown;
    endDate: unknown;
    dateOnly: boolean;
    provider: string | null;
    facility: string | null;
    status: string | null;
    source: RecordSource;
    flags: Array<RecordFlag>;
    updatedAt: unknown;
    code: string | null;
    codeSystem: string | null;
    notes: string | null;
    fhirResourceType: string | null;
    createdAt: unknown;
    observations: Array<{
      id: string;
      code: string | null;
      system: string | null;
      display: string | null;
      valueNumber: number | null;
      valueText: string | null;
      valueCode: string | null;
      unit: string | null;
      refLow: number | null;
      refHigh: number | null;
      refText: string | null;
      interpretation: Interpretation | null;
      effectiveAt: unknown;
      referenceRange: {
        low: number | null;
        high: number | null;
        unit: string;
        context: RangeContext;
        source: string;
      } | null;
      components: Array<{
        id: string;
        code: string | null;
        system: string | null;
        display: string | null;
        valueNumber: number | null;
        valueText: string | null;
        valueCode: string | null;
        unit: string | null;
        refLow: number | null;
        refHigh: number | null;
        refText: string | null;
        interpretation: Interpretation | null;
        effectiveAt: unknown;
        referenceRange: {
          low: number | null;
          high: number | null;
          unit: string;
          context: RangeContext;
          source: string;
        } | null;
      }>;
    }>;
    attachments: Array<{
      id: string;
      filename: string;
      contentType: string;
      size: number;
      createdAt: unknown;
      url: string;
    }>;
  } | null;
};

export type CreateRecordMutationVariables = Exact<{
  input: RecordInput;
}>;

export type CreateRecordMutation = {
  createRecord: {
    id: string;
    kind: RecordKind;
    title: string;
    date: unknown;
    endDate: unknown;
    dateOnly: boolean;
    provider: string | null;
    facility: string | null;
    status: string | null;
    source: RecordSource;
    flags: Array<RecordFlag>;
    updatedAt: unknown;
    code: string | null;
    codeSystem: string | null;
    notes: string | null;
    fhirResourceType: string | null;
    createdAt: unknown;
    observations: Array<{
      id: string;
      code: string | null;
      system: string | null;
      display: string | null;
      valueNumber: number | null;
      valueText: string | null;
      valueCode: string | null;
      unit: string | null;
      refLow: number | null;
      refHigh: number | null;
      refText: string | null;
      interpretation: Interpretation | null;
      effectiveAt: unknown;
      referenceRange: {
        low: number | null;
        high: number | null;
        unit: string;
        context: RangeContext;
        source: string;
      } | null;
      components: Array<{
        id: string;
        code: string | null;
        system: string | null;
        display: string | null;
        valueNumber: number | null;
        valueText: string | null;
        valueCode: string | null;
        unit: string | null;
        refLow: number | null;
        refHigh: number | null;
        refText: string | null;
        interpretation: Interpretation | null;
        effectiveAt: unknown;
        referenceRange: {
          low: number | null;
          high: number | null;
          unit: string;
          context: RangeContext;
          source: string;
        } | null;
      }>;
    }>;
    attachments: Array<{
      id: string;
      filename: string;
      contentType: string;
      size: number;
      createdAt: unknown;
      url: string;
    }>;
  };
};

export type UpdateRecordMutationVariables = Exact<{
  id: string | number;
  input: RecordInput;
}>;

export type UpdateRecordMutation = {
  updateRecord: {
    id: string;
    kind: RecordKind;
    title: string;
    date: unknown;
    endDate: unknown;
    dateOnly: boolean;
    provider: string | null;
    facility: string | null;
    status: string | null;
    source: RecordSource;
    flags: Array<RecordFlag>;
    updatedAt: unknown;
    code: string | null;
    codeSystem: string | null;
    notes: string | null;
    fhirResourceType: string | null;
    createdAt: unknown;
    observations: Array<{
      id: string;
      code: string | null;
      system: string | null;
      display: string | null;
      valueNumber: number | null;
      valueText: string | null;
      valueCode: string | null;
      unit: string | null;
      refLow: number | null;
      refHigh: number | null;
      refText: string | null;
      interpretation: Interpretation | null;
      effectiveAt: unknown;
      referenceRange: {
        low: number | null;
        high: number | null;
        unit: string;
        context: RangeContext;
        source: string;
      } | null;
      components: Array<{
        id: string;
        code: string | null;
        system: string | null;
        display: string | null;
        valueNumber: number | null;
        valueText: string | null;
        valueCode: string | null;
        unit: string | null;
        refLow: number | null;
        refHigh: number | null;
        refText: string | null;
        interpretation: Interpretation | null;
        effectiveAt: unknown;
        referenceRange: {
          low: number | null;
          high: number | null;
          unit: string;
          context: RangeContext;
          source: string;
        } | null;
      }>;
    }>;
    attachments: Array<{
      id: string;
      filename: string;
      contentType: string;
      size: number;
      createdAt: unknown;
      url: string;
    }>;
  };
};

export type DeleteRecordMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteRecordMutation = { deleteRecord: boolean };

export type DeleteAttachmentMutationVariables = Exact<{
  recordId: string | number;
  id: string | number;
}>;

export type DeleteAttachmentMutation = { deleteAttachment: boolean };

export type MySessionsQueryVariables = Exact<{ [key: string]: never }>;

export type MySessionsQuery = {
  mySessions: Array<{
    id: string;
    device: string;
    browser: string | null;
    os: string | null;
    ip: string | null;
    createdAt: unknown;
    lastUsedAt: unknown;
    current: boolean;
  }>;
};

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeSessionMutation = { revokeSession: boolean };

export type SignOutEverywhereElseMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutEverywhereElseMutation = { signOutEverywhereElse: number };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never }>;

export type TwoFactorStatusQuery = {
  twoFactorStatus: { enabled: boolean; enabledAt: unknown; recoveryCodesLeft: number };
};

export type StartTwoFactorEnrollmentMutationVariables = Exact<{ [key: string]: never }>;

export type StartTwoFactorEnrollmentMutation = {
  startTwoFactorEnrollment: { secret: string; otpauthUri: string; qrCodeDataUrl: string };
};

export type ConfirmTwoFactorEnrollmentMutationVariables = Exact<{
  code: string;
}>;

export type ConfirmTwoFactorEnrollmentMutation = {
  confirmTwoFactorEnrollment: {
    recoveryCodes: Array<string>;
    status: { enabled: boolean; enabledAt: unknown; recoveryCodesLeft: number };
  };
};

export type DisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;

export type DisableTwoFactorMutation = {
  disableTwoFactor: { enabled: boolean; enabledAt: unknown; recoveryCodesLeft: number };
};

export type TwinQueryVariables = Exact<{
  system: TwinSystem;
}>;

export type TwinQuery = {
  twin: {
    system: TwinSystem;
    suggestions: Array<string>;
    summary: { indicatorsOutOfRange: number; indicatorsWithData: number; lastMeasuredAt: unknown };
    indicators: Array<{
      code: string;
      display: string;
      status: IndicatorStatus;
      latest: { value: number; unit: string | null; time: unknown; origin: string } | null;
      referenceRange: {
        code: string;
        low: number | null;
        high: number | null;
        unit: string;
        context: RangeContext;
        source: string;
      } | null;
      trend: Array<{ time: unknown; value: number }>;
    }>;
    conditions: Array<{ id: string; title: string; date: unknown; status: string | null }>;
    medications: Array<{ id: string; title: string; date: unknown; status: string | null }>;
  };
};

export type SessionUserFragment = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  stpEmailVerified: boolean;
  admin: boolean | null;
  personalInfo: { filled: boolean };
  ban: { banned: boolean };
  ai: { overall: string | null };
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: { overall: string | null };
  };
};

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: { overall: string | null };
    };
  };
};

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}>;

export type RegisterMutation = {
  register: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: { overall: string | null };
    };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = {
  verifyEmail: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: { overall: string | null };
  };
};

export type AccountUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type AccountUpdatedSubscription = {
  accountUpdated: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: { overall: string | null };
  };
};

export type AccountPreferencesFragment = {
  updatedAt: unknown;
  appearance: {
    language: UiLanguage;
    theme: ColorTheme;
    mode: ThemeMode;
    direction: TextDirection;
    layout: LayoutWidth;
    cardShadow: boolean;
    borderRadius: number;
  } | null;
  units: {
    glucose: GlucoseUnit;
    weight: WeightUnit;
    height: HeightUnit;
    temperature: TemperatureUnit;
    clock: ClockFormat;
    firstDayOfWeek: Weekday;
    timeZone: string | null;
  };
};

export type MyPreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type MyPreferencesQuery = {
  myPreferences: {
    updatedAt: unknown;
    appearance: {
      language: UiLanguage;
      theme: ColorTheme;
      mode: ThemeMode;
      direction: TextDirection;
      layout: LayoutWidth;
      cardShadow: boolean;
      borderRadius: number;
    } | null;
    units: {
      glucose: GlucoseUnit;
      weight: WeightUnit;
      height: HeightUnit;
      temperature: TemperatureUnit;
      clock: ClockFormat;
      firstDayOfWeek: Weekday;
      timeZone: string | null;
    };
  };
};

export type UpdatePreferencesMutationVariables = Exact<{
  input: PreferencesInput;
}>;

export type UpdatePreferencesMutation = {
  updatePreferences: {
    updatedAt: unknown;
    appearance: {
      language: UiLanguage;
      theme: ColorTheme;
      mode: ThemeMode;
      direction: TextDirection;
      layout: LayoutWidth;
      cardShadow: boolean;
      borderRadius: number;
    } | null;
    units: {
      glucose: GlucoseUnit;
      weight: WeightUnit;
      height: HeightUnit;
      temperature: TemperatureUnit;
      clock: ClockFormat;
      firstDayOfWeek: Weekday;
      timeZone: string | null;
    };
  };
};

export type PreferencesUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type PreferencesUpdatedSubscription = {
  preferencesUpdated: {
    updatedAt: unknown;
    appearance: {
      language: UiLanguage;
      theme: ColorTheme;
      mode: ThemeMode;
      direction: TextDirection;
      layout: LayoutWidth;
      cardShadow: boolean;
      borderRadius: number;
    } | null;
    units: {
      glucose: GlucoseUnit;
      weight: WeightUnit;
      height: HeightUnit;
      temperature: TemperatureUnit;
      clock: ClockFormat;
      firstDayOfWeek: Weekday;
      timeZone: string | null;
    };
  };
};

export type ReferenceRangeFieldsFragment = {
  code: string;
  low: number | null;
  high: number | null;
  unit: string;
  context: RangeContext;
  source: string;
};

export const AlertThresholdFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlertThresholdFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlertThreshold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlertThresholdFieldsFragment, unknown>;
export const AdminUserRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserRowFragment, unknown>;
export const GadgetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GadgetFieldsFragment, unknown>;
export const LiveReadingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveReadingFragment, unknown>;
export const SeriesPointFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SeriesPoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avg2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max2' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SeriesPointFragment, unknown>;
export const SleepSessionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SleepSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SleepSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'awakeSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lightSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deepSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asleepSeconds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SleepSessionFieldsFragment, unknown>;
export const NotificationSettingsCard_SettingsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsCard_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'criticalAlertEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklySummaryEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationSettingsCard_SettingsFragment, unknown>;
export const OverviewReadingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewReadingFragment, unknown>;
export const OverviewAlertFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewAlert' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewAlertFragment, unknown>;
export const PersonalInfoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonalInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalInfoState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sexAtBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredLanguage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emergencyContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bloodType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightCm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weightKg' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonalInfoFieldsFragment, unknown>;
export const RecordSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordSummaryFieldsFragment, unknown>;
export const RecordFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codeSystem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fhirResourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'observations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referenceRange' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'components' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AccountPreferencesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountPreferences' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardShadow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'borderRadius' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'glucose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstDayOfWeek' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountPreferencesFragment, unknown>;
export const ReferenceRangeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferenceRangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReferenceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferenceRangeFieldsFragment, unknown>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AlertThresholdsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AlertThresholds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alertThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlertThresholdFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlertThresholdFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlertThreshold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlertThresholdsQuery, AlertThresholdsQueryVariables>;
export const SetAlertThresholdsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAlertThresholds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'AlertThresholdInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAlertThresholds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlertThresholdFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlertThresholdFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlertThreshold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAlertThresholdsMutation, SetAlertThresholdsMutationVariables>;
export const ResetAlertThresholdsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetAlertThresholds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalKind' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetAlertThresholds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlertThresholdFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlertThresholdFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlertThreshold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetAlertThresholdsMutation, ResetAlertThresholdsMutationVariables>;
export const AdminUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCapped' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserRow' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminAuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminAuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAudit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const MyAdminActionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyAdminActions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAdminActions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAdminActionsQuery, MyAdminActionsQueryVariables>;
export const AdminBanUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminBanUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminBanUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBanUserMutation, AdminBanUserMutationVariables>;
export const AdminUnbanUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminUnbanUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUnbanUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUnbanUserMutation, AdminUnbanUserMutationVariables>;
export const AdminSetAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSetAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSetAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'admin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetAdminMutation, AdminSetAdminMutationVariables>;
export const AdminResendVerificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminResendVerification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminResendVerification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannedUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastActiveAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminResendVerificationMutation, AdminResendVerificationMutationVariables>;
export const MyAccessLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyAccessLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAccessLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'self' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userAgent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAccessLogQuery, MyAccessLogQueryVariables>;
export const ResendVerificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerification' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resendVerification' } }],
      },
    },
  ],
} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasswordResetLinkStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PasswordResetLinkStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'passwordResetLinkStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasswordResetLinkStatusQuery, PasswordResetLinkStatusQueryVariables>;
export const CompleteTwoFactorLoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteTwoFactorLogin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeTwoFactorLogin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeToken' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const FhirImportProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'FhirImportProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fhirImportProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FhirImportProgressSubscription, FhirImportProgressSubscriptionVariables>;
export const PatientSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PatientSuggestions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'patientSuggestions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PatientSuggestionsQuery, PatientSuggestionsQueryVariables>;
export const DismissPatientSuggestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DismissPatientSuggestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dismissPatientSuggestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DismissPatientSuggestionMutation, DismissPatientSuggestionMutationVariables>;
export const GadgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Gadgets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gadgets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GadgetFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GadgetsQuery, GadgetsQueryVariables>;
export const AddGadgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddGadget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'GadgetKind' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGadget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deviceKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gadget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GadgetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddGadgetMutation, AddGadgetMutationVariables>;
export const RotateGadgetKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateGadgetKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateGadgetKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deviceKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gadget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GadgetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateGadgetKeyMutation, RotateGadgetKeyMutationVariables>;
export const RevokeGadgetKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeGadgetKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeGadgetKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GadgetFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeGadgetKeyMutation, RevokeGadgetKeyMutationVariables>;
export const RenameGadgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameGadget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameGadget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GadgetFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GadgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Gadget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyPrefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyRotatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'online' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batteryLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenameGadgetMutation, RenameGadgetMutationVariables>;
export const RemoveGadgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveGadget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeGadget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveGadgetMutation, RemoveGadgetMutationVariables>;
export const LiveAlertLimitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveAlertLimits' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alertThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comparator' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveAlertLimitsQuery, LiveAlertLimitsQueryVariables>;
export const LiveLatestVitalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveLatestVitals' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestVitals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveReading' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveLatestVitalsQuery, LiveLatestVitalsQueryVariables>;
export const LiveReadingsSinceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveReadingsSince' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalKind' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalReadingsSince' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kinds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveReading' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveReadingsSinceQuery, LiveReadingsSinceQueryVariables>;
export const LiveVitalSeriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveVitalSeries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bucketSeconds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'points' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SeriesPoint' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SeriesPoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avg2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max2' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveVitalSeriesQuery, LiveVitalSeriesQueryVariables>;
export const LiveGadgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveGadgets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gadgets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'online' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveGadgetsQuery, LiveGadgetsQueryVariables>;
export const LiveVitalReadingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LiveVitalReadings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalKind' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalReadings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kinds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveReading' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveVitalReadingsSubscription, LiveVitalReadingsSubscriptionVariables>;
export const SleepSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SleepSessions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sleepSessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SleepSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SleepSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SleepSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'awakeSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lightSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deepSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asleepSeconds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SleepSessionsQuery, SleepSessionsQueryVariables>;
export const SleepUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'SleepUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sleepUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SleepSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SleepSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SleepSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gadgetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'awakeSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lightSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deepSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asleepSeconds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SleepUpdatedSubscription, SleepUpdatedSubscriptionVariables>;
export const AccountDeletionInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountDeletionInfo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountDeletionInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'requiresSecondFactor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kept' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountDeletionInfoQuery, AccountDeletionInfoQueryVariables>;
export const DeleteAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const NotificationSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsCard_settings' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsCard_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'criticalAlertEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklySummaryEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNotificationSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotificationSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsCard_settings' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsCard_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'criticalAlertEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quietHoursEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklySummaryEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const OverviewLatestVitalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewLatestVitals' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestVitals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewReading' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewLatestVitalsQuery, OverviewLatestVitalsQueryVariables>;
export const OverviewSparklineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewSparkline' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'points' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avg' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avg2' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewSparklineQuery, OverviewSparklineQueryVariables>;
export const OverviewGadgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewGadgets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gadgets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'online' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewGadgetsQuery, OverviewGadgetsQueryVariables>;
export const OverviewSleepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewSleep' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sleepSessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asleepSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'awakeSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lightSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deepSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewSleepQuery, OverviewSleepQueryVariables>;
export const OpenAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OpenAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalAlerts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'acknowledged' },
                value: { kind: 'BooleanValue', value: false },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewAlert' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewAlert' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenAlertsQuery, OpenAlertsQueryVariables>;
export const AcknowledgeAlertDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcknowledgeAlert' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acknowledgeAlert' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewAlert' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewAlert' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcknowledgeAlertMutation, AcknowledgeAlertMutationVariables>;
export const OverviewVitalReadingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'OverviewVitalReadings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalReadings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewReading' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewReading' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referenceRange2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewVitalReadingsSubscription, OverviewVitalReadingsSubscriptionVariables>;
export const OverviewVitalAlertDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'OverviewVitalAlert' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vitalAlert' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewAlert' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewAlert' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acknowledgedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewVitalAlertSubscription, OverviewVitalAlertSubscriptionVariables>;
export const PersonalInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PersonalInfo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'personalInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonalInfoFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonalInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalInfoState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sexAtBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredLanguage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emergencyContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bloodType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightCm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weightKg' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonalInfoQuery, PersonalInfoQueryVariables>;
export const PersonalInfoFromRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PersonalInfoFromRecords' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfoFromRecords' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonalInfoFromRecordsQuery, PersonalInfoFromRecordsQueryVariables>;
export const UpdatePersonalInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePersonalInfo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalInfoInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePersonalInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'personalInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonalInfoFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonalInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalInfoState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sexAtBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredLanguage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emergencyContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bloodType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightCm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weightKg' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePersonalInfoMutation, UpdatePersonalInfoMutationVariables>;
export const PersonalInfoUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'PersonalInfoUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'personalInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonalInfoFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonalInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalInfoState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'filled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sexAtBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'preferredLanguage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emergencyContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bloodType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightCm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weightKg' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonalInfoUpdatedSubscription, PersonalInfoUpdatedSubscriptionVariables>;
export const RecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Records' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordKind' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'records' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kinds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kinds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordSummaryFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'observations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'components' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordsQuery, RecordsQueryVariables>;
export const RecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Record' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'record' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codeSystem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fhirResourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'observations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referenceRange' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'components' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordQuery, RecordQueryVariables>;
export const CreateRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codeSystem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fhirResourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'observations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referenceRange' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'components' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRecordMutation, CreateRecordMutationVariables>;
export const UpdateRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MedicalRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codeSystem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fhirResourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'observations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referenceRange' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'components' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valueCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refHigh' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refText' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'interpretation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRecordMutation, UpdateRecordMutationVariables>;
export const DeleteRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRecordMutation, DeleteRecordMutationVariables>;
export const DeleteAttachmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAttachment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recordId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAttachment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recordId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recordId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const MySessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MySessions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'device' } },
                { kind: 'Field', name: { kind: 'Name', value: 'browser' } },
                { kind: 'Field', name: { kind: 'Name', value: 'os' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'current' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SignOutEverywhereElseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOutEverywhereElse' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOutEverywhereElse' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutEverywhereElseMutation, SignOutEverywhereElseMutationVariables>;
export const TwoFactorStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TwoFactorStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twoFactorStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recoveryCodesLeft' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorEnrollmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartTwoFactorEnrollment' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startTwoFactorEnrollment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'otpauthUri' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qrCodeDataUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartTwoFactorEnrollmentMutation, StartTwoFactorEnrollmentMutationVariables>;
export const ConfirmTwoFactorEnrollmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmTwoFactorEnrollment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmTwoFactorEnrollment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'recoveryCodes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'status' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enabledAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recoveryCodesLeft' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmTwoFactorEnrollmentMutation, ConfirmTwoFactorEnrollmentMutationVariables>;
export const DisableTwoFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableTwoFactor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableTwoFactor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recoveryCodesLeft' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const TwinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Twin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'system' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TwinSystem' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'system' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'system' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'system' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'indicatorsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'indicatorsWithData' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMeasuredAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'indicators' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'latest' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReferenceRangeFields' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'trend' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conditions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'medications' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'suggestions' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReferenceRangeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReferenceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwinQuery, TwinQueryVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const AccountUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'AccountUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stpEmailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'personalInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'filled' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ban' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'banned' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ai' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'overall' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountUpdatedSubscription, AccountUpdatedSubscriptionVariables>;
export const MyPreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPreferences' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPreferences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountPreferences' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountPreferences' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardShadow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'borderRadius' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'glucose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstDayOfWeek' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPreferencesQuery, MyPreferencesQueryVariables>;
export const UpdatePreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePreferences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreferencesInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePreferences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountPreferences' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountPreferences' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardShadow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'borderRadius' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'glucose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstDayOfWeek' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const PreferencesUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'PreferencesUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preferencesUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountPreferences' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountPreferences' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardShadow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'borderRadius' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'glucose' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstDayOfWeek' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreferencesUpdatedSubscription, PreferencesUpdatedSubscriptionVariables>;
