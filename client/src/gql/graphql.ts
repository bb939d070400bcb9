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
  /** An administrator cancelled one of the account's invoices (invoice: its number; reason: why). */
  | 'CANCEL_INVOICE'
  | 'GRANT_ADMIN'
  /** An administrator issued an invoice to the account (invoice: its number and total). */
  | 'ISSUE_INVOICE'
  /** An administrator recorded a payment on one of the account's invoices (invoice: its number, the amount and method). */
  | 'RECORD_INVOICE_PAYMENT'
  /** An administrator removed a comment or reply on a profile post. */
  | 'REMOVE_COMMENT'
  /** An administrator removed a profile post (the reason says why). */
  | 'REMOVE_POST'
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

export type AiChatEventType =
  /** A piece of the reply text (`delta`). */
  | 'CHUNK'
  /** The conversation was cleared. */
  | 'CLEARED'
  /** The stored reply (`message`): the stream of this reply is over. */
  | 'MESSAGE'
  /** The reply is reading the user's data through a tool (tool name in `tool`). */
  | 'TOOL'
  /** A message the user sent (from any of their tabs). */
  | 'USER_MESSAGE';

/**
 * USER messages: PENDING while their reply is being produced, then ANSWERED or FAILED.
 * AI messages: DONE, STOPPED (the user pressed stop; the text so far is kept) or FAILED (model error, timeout,
 * server restart: the user may retry).
 */
export type AiMessageStatus = 'ANSWERED' | 'DONE' | 'FAILED' | 'PENDING' | 'STOPPED';

export type AiSender = 'AI' | 'USER';

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

export type BlogCategory = 'DIABETES' | 'FITNESS' | 'HEART' | 'MENTAL_HEALTH' | 'NUTRITION' | 'SLEEP';

export type BlogPostInput = {
  /** Markdown, at most 50,000 characters. */
  body: string;
  category: BlogCategory;
  /** An image the administrator uploaded (POST /api/uploads?kind=image); NOT_FOUND if it is not theirs. */
  coverUploadId?: string | number | null | undefined;
  /** At most 300 characters. */
  excerpt?: string | null | undefined;
  /** 3–80 characters: a-z, 0-9 and single hyphens. */
  slug: string;
  status: BlogStatus;
  /** At most 8 tags of at most 30 characters. */
  tags?: Array<string> | null | undefined;
  /** At most 160 characters. */
  title: string;
};

export type BlogSort =
  | 'NEWEST'
  | 'OLDEST'
  /** Most viewed first. */
  | 'POPULAR';

export type BlogStatus = 'DRAFT' | 'PUBLISHED';

export type BloodType = 'AB_NEG' | 'AB_POS' | 'A_NEG' | 'A_POS' | 'B_NEG' | 'B_POS' | 'O_NEG' | 'O_POS';

export type ChatEventKind =
  /** A new message (sent by either member; the sender's other tabs get it too). */
  | 'MESSAGE'
  /** A member moved their read mark (readAt). */
  | 'READ'
  /** The other member is typing (typing true) or stopped (false); ephemeral, never stored. */
  | 'TYPING';

export type ChatMessageType =
  /** Carries attachments (and maybe text). */
  | 'FILE'
  /** Text only. */
  | 'TEXT';

export type ClockFormat = 'H12' | 'H24';

export type ColorTheme = 'AQUA_THEME' | 'BLUE_THEME' | 'CYAN_THEME' | 'GREEN_THEME' | 'ORANGE_THEME' | 'PURPLE_THEME';

/**
 * The contact form. Required: firstname. Text limits: names 100, department and company 100, address 300, notes
 * 2000 characters. A phone without + is read with `phoneRegion` (ISO 3166-1 alpha-2, default none: then it must
 * start with +). linkedUserId must be a member the viewer may message (see chatPeople), or null.
 * imageUploadId is the photo: the id of an image the viewer uploaded (POST /api/uploads?kind=image); null removes
 * the photo; left out, updateContact keeps the current one (addContact: none). Another member's upload or an
 * unknown id is NOT_FOUND; one of the viewer's own uploads that is not an image is BAD_USER_INPUT (imageUploadId).
 */
export type ContactInput = {
  address?: string | null | undefined;
  company?: string | null | undefined;
  department?: string | null | undefined;
  email?: string | null | undefined;
  firstname: string;
  frequentlycontacted?: boolean | null | undefined;
  imageUploadId?: string | number | null | undefined;
  lastname?: string | null | undefined;
  linkedUserId?: string | number | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
  phoneRegion?: string | null | undefined;
  starred?: boolean | null | undefined;
};

/** Which contacts a list shows. */
export type ContactList = 'ALL' | 'FREQUENT' | 'STARRED' | 'TRASH';

export type CreatePostInput = {
  /** 1 to 5,000 characters after trimming (or empty with at least one image). */
  body: string;
  /**
   * Kinds to share as a health snapshot (HealthSnapshotKind names), read from the author's data when the post is
   * written. A String list so an unknown name answers BAD_USER_INPUT with extensions.field "healthSnapshot" (like
   * a chosen kind the author has no data for) instead of a schema error.
   */
  healthSnapshot?: Array<string> | null | undefined;
  /** The author's own uploads (kind=image), at most 10. */
  imageIds?: Array<string | number> | null | undefined;
  visibility?: PostVisibility | null | undefined;
};

export type DeliveryAddressInput = {
  /** ≤ 100 characters. */
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ≤ 200 characters. */
  line: string;
  /** ≤ 100 characters. */
  name: string;
  phone?: string | null | undefined;
  /** ≤ 20 characters: letters, digits, spaces and hyphens. */
  postalCode: string;
};

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

/** What a snapshot may include: the latest reading of a live vital, or last night's sleep. */
export type HealthSnapshotKind =
  | 'BLOOD_PRESSURE'
  | 'GLUCOSE'
  | 'HEART_RATE'
  /** Hours asleep in the newest sleep session that ended in the last 36 hours. */
  | 'SLEEP'
  | 'SPO2'
  | 'STRESS';

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

export type InvoiceEventType = 'BALANCED' | 'CANCELLED' | 'IMPORTED' | 'ISSUED' | 'PAYMENT' | 'REIMPORTED';

export type InvoiceFilter = {
  /** Issued on or after this day (YYYY-MM-DD). */
  from?: string | null | undefined;
  /** Part of the number or of the issuer's name. */
  search?: string | null | undefined;
  states?: Array<InvoiceState> | null | undefined;
  /** Issued on or before this day (YYYY-MM-DD). */
  to?: string | null | undefined;
};

export type InvoiceLineInput = {
  description: string;
  quantity: number;
  unitPriceMinor: number;
};

/** Where an invoice came from. */
export type InvoiceOrigin =
  /** Issued by an administrator in the portal. */
  | 'ADMIN'
  /** Imported from a FHIR Claim / ExplanationOfBenefit. */
  | 'FHIR'
  /** Issued for a shop order. */
  | 'ORDER';

export type InvoiceSort = 'AMOUNT_ASC' | 'AMOUNT_DESC' | 'DUE_ASC' | 'ISSUED_ASC' | 'ISSUED_DESC' | 'NUMBER_ASC';

/** What the page shows (derived): an issued invoice past its due date is OVERDUE; a balanced one is PAID. */
export type InvoiceState = 'CANCELLED' | 'DRAFT' | 'ENTERED_IN_ERROR' | 'ISSUED' | 'OVERDUE' | 'PAID';

/** FHIR R4 Invoice.status. */
export type InvoiceStatus = 'BALANCED' | 'CANCELLED' | 'DRAFT' | 'ENTERED_IN_ERROR' | 'ISSUED';

export type IssueInvoiceInput = {
  /** ISO 4217, e.g. EUR. */
  currency: string;
  /** YYYY-MM-DD, today or later. */
  dueDate: string;
  lines: Array<InvoiceLineInput>;
  userId: string | number;
};

export type LayoutWidth = 'BOXED' | 'FULL';

export type MailFlagsInput = {
  checked?: boolean | null | undefined;
  important?: boolean | null | undefined;
  read?: boolean | null | undefined;
  starred?: boolean | null | undefined;
};

/** A folder of the mailbox. */
export type MailFolder = 'DRAFTS' | 'INBOX' | 'SENT' | 'SPAM' | 'TRASH';

/**
 * A draft or a message to send. `to`: 1 to 20 people (ids from mailRecipients). `subject` at most 200
 * characters, `body` at most 20,000. `draftId`: the entry id of the draft this saves or sends.
 */
export type MailInput = {
  /** At most 10 uploads (POST /api/uploads, each ≤ 10 MiB): the viewer's own, or files of a message they have (forward). */
  attachmentIds?: Array<string | number> | null | undefined;
  body: string;
  draftId?: string | number | null | undefined;
  /** The viewer's entry of the message this replies to. */
  inReplyToEntryId?: string | number | null | undefined;
  subject: string;
  to: Array<string | number>;
};

/** The labels a person can put on their copy of a message. */
export type MailLabel = 'APPOINTMENT' | 'BILLING' | 'PRESCRIPTION' | 'RESULTS';

/** What the list shows: a folder, or every non-deleted entry that is starred or important. */
export type MailView = 'DRAFTS' | 'IMPORTANT' | 'INBOX' | 'SENT' | 'SPAM' | 'STARRED' | 'TRASH';

export type MessagingSettingsInput = {
  emailOnMessage: boolean;
  emailOnTicketAnswer: boolean;
};

/** The five colours of the template, as theme palette tones. */
export type NoteColor = 'ERROR' | 'PRIMARY' | 'SECONDARY' | 'SUCCESS' | 'WARNING';

export type NoteInput = {
  body: string;
  color: NoteColor;
  /** YYYY-MM-DD or null. */
  linkedDate?: string | null | undefined;
  title: string;
};

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

/** subject 3–150 characters, description 1–5,000. */
export type OpenTicketInput = {
  category: TicketCategory;
  description: string;
  priority: TicketPriority;
  subject: string;
};

export type OrderStatus =
  /** Placed; stays so until an administrator records the payment. */
  'AWAITING_PAYMENT' | 'CANCELLED' | 'PAID';

export type PaymentMethod = 'BANK_TRANSFER' | 'CARD' | 'CASH' | 'CHEQUE' | 'INSURANCE' | 'OTHER';

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

export type PostActivityKind = 'COMMENTED' | 'COMMENT_DELETED' | 'LIKED' | 'POST_DELETED' | 'REPLIED';

/** Who may read a post. */
export type PostVisibility =
  /** Only the author's followers (and the author). */
  | 'FOLLOWERS'
  /** Every signed-in member of the portal. */
  | 'MEMBERS';

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

/** Price buckets of the filter sidebar (in the shop currency): 0–50, 50–100, 100–200, over 200. */
export type PriceBucket = 'FROM_50_TO_100' | 'FROM_100_TO_200' | 'OVER_200' | 'UNDER_50';

export type ProductCategory =
  'BP_CUFF' | 'CGM' | 'PULSE_OXIMETER' | 'SCALE' | 'SLEEP_TRACKER' | 'THERMOMETER' | 'WATCH';

export type ProductColour = 'BLACK' | 'BLUE' | 'GREEN' | 'PINK' | 'SILVER' | 'WHITE';

/** Every filter is optional: absent (or null) means "All". */
export type ProductFilter = {
  category?: ProductCategory | null | undefined;
  colour?: ProductColour | null | undefined;
  gender?: ProductGender | null | undefined;
  /** Average rating at least this many stars (1–5). */
  minRating?: number | null | undefined;
  price?: PriceBucket | null | undefined;
  /** Part of the name or description (≤ 100 characters). */
  search?: string | null | undefined;
};

export type ProductGender = 'KIDS' | 'MEN' | 'UNISEX' | 'WOMEN';

export type ProductInput = {
  active: boolean;
  category: ProductCategory;
  colour: ProductColour;
  /** 1–2000 characters. */
  description: string;
  gender: ProductGender;
  /** 1–120 characters. */
  name: string;
  oldPriceMinor?: number | null | undefined;
  /** 0 – 10,000,000. */
  priceMinor: number;
  /** 0 – 100,000. */
  stock: number;
};

export type ProductSort =
  /** Newest first (the default). */
  | 'NEWEST'
  /** Most units sold first. */
  | 'POPULAR'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type ProfileActivityKind =
  /**
   * On the viewer's own profile only: a member they follow published a post they may see (in `post`), which belongs
   * on top of their feed. `profile` is the viewer's own (its counts did not change).
   */
  | 'FEED_POSTED'
  /** A follow to or from the member began or ended (a follow, an unfollow, a block): the counts changed. */
  | 'FOLLOWS'
  /** The member published a post the viewer may see (in `post`). */
  | 'POSTED'
  /**
   * One of the member's posts that the viewer could see was deleted by its author or removed by an administrator:
   * `postCount` changed, and `deletedPostId` names the post to take off the lists.
   */
  | 'POST_DELETED';

export type ProfileImageSlot = 'AVATAR' | 'COVER';

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

export type ReadingSource = 'DEVICE' | 'IMPORT' | 'MANUAL';

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

export type RecordPaymentInput = {
  amountMinor: number;
  /** Must be the invoice's currency. */
  currency: string;
  invoiceId: string | number;
  method: PaymentMethod;
  /** YYYY-MM-DD, not in the future. */
  paidOn: string;
  reference?: string | null | undefined;
};

/** Sort orders of the records list (an allowlist: nothing else reaches SQL). */
export type RecordSort = 'DATE_ASC' | 'DATE_DESC' | 'TITLE_ASC' | 'UPDATED_DESC';

export type RecordSource = 'FHIR' | 'MANUAL';

export type SexAtBirth = 'FEMALE' | 'INTERSEX' | 'MALE' | 'UNDISCLOSED';

export type SleepStage = 'AWAKE' | 'DEEP' | 'LIGHT' | 'REM';

export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';

export type TextDirection = 'LTR' | 'RTL';

export type ThemeMode = 'DARK' | 'LIGHT';

export type ThresholdComparator = 'GT' | 'GTE' | 'LT' | 'LTE';

export type TicketCategory = 'ACCOUNT' | 'BILLING' | 'DEVICES' | 'OTHER' | 'RECORDS' | 'TECHNICAL';

export type TicketPriority = 'HIGH' | 'LOW' | 'MEDIUM' | 'URGENT';

export type TicketSort = {
  direction: TicketSortDirection;
  field: TicketSortField;
};

export type TicketSortDirection = 'ASC' | 'DESC';

export type TicketSortField = 'CREATED_AT' | 'NUMBER' | 'PRIORITY' | 'STATUS' | 'SUBJECT' | 'UPDATED_AT';

export type TicketStatus = 'CLOSED' | 'OPEN' | 'PENDING';

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
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
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

export type AdminAuditInvoiceFieldsFragment = {
  number: string;
  amountMinor: number | null;
  currency: string | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
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
      invoice: {
        number: string;
        amountMinor: number | null;
        currency: string | null;
        paymentMethod: PaymentMethod | null;
        paymentReference: string | null;
      } | null;
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
    invoice: {
      number: string;
      amountMinor: number | null;
      currency: string | null;
      paymentMethod: PaymentMethod | null;
      paymentReference: string | null;
    } | null;
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

export type AiMessageFieldsFragment = {
  id: string;
  message: string;
  sender: AiSender;
  time: number;
  status: AiMessageStatus;
  sources: Array<{ kind: string; label: string; href: string; from: string | null; to: string | null }>;
};

export type AiStateFieldsFragment = {
  personalInfo: boolean;
  requested: boolean;
  requestValid: boolean;
  pending: boolean;
  chat: { count: number };
  quota: { limit: number; remaining: number; resetsAt: unknown };
  engine: { builtIn: boolean; endpointHost: string | null; model: string };
};

export type AiChatQueryVariables = Exact<{ [key: string]: never }>;

export type AiChatQuery = {
  aiChat: Array<{
    id: string;
    message: string;
    sender: AiSender;
    time: number;
    status: AiMessageStatus;
    sources: Array<{ kind: string; label: string; href: string; from: string | null; to: string | null }>;
  }>;
};

export type AiUserStateQueryVariables = Exact<{ [key: string]: never }>;

export type AiUserStateQuery = {
  aiUserState: {
    personalInfo: boolean;
    requested: boolean;
    requestValid: boolean;
    pending: boolean;
    chat: { count: number };
    quota: { limit: number; remaining: number; resetsAt: unknown };
    engine: { builtIn: boolean; endpointHost: string | null; model: string };
  };
};

export type AiRequestAccessMutationVariables = Exact<{ [key: string]: never }>;

export type AiRequestAccessMutation = {
  aiRequestAccess: {
    personalInfo: boolean;
    requested: boolean;
    requestValid: boolean;
    pending: boolean;
    chat: { count: number };
    quota: { limit: number; remaining: number; resetsAt: unknown };
    engine: { builtIn: boolean; endpointHost: string | null; model: string };
  };
};

export type AiWithdrawAccessMutationVariables = Exact<{ [key: string]: never }>;

export type AiWithdrawAccessMutation = {
  aiWithdrawAccess: {
    personalInfo: boolean;
    requested: boolean;
    requestValid: boolean;
    pending: boolean;
    chat: { count: number };
    quota: { limit: number; remaining: number; resetsAt: unknown };
    engine: { builtIn: boolean; endpointHost: string | null; model: string };
  };
};

export type AiSendMutationVariables = Exact<{
  msg: string;
  language?: PreferredLanguage | null | undefined;
}>;

export type AiSendMutation = {
  aiSend: {
    id: string;
    message: string;
    sender: AiSender;
    time: number;
    status: AiMessageStatus;
    sources: Array<{ kind: string; label: string; href: string; from: string | null; to: string | null }>;
  };
};

export type AiStopMutationVariables = Exact<{ [key: string]: never }>;

export type AiStopMutation = { aiStop: boolean };

export type AiRetryMutationVariables = Exact<{
  language?: PreferredLanguage | null | undefined;
}>;

export type AiRetryMutation = { aiRetry: boolean };

export type AiClearChatMutationVariables = Exact<{ [key: string]: never }>;

export type AiClearChatMutation = { aiClearChat: boolean };

export type AiRefreshOverallMutationVariables = Exact<{
  language?: PreferredLanguage | null | undefined;
}>;

export type AiRefreshOverallMutation = {
  aiRefreshOverall: {
    id: string;
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
  };
};

export type AiChatEventsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type AiChatEventsSubscription = {
  aiChatEvents: {
    type: AiChatEventType;
    replyTo: string | null;
    delta: string | null;
    tool: string | null;
    message: {
      id: string;
      message: string;
      sender: AiSender;
      time: number;
      status: AiMessageStatus;
      sources: Array<{ kind: string; label: string; href: string; from: string | null; to: string | null }>;
    } | null;
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
  language?: UiLanguage | null | undefined;
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
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
    };
  };
};

export type InvoiceRowFieldsFragment = {
  id: string;
  number: string;
  status: InvoiceStatus;
  state: InvoiceState;
  origin: InvoiceOrigin;
  issuerName: string;
  currency: string;
  issuedAt: unknown;
  dueDate: string | null;
  overdue: boolean;
  totalGrossMinor: number;
  amountPaidMinor: number;
  amountOpenMinor: number;
};

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  sort?: InvoiceSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type InvoicesQuery = {
  invoices: {
    totalCount: number;
    totals: Array<{ state: InvoiceState; currency: string; count: number; amountMinor: number }>;
    items: Array<{
      id: string;
      number: string;
      status: InvoiceStatus;
      state: InvoiceState;
      origin: InvoiceOrigin;
      issuerName: string;
      currency: string;
      issuedAt: unknown;
      dueDate: string | null;
      overdue: boolean;
      totalGrossMinor: number;
      amountPaidMinor: number;
      amountOpenMinor: number;
    }>;
  };
};

export type InvoiceDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type InvoiceDetailQuery = {
  invoice: {
    recipientName: string;
    totalNetMinor: number;
    cancelReason: string | null;
    claimId: string | null;
    eobId: string | null;
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
    lines: Array<{
      id: string;
      sequence: number;
      description: string;
      code: string | null;
      quantity: number;
      unitPriceMinor: number;
      netMinor: number;
    }>;
    payments: Array<{
      id: string;
      amountMinor: number;
      paidOn: string;
      method: PaymentMethod;
      reference: string | null;
    }>;
    events: Array<{ id: string; type: InvoiceEventType; at: unknown; note: string | null; amountMinor: number | null }>;
  };
};

export type InvoiceUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type InvoiceUpdatedSubscription = {
  invoiceUpdated: {
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
  };
};

export type BillingAdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type BillingAdminUsersQuery = {
  adminUsers: { nodes: Array<{ id: string; firstName: string | null; lastName: string | null; email: string }> };
};

export type AdminUserInvoicesQueryVariables = Exact<{
  userId: string | number;
}>;

export type AdminUserInvoicesQuery = {
  adminUserInvoices: Array<{
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
  }>;
};

export type IssueInvoiceMutationVariables = Exact<{
  input: IssueInvoiceInput;
}>;

export type IssueInvoiceMutation = {
  issueInvoice: {
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
  };
};

export type CancelInvoiceMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type CancelInvoiceMutation = {
  cancelInvoice: {
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
  };
};

export type RecordInvoicePaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;

export type RecordInvoicePaymentMutation = {
  recordInvoicePayment: {
    id: string;
    number: string;
    status: InvoiceStatus;
    state: InvoiceState;
    origin: InvoiceOrigin;
    issuerName: string;
    currency: string;
    issuedAt: unknown;
    dueDate: string | null;
    overdue: boolean;
    totalGrossMinor: number;
    amountPaidMinor: number;
    amountOpenMinor: number;
  };
};

export type BlogPostCardFieldsFragment = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: Array<string>;
  status: BlogStatus;
  publishedAt: unknown;
  createdAt: unknown;
  views: number;
  commentCount: number;
  readMinutes: number;
  author: { id: string; firstName: string | null; lastName: string | null } | null;
  cover: { id: string; url: string; thumbUrl: string | null } | null;
};

export type BlogPostsQueryVariables = Exact<{
  sort?: BlogSort | null | undefined;
  category?: BlogCategory | null | undefined;
  includeDrafts?: boolean | null | undefined;
  first?: number | null | undefined;
}>;

export type BlogPostsQuery = {
  blogPosts: {
    total: number;
    nodes: Array<{
      id: string;
      slug: string;
      title: string;
      excerpt: string;
      category: BlogCategory;
      tags: Array<string>;
      status: BlogStatus;
      publishedAt: unknown;
      createdAt: unknown;
      views: number;
      commentCount: number;
      readMinutes: number;
      author: { id: string; firstName: string | null; lastName: string | null } | null;
      cover: { id: string; url: string; thumbUrl: string | null } | null;
    }>;
  };
};

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;

export type BlogPostQuery = {
  blogPost: {
    body: string;
    coverUploadId: string | null;
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    category: BlogCategory;
    tags: Array<string>;
    status: BlogStatus;
    publishedAt: unknown;
    createdAt: unknown;
    views: number;
    commentCount: number;
    readMinutes: number;
    author: { id: string; firstName: string | null; lastName: string | null } | null;
    cover: { id: string; url: string; thumbUrl: string | null } | null;
  };
};

export type BlogCommentFieldsFragment = {
  id: string;
  body: string;
  createdAt: unknown;
  canDelete: boolean;
  parentId: string | null;
  author: { id: string; firstName: string | null; lastName: string | null };
};

export type BlogCommentsQueryVariables = Exact<{
  postId: string | number;
}>;

export type BlogCommentsQuery = {
  blogComments: Array<{
    id: string;
    body: string;
    createdAt: unknown;
    canDelete: boolean;
    parentId: string | null;
    replies: Array<{
      id: string;
      body: string;
      createdAt: unknown;
      canDelete: boolean;
      parentId: string | null;
      author: { id: string; firstName: string | null; lastName: string | null };
    }>;
    author: { id: string; firstName: string | null; lastName: string | null };
  }>;
};

export type RecordBlogViewMutationVariables = Exact<{
  id: string | number;
}>;

export type RecordBlogViewMutation = { recordBlogView: { id: string; views: number } };

export type AddBlogCommentMutationVariables = Exact<{
  postId: string | number;
  body: string;
  parentId?: string | number | null | undefined;
}>;

export type AddBlogCommentMutation = { addBlogComment: { id: string } };

export type DeleteBlogCommentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBlogCommentMutation = { deleteBlogComment: string };

export type CreateBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
}>;

export type CreateBlogPostMutation = {
  createBlogPost: {
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    category: BlogCategory;
    tags: Array<string>;
    status: BlogStatus;
    publishedAt: unknown;
    createdAt: unknown;
    views: number;
    commentCount: number;
    readMinutes: number;
    author: { id: string; firstName: string | null; lastName: string | null } | null;
    cover: { id: string; url: string; thumbUrl: string | null } | null;
  };
};

export type UpdateBlogPostMutationVariables = Exact<{
  id: string | number;
  input: BlogPostInput;
}>;

export type UpdateBlogPostMutation = {
  updateBlogPost: {
    body: string;
    coverUploadId: string | null;
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    category: BlogCategory;
    tags: Array<string>;
    status: BlogStatus;
    publishedAt: unknown;
    createdAt: unknown;
    views: number;
    commentCount: number;
    readMinutes: number;
    author: { id: string; firstName: string | null; lastName: string | null } | null;
    cover: { id: string; url: string; thumbUrl: string | null } | null;
  };
};

export type DeleteBlogPostMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBlogPostMutation = { deleteBlogPost: string };

export type ChatMessageFieldsFragment = {
  id: string;
  conversationId: string;
  msg: string;
  type: ChatMessageType;
  senderId: string;
  createdAt: unknown;
  attachments: Array<{
    id: string;
    filename: string;
    mime: string;
    size: number;
    width: number | null;
    height: number | null;
    url: string;
    thumbUrl: string | null;
  }>;
};

export type ConversationFieldsFragment = {
  id: string;
  unreadCount: number;
  otherReadAt: unknown;
  otherOnline: boolean;
  canSend: boolean;
  createdAt: unknown;
  other: { id: string; firstName: string | null; lastName: string | null };
  lastMessage: {
    id: string;
    conversationId: string;
    msg: string;
    type: ChatMessageType;
    senderId: string;
    createdAt: unknown;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      width: number | null;
      height: number | null;
      url: string;
      thumbUrl: string | null;
    }>;
  } | null;
};

export type ConversationsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type ConversationsQuery = {
  conversations: Array<{
    id: string;
    unreadCount: number;
    otherReadAt: unknown;
    otherOnline: boolean;
    canSend: boolean;
    createdAt: unknown;
    other: { id: string; firstName: string | null; lastName: string | null };
    lastMessage: {
      id: string;
      conversationId: string;
      msg: string;
      type: ChatMessageType;
      senderId: string;
      createdAt: unknown;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        width: number | null;
        height: number | null;
        url: string;
        thumbUrl: string | null;
      }>;
    } | null;
  }>;
};

export type ChatMessagesQueryVariables = Exact<{
  conversationId: string | number;
  after?: string | number | null | undefined;
  before?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;

export type ChatMessagesQuery = {
  chatMessages: {
    hasMore: boolean;
    messages: Array<{
      id: string;
      conversationId: string;
      msg: string;
      type: ChatMessageType;
      senderId: string;
      createdAt: unknown;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        width: number | null;
        height: number | null;
        url: string;
        thumbUrl: string | null;
      }>;
    }>;
  };
};

export type ChatPeopleQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type ChatPeopleQuery = { chatPeople: Array<{ id: string; firstName: string | null; lastName: string | null }> };

export type StartConversationMutationVariables = Exact<{
  userId: string | number;
}>;

export type StartConversationMutation = {
  startConversation: {
    id: string;
    unreadCount: number;
    otherReadAt: unknown;
    otherOnline: boolean;
    canSend: boolean;
    createdAt: unknown;
    other: { id: string; firstName: string | null; lastName: string | null };
    lastMessage: {
      id: string;
      conversationId: string;
      msg: string;
      type: ChatMessageType;
      senderId: string;
      createdAt: unknown;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        width: number | null;
        height: number | null;
        url: string;
        thumbUrl: string | null;
      }>;
    } | null;
  };
};

export type SendMessageMutationVariables = Exact<{
  conversationId: string | number;
  msg?: string | null | undefined;
  attachmentIds?: Array<string | number> | string | number | null | undefined;
}>;

export type SendMessageMutation = {
  sendMessage: {
    id: string;
    conversationId: string;
    msg: string;
    type: ChatMessageType;
    senderId: string;
    createdAt: unknown;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      width: number | null;
      height: number | null;
      url: string;
      thumbUrl: string | null;
    }>;
  };
};

export type MarkConversationReadMutationVariables = Exact<{
  conversationId: string | number;
  messageId?: string | number | null | undefined;
}>;

export type MarkConversationReadMutation = {
  markConversationRead: {
    id: string;
    unreadCount: number;
    otherReadAt: unknown;
    otherOnline: boolean;
    canSend: boolean;
    createdAt: unknown;
    other: { id: string; firstName: string | null; lastName: string | null };
    lastMessage: {
      id: string;
      conversationId: string;
      msg: string;
      type: ChatMessageType;
      senderId: string;
      createdAt: unknown;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        width: number | null;
        height: number | null;
        url: string;
        thumbUrl: string | null;
      }>;
    } | null;
  };
};

export type SetTypingMutationVariables = Exact<{
  conversationId: string | number;
  typing: boolean;
}>;

export type SetTypingMutation = { setTyping: boolean };

export type ChatEventsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type ChatEventsSubscription = {
  chatEvents: {
    kind: ChatEventKind;
    conversationId: string;
    userId: string | null;
    readAt: unknown;
    typing: boolean | null;
    message: {
      id: string;
      conversationId: string;
      msg: string;
      type: ChatMessageType;
      senderId: string;
      createdAt: unknown;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        width: number | null;
        height: number | null;
        url: string;
        thumbUrl: string | null;
      }>;
    } | null;
  };
};

export type ContactFieldsFragment = {
  id: string;
  firstname: string;
  lastname: string;
  image: string | null;
  department: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
  frequentlycontacted: boolean;
  starred: boolean;
  deleted: boolean;
  updatedAt: unknown;
  linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
};

export type ContactsQueryVariables = Exact<{
  list?: ContactList | null | undefined;
  department?: string | null | undefined;
  search?: string | null | undefined;
}>;

export type ContactsQuery = {
  contacts: Array<{
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  }>;
};

export type ContactDepartmentsQueryVariables = Exact<{ [key: string]: never }>;

export type ContactDepartmentsQuery = { contactDepartments: Array<{ name: string; count: number }> };

export type ContactLinkCandidatesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type ContactLinkCandidatesQuery = {
  chatPeople: Array<{ id: string; firstName: string | null; lastName: string | null }>;
};

export type AddContactMutationVariables = Exact<{
  input: ContactInput;
}>;

export type AddContactMutation = {
  addContact: {
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  };
};

export type UpdateContactMutationVariables = Exact<{
  id: string | number;
  input: ContactInput;
}>;

export type UpdateContactMutation = {
  updateContact: {
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  };
};

export type SetContactStarredMutationVariables = Exact<{
  id: string | number;
  starred: boolean;
}>;

export type SetContactStarredMutation = {
  setContactStarred: {
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  };
};

export type DeleteContactMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteContactMutation = {
  deleteContact: {
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  };
};

export type RestoreContactMutationVariables = Exact<{
  id: string | number;
}>;

export type RestoreContactMutation = {
  restoreContact: {
    id: string;
    firstname: string;
    lastname: string;
    image: string | null;
    department: string | null;
    company: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    frequentlycontacted: boolean;
    starred: boolean;
    deleted: boolean;
    updatedAt: unknown;
    linkedMember: { id: string; firstName: string | null; lastName: string | null } | null;
  };
};

export type EmptyContactTrashMutationVariables = Exact<{ [key: string]: never }>;

export type EmptyContactTrashMutation = { emptyContactTrash: number };

export type MessageContactMutationVariables = Exact<{
  id: string | number;
}>;

export type MessageContactMutation = { messageContact: { id: string } };

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
  source: ReadingSource;
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
    source: ReadingSource;
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
    source: ReadingSource;
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
    source: ReadingSource;
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

export type MailEntryFieldsFragment = {
  id: string;
  folder: MailFolder;
  starred: boolean;
  important: boolean;
  checked: boolean;
  read: boolean;
  labels: Array<MailLabel>;
  subject: string;
  excerpt: string;
  body: string;
  sentAt: unknown;
  updatedAt: unknown;
  inReplyToEntryId: string | null;
  from: { id: string; name: string; careTeam: boolean };
  to: Array<{ id: string; name: string; careTeam: boolean }>;
  attachments: Array<{
    id: string;
    filename: string;
    mime: string;
    size: number;
    url: string;
    thumbUrl: string | null;
  }>;
};

export type MailboxQueryVariables = Exact<{
  view: MailView;
  label?: MailLabel | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type MailboxQuery = {
  mailbox: {
    total: number;
    nodes: Array<{
      id: string;
      folder: MailFolder;
      starred: boolean;
      important: boolean;
      checked: boolean;
      read: boolean;
      labels: Array<MailLabel>;
      subject: string;
      excerpt: string;
      body: string;
      sentAt: unknown;
      updatedAt: unknown;
      inReplyToEntryId: string | null;
      from: { id: string; name: string; careTeam: boolean };
      to: Array<{ id: string; name: string; careTeam: boolean }>;
      attachments: Array<{
        id: string;
        filename: string;
        mime: string;
        size: number;
        url: string;
        thumbUrl: string | null;
      }>;
    }>;
  };
};

export type MailEntryQueryVariables = Exact<{
  id: string | number;
}>;

export type MailEntryQuery = {
  mailEntry: {
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  };
};

export type MailCountsQueryVariables = Exact<{ [key: string]: never }>;

export type MailCountsQuery = {
  mailCounts: {
    unread: number;
    inbox: number;
    drafts: number;
    spam: number;
    trash: number;
    starred: number;
    important: number;
  };
};

export type MailRecipientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type MailRecipientsQuery = { mailRecipients: Array<{ id: string; name: string; careTeam: boolean }> };

export type MessagingSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type MessagingSettingsQuery = { messagingSettings: { emailOnMessage: boolean; emailOnTicketAnswer: boolean } };

export type SaveMailDraftMutationVariables = Exact<{
  input: MailInput;
}>;

export type SaveMailDraftMutation = {
  saveMailDraft: {
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  };
};

export type SendMailMutationVariables = Exact<{
  input: MailInput;
}>;

export type SendMailMutation = {
  sendMail: {
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  };
};

export type SetMailFlagsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  flags: MailFlagsInput;
}>;

export type SetMailFlagsMutation = {
  setMailFlags: Array<{
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  }>;
};

export type SetMailLabelsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  labels: Array<MailLabel> | MailLabel;
}>;

export type SetMailLabelsMutation = {
  setMailLabels: Array<{
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  }>;
};

export type MoveMailMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  folder: MailFolder;
}>;

export type MoveMailMutation = {
  moveMail: Array<{
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  }>;
};

export type RestoreMailMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type RestoreMailMutation = {
  restoreMail: Array<{
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
  }>;
};

export type DeleteMailMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type DeleteMailMutation = { deleteMail: number };

export type UpdateMessagingSettingsMutationVariables = Exact<{
  input: MessagingSettingsInput;
}>;

export type UpdateMessagingSettingsMutation = {
  updateMessagingSettings: { emailOnMessage: boolean; emailOnTicketAnswer: boolean };
};

export type MailReceivedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type MailReceivedSubscription = {
  mailReceived: {
    id: string;
    folder: MailFolder;
    starred: boolean;
    important: boolean;
    checked: boolean;
    read: boolean;
    labels: Array<MailLabel>;
    subject: string;
    excerpt: string;
    body: string;
    sentAt: unknown;
    updatedAt: unknown;
    inReplyToEntryId: string | null;
    from: { id: string; name: string; careTeam: boolean };
    to: Array<{ id: string; name: string; careTeam: boolean }>;
    attachments: Array<{
      id: string;
      filename: string;
      mime: string;
      size: number;
      url: string;
      thumbUrl: string | null;
    }>;
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

export type NoteFieldsFragment = {
  id: string;
  title: string;
  body: string;
  color: NoteColor;
  datef: unknown;
  updatedAt: unknown;
  linkedDate: string | null;
  version: number;
  deleted: boolean;
};

export type NotesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type NotesQuery = {
  notes: Array<{
    id: string;
    title: string;
    body: string;
    color: NoteColor;
    datef: unknown;
    updatedAt: unknown;
    linkedDate: string | null;
    version: number;
    deleted: boolean;
  }>;
};

export type DayNotesQueryVariables = Exact<{
  linkedDate: string;
}>;

export type DayNotesQuery = {
  notes: Array<{
    id: string;
    title: string;
    body: string;
    color: NoteColor;
    datef: unknown;
    updatedAt: unknown;
    linkedDate: string | null;
    version: number;
    deleted: boolean;
  }>;
};

export type CreateNoteMutationVariables = Exact<{
  input: NoteInput;
}>;

export type CreateNoteMutation = {
  createNote: {
    id: string;
    title: string;
    body: string;
    color: NoteColor;
    datef: unknown;
    updatedAt: unknown;
    linkedDate: string | null;
    version: number;
    deleted: boolean;
  };
};

export type UpdateNoteMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  input: NoteInput;
}>;

export type UpdateNoteMutation = {
  updateNote: {
    id: string;
    title: string;
    body: string;
    color: NoteColor;
    datef: unknown;
    updatedAt: unknown;
    linkedDate: string | null;
    version: number;
    deleted: boolean;
  };
};

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteNoteMutation = { deleteNote: { id: string; deleted: boolean } };

export type NotesChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type NotesChangedSubscription = {
  notesChanged: {
    deletedId: string | null;
    note: {
      id: string;
      title: string;
      body: string;
      color: NoteColor;
      datef: unknown;
      updatedAt: unknown;
      linkedDate: string | null;
      version: number;
      deleted: boolean;
    } | null;
  };
};

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

export type OverviewTrendFragment = {
  kind: VitalKind;
  points: Array<{ time: unknown; avg: number; avg2: number | null }>;
};

export type OverviewVitalsQueryVariables = Exact<{
  shortFrom: unknown;
  shortTo: unknown;
  longFrom: unknown;
  longTo: unknown;
  points: number;
  sleepFrom: unknown;
  sleepTo: unknown;
  alerts?: number | null | undefined;
}>;

export type OverviewVitalsQuery = {
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
  heartRate: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
  spo2: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
  glucose: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
  stress: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
  bloodPressure: { kind: VitalKind; points: Array<{ time: unknown; avg: number; avg2: number | null }> };
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

export type OverviewGadgetsQueryVariables = Exact<{ [key: string]: never }>;

export type OverviewGadgetsQuery = { gadgets: Array<{ id: string; online: boolean }> };

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
  validateOnly?: boolean | null | undefined;
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
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
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
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
  };
};

export type ProfileCommentFieldsFragment = {
  id: string;
  body: string;
  replyCount: number;
  mine: boolean;
  createdAt: unknown;
  author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
};

export type ProfilePostFieldsFragment = {
  id: string;
  body: string;
  visibility: PostVisibility;
  likeCount: number;
  likedByMe: boolean;
  commentCount: number;
  mine: boolean;
  createdAt: unknown;
  likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
  author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  images: Array<{ id: string; url: string }>;
  healthSnapshot: {
    takenAt: unknown;
    items: Array<{
      kind: HealthSnapshotKind;
      value: number;
      value2: number | null;
      measuredAt: unknown;
      status: Interpretation;
      referenceRange: { low: number | null; high: number | null; context: RangeContext };
      referenceRange2: { low: number | null; high: number | null } | null;
    }>;
  } | null;
};

export type ProfileHealthSnapshotPreviewQueryVariables = Exact<{ [key: string]: never }>;

export type ProfileHealthSnapshotPreviewQuery = {
  healthSnapshotPreview: {
    takenAt: unknown;
    items: Array<{
      kind: HealthSnapshotKind;
      value: number;
      value2: number | null;
      measuredAt: unknown;
      status: Interpretation;
      referenceRange: { low: number | null; high: number | null; context: RangeContext };
      referenceRange2: { low: number | null; high: number | null } | null;
    }>;
  };
};

export type ProfilePostCommentsFieldsFragment = {
  id: string;
  commentCount: number;
  comments: {
    endCursor: string | null;
    hasMore: boolean;
    nodes: Array<{
      id: string;
      body: string;
      replyCount: number;
      mine: boolean;
      createdAt: unknown;
      author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
    }>;
  };
};

export type ProfilePostCommentsQueryVariables = Exact<{
  id: string | number;
}>;

export type ProfilePostCommentsQuery = {
  post: {
    id: string;
    commentCount: number;
    comments: {
      endCursor: string | null;
      hasMore: boolean;
      nodes: Array<{
        id: string;
        body: string;
        replyCount: number;
        mine: boolean;
        createdAt: unknown;
        author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
      }>;
    };
  };
};

export type ProfileBannerQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;

export type ProfileBannerQuery = {
  profile: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    postCount: number;
    followerCount: number;
    followingCount: number;
    isMe: boolean;
    isFollowed: boolean;
    followsMe: boolean;
    memberSince: unknown;
    cover: { id: string; url: string } | null;
  };
};

export type ProfilePhotosQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;

export type ProfilePhotosQuery = {
  gallery: {
    hasMore: boolean;
    nodes: Array<{ id: string; title: string; image: { id: string; url: string; thumbUrl: string | null } }>;
  };
};

export type ProfileFeedQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type ProfileFeedQuery = {
  feed: {
    endCursor: string | null;
    hasMore: boolean;
    nodes: Array<{
      id: string;
      body: string;
      visibility: PostVisibility;
      likeCount: number;
      likedByMe: boolean;
      commentCount: number;
      mine: boolean;
      createdAt: unknown;
      likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
      author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
      images: Array<{ id: string; url: string }>;
      healthSnapshot: {
        takenAt: unknown;
        items: Array<{
          kind: HealthSnapshotKind;
          value: number;
          value2: number | null;
          measuredAt: unknown;
          status: Interpretation;
          referenceRange: { low: number | null; high: number | null; context: RangeContext };
          referenceRange2: { low: number | null; high: number | null } | null;
        }>;
      } | null;
    }>;
  };
};

export type ProfileUserPostsQueryVariables = Exact<{
  userId: string | number;
  after?: string | null | undefined;
}>;

export type ProfileUserPostsQuery = {
  userPosts: {
    endCursor: string | null;
    hasMore: boolean;
    nodes: Array<{
      id: string;
      body: string;
      visibility: PostVisibility;
      likeCount: number;
      likedByMe: boolean;
      commentCount: number;
      mine: boolean;
      createdAt: unknown;
      likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
      author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
      images: Array<{ id: string; url: string }>;
      healthSnapshot: {
        takenAt: unknown;
        items: Array<{
          kind: HealthSnapshotKind;
          value: number;
          value2: number | null;
          measuredAt: unknown;
          status: Interpretation;
          referenceRange: { low: number | null; high: number | null; context: RangeContext };
          referenceRange2: { low: number | null; high: number | null } | null;
        }>;
      } | null;
    }>;
  };
};

export type ProfilePostQueryVariables = Exact<{
  id: string | number;
}>;

export type ProfilePostQuery = {
  post: {
    id: string;
    body: string;
    visibility: PostVisibility;
    likeCount: number;
    likedByMe: boolean;
    commentCount: number;
    mine: boolean;
    createdAt: unknown;
    likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
    author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
    images: Array<{ id: string; url: string }>;
    healthSnapshot: {
      takenAt: unknown;
      items: Array<{
        kind: HealthSnapshotKind;
        value: number;
        value2: number | null;
        measuredAt: unknown;
        status: Interpretation;
        referenceRange: { low: number | null; high: number | null; context: RangeContext };
        referenceRange2: { low: number | null; high: number | null } | null;
      }>;
    } | null;
  };
};

export type ProfileMoreCommentsQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;

export type ProfileMoreCommentsQuery = {
  post: {
    id: string;
    comments: {
      endCursor: string | null;
      hasMore: boolean;
      nodes: Array<{
        id: string;
        body: string;
        replyCount: number;
        mine: boolean;
        createdAt: unknown;
        author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
      }>;
    };
  };
};

export type ProfileRepliesQueryVariables = Exact<{
  commentId: string | number;
  after?: string | null | undefined;
}>;

export type ProfileRepliesQuery = {
  commentReplies: {
    endCursor: string | null;
    hasMore: boolean;
    nodes: Array<{
      id: string;
      body: string;
      replyCount: number;
      mine: boolean;
      createdAt: unknown;
      author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
    }>;
  };
};

export type ProfileCreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;

export type ProfileCreatePostMutation = {
  createPost: {
    id: string;
    body: string;
    visibility: PostVisibility;
    likeCount: number;
    likedByMe: boolean;
    commentCount: number;
    mine: boolean;
    createdAt: unknown;
    likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
    author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
    images: Array<{ id: string; url: string }>;
    healthSnapshot: {
      takenAt: unknown;
      items: Array<{
        kind: HealthSnapshotKind;
        value: number;
        value2: number | null;
        measuredAt: unknown;
        status: Interpretation;
        referenceRange: { low: number | null; high: number | null; context: RangeContext };
        referenceRange2: { low: number | null; high: number | null } | null;
      }>;
    } | null;
  };
};

export type ProfileDeletePostMutationVariables = Exact<{
  id: string | number;
}>;

export type ProfileDeletePostMutation = { deletePost: string };

export type ProfileToggleLikeMutationVariables = Exact<{
  postId: string | number;
}>;

export type ProfileToggleLikeMutation = {
  togglePostLike: {
    id: string;
    likeCount: number;
    likedByMe: boolean;
    likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
  };
};

export type ProfileAddCommentMutationVariables = Exact<{
  postId: string | number;
  body: string;
}>;

export type ProfileAddCommentMutation = {
  addPostComment: {
    id: string;
    body: string;
    replyCount: number;
    mine: boolean;
    createdAt: unknown;
    author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  };
};

export type ProfileAddReplyMutationVariables = Exact<{
  postId: string | number;
  commentId: string | number;
  body: string;
}>;

export type ProfileAddReplyMutation = {
  addPostReply: {
    id: string;
    body: string;
    replyCount: number;
    mine: boolean;
    createdAt: unknown;
    author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  };
};

export type ProfileDeleteCommentMutationVariables = Exact<{
  id: string | number;
}>;

export type ProfileDeleteCommentMutation = { deletePostComment: string };

export type ProfilePostActivitySubscriptionVariables = Exact<{
  postIds: Array<string | number> | string | number;
}>;

export type ProfilePostActivitySubscription = {
  postActivity: {
    kind: PostActivityKind;
    postId: string;
    commentId: string | null;
    comment: { id: string; parentId: string | null } | null;
    post: {
      likeCount: number;
      likedByMe: boolean;
      id: string;
      commentCount: number;
      likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
      comments: {
        endCursor: string | null;
        hasMore: boolean;
        nodes: Array<{
          id: string;
          body: string;
          replyCount: number;
          mine: boolean;
          createdAt: unknown;
          author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
        }>;
      };
    } | null;
  };
};

export type ProfileActivitySubscriptionVariables = Exact<{
  userId?: string | number | null | undefined;
}>;

export type ProfileActivitySubscription = {
  profileActivity: {
    kind: ProfileActivityKind;
    profile: {
      id: string;
      postCount: number;
      followerCount: number;
      followingCount: number;
      isFollowed: boolean;
      followsMe: boolean;
    };
    post: {
      id: string;
      body: string;
      visibility: PostVisibility;
      likeCount: number;
      likedByMe: boolean;
      commentCount: number;
      mine: boolean;
      createdAt: unknown;
      likers: Array<{ id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }>;
      author: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
      images: Array<{ id: string; url: string }>;
      healthSnapshot: {
        takenAt: unknown;
        items: Array<{
          kind: HealthSnapshotKind;
          value: number;
          value2: number | null;
          measuredAt: unknown;
          status: Interpretation;
          referenceRange: { low: number | null; high: number | null; context: RangeContext };
          referenceRange2: { low: number | null; high: number | null } | null;
        }>;
      } | null;
    } | null;
  };
};

export type ProfilePersonFieldsFragment = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  isFollowed: boolean;
  followsMe: boolean;
  blocked: boolean;
};

export type ProfileFollowersQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  after?: string | null | undefined;
}>;

export type ProfileFollowersQuery = {
  followers: {
    totalCount: number;
    nextCursor: string | null;
    items: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      avatarUrl: string | null;
      isFollowed: boolean;
      followsMe: boolean;
      blocked: boolean;
    }>;
  };
};

export type ProfileFollowingQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  after?: string | null | undefined;
}>;

export type ProfileFollowingQuery = {
  following: {
    totalCount: number;
    nextCursor: string | null;
    items: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      avatarUrl: string | null;
      isFollowed: boolean;
      followsMe: boolean;
      blocked: boolean;
    }>;
  };
};

export type ProfileFriendsQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  after?: string | null | undefined;
}>;

export type ProfileFriendsQuery = {
  friends: {
    totalCount: number;
    nextCursor: string | null;
    items: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      avatarUrl: string | null;
      isFollowed: boolean;
      followsMe: boolean;
      blocked: boolean;
    }>;
  };
};

export type ProfileSearchPeopleQueryVariables = Exact<{
  query: string;
}>;

export type ProfileSearchPeopleQuery = {
  searchPeople: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    isFollowed: boolean;
    followsMe: boolean;
    blocked: boolean;
  }>;
};

export type ProfileToggleFollowMutationVariables = Exact<{
  userId: string | number;
}>;

export type ProfileToggleFollowMutation = {
  toggleFollow: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    isFollowed: boolean;
    followsMe: boolean;
    blocked: boolean;
  };
};

export type ProfileBlockMutationVariables = Exact<{
  userId: string | number;
}>;

export type ProfileBlockMutation = {
  blockPerson: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    isFollowed: boolean;
    followsMe: boolean;
    blocked: boolean;
  };
};

export type ProfileGalleryQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
}>;

export type ProfileGalleryQuery = {
  gallery: {
    endCursor: string | null;
    hasMore: boolean;
    nodes: Array<{
      id: string;
      title: string;
      createdAt: unknown;
      image: { id: string; url: string; thumbUrl: string | null; width: number | null; height: number | null };
    }>;
  };
};

export type ProfileAddGalleryImageMutationVariables = Exact<{
  uploadId: string | number;
}>;

export type ProfileAddGalleryImageMutation = { addGalleryImage: { id: string } };

export type ProfileDeleteGalleryImageMutationVariables = Exact<{
  id: string | number;
}>;

export type ProfileDeleteGalleryImageMutation = { deleteGalleryImage: string };

export type ProfileSetImageMutationVariables = Exact<{
  slot: ProfileImageSlot;
  galleryImageId?: string | number | null | undefined;
}>;

export type ProfileSetImageMutation = {
  setProfileImage: { id: string; avatarUrl: string | null; cover: { id: string; url: string } | null };
};

export type ProfileBlockedPeopleQueryVariables = Exact<{ [key: string]: never }>;

export type ProfileBlockedPeopleQuery = {
  blockedPeople: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    isFollowed: boolean;
    followsMe: boolean;
    blocked: boolean;
  }>;
};

export type ProfileUnblockMutationVariables = Exact<{
  userId: string | number;
}>;

export type ProfileUnblockMutation = {
  unblockPerson: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    isFollowed: boolean;
    followsMe: boolean;
    blocked: boolean;
  };
};

export type ProfileAdminRemovePostMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type ProfileAdminRemovePostMutation = { adminRemovePost: string };

export type ProfileAdminRemoveCommentMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type ProfileAdminRemoveCommentMutation = { adminRemovePostComment: string };

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

export type LatestRecordsQueryVariables = Exact<{ [key: string]: never }>;

export type LatestRecordsQuery = {
  records: {
    totalCount: number;
    items: Array<{ id: string; kind: RecordKind; title: string; date: unknown; dateOnly: boolean }>;
  };
};

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
    signedOutSessions: number;
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

export type ProductCardFragment = {
  id: string;
  name: string;
  category: ProductCategory;
  colour: ProductColour;
  gender: ProductGender;
  priceMinor: number;
  oldPriceMinor: number | null;
  currency: string;
  stock: number;
  inStock: boolean;
  rating: number;
  reviewCount: number;
  active: boolean;
  images: Array<string>;
};

export type CartFieldsFragment = {
  count: number;
  subtotalMinor: number;
  listSubtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  currency: string;
  items: Array<{
    quantity: number;
    lineTotalMinor: number;
    product: {
      id: string;
      name: string;
      category: ProductCategory;
      colour: ProductColour;
      gender: ProductGender;
      priceMinor: number;
      oldPriceMinor: number | null;
      currency: string;
      stock: number;
      inStock: boolean;
      rating: number;
      reviewCount: number;
      active: boolean;
      images: Array<string>;
    };
  }>;
};

export type OrderFieldsFragment = {
  id: string;
  number: string;
  status: OrderStatus;
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  invoiceId: string | null;
  paidAt: unknown;
  createdAt: unknown;
  address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
  items: Array<{
    id: string;
    productId: string;
    name: string;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
    image: string;
    gadgetKind: GadgetKind | null;
  }>;
};

export type ShopProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type ShopProductsQuery = {
  products: {
    total: number;
    offset: number;
    nodes: Array<{
      id: string;
      name: string;
      category: ProductCategory;
      colour: ProductColour;
      gender: ProductGender;
      priceMinor: number;
      oldPriceMinor: number | null;
      currency: string;
      stock: number;
      inStock: boolean;
      rating: number;
      reviewCount: number;
      active: boolean;
      images: Array<string>;
    }>;
  };
};

export type ShopProductQueryVariables = Exact<{
  id: string | number;
}>;

export type ShopProductQuery = {
  product: {
    description: string;
    gadgetKind: GadgetKind | null;
    canReview: boolean;
    id: string;
    name: string;
    category: ProductCategory;
    colour: ProductColour;
    gender: ProductGender;
    priceMinor: number;
    oldPriceMinor: number | null;
    currency: string;
    stock: number;
    inStock: boolean;
    rating: number;
    reviewCount: number;
    active: boolean;
    images: Array<string>;
    related: Array<{
      id: string;
      name: string;
      category: ProductCategory;
      colour: ProductColour;
      gender: ProductGender;
      priceMinor: number;
      oldPriceMinor: number | null;
      currency: string;
      stock: number;
      inStock: boolean;
      rating: number;
      reviewCount: number;
      active: boolean;
      images: Array<string>;
    }>;
  };
};

export type ProductReviewsQueryVariables = Exact<{
  productId: string | number;
}>;

export type ProductReviewsQuery = {
  productReviews: Array<{
    id: string;
    rating: number;
    body: string;
    author: string;
    mine: boolean;
    createdAt: unknown;
  }>;
};

export type ShopCartQueryVariables = Exact<{ [key: string]: never }>;

export type ShopCartQuery = {
  cart: {
    count: number;
    subtotalMinor: number;
    listSubtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    currency: string;
    items: Array<{
      quantity: number;
      lineTotalMinor: number;
      product: {
        id: string;
        name: string;
        category: ProductCategory;
        colour: ProductColour;
        gender: ProductGender;
        priceMinor: number;
        oldPriceMinor: number | null;
        currency: string;
        stock: number;
        inStock: boolean;
        rating: number;
        reviewCount: number;
        active: boolean;
        images: Array<string>;
      };
    }>;
  };
};

export type CheckoutAddressQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutAddressQuery = {
  checkoutAddress: {
    name: string;
    line: string;
    city: string;
    postalCode: string;
    country: string;
    phone: string | null;
  } | null;
};

export type ShopOrdersQueryVariables = Exact<{ [key: string]: never }>;

export type ShopOrdersQuery = {
  orders: Array<{
    id: string;
    number: string;
    status: OrderStatus;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    totalMinor: number;
    invoiceId: string | null;
    paidAt: unknown;
    createdAt: unknown;
    address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
    items: Array<{
      id: string;
      productId: string;
      name: string;
      quantity: number;
      unitPriceMinor: number;
      lineTotalMinor: number;
      image: string;
      gadgetKind: GadgetKind | null;
    }>;
  }>;
};

export type AdminProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type AdminProductsQuery = {
  adminProducts: {
    total: number;
    nodes: Array<{
      description: string;
      soldCount: number;
      id: string;
      name: string;
      category: ProductCategory;
      colour: ProductColour;
      gender: ProductGender;
      priceMinor: number;
      oldPriceMinor: number | null;
      currency: string;
      stock: number;
      inStock: boolean;
      rating: number;
      reviewCount: number;
      active: boolean;
      images: Array<string>;
    }>;
  };
};

export type AdminOrdersQueryVariables = Exact<{
  status?: OrderStatus | null | undefined;
}>;

export type AdminOrdersQuery = {
  adminOrders: Array<{
    buyerEmail: string;
    order: {
      id: string;
      number: string;
      status: OrderStatus;
      currency: string;
      subtotalMinor: number;
      shippingMinor: number;
      totalMinor: number;
      invoiceId: string | null;
      paidAt: unknown;
      createdAt: unknown;
      address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
      items: Array<{
        id: string;
        productId: string;
        name: string;
        quantity: number;
        unitPriceMinor: number;
        lineTotalMinor: number;
        image: string;
        gadgetKind: GadgetKind | null;
      }>;
    };
  }>;
};

export type AddToCartMutationVariables = Exact<{
  productId: string | number;
  quantity?: number | null | undefined;
}>;

export type AddToCartMutation = {
  addToCart: {
    count: number;
    subtotalMinor: number;
    listSubtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    currency: string;
    items: Array<{
      quantity: number;
      lineTotalMinor: number;
      product: {
        id: string;
        name: string;
        category: ProductCategory;
        colour: ProductColour;
        gender: ProductGender;
        priceMinor: number;
        oldPriceMinor: number | null;
        currency: string;
        stock: number;
        inStock: boolean;
        rating: number;
        reviewCount: number;
        active: boolean;
        images: Array<string>;
      };
    }>;
  };
};

export type SetCartQuantityMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
}>;

export type SetCartQuantityMutation = {
  setCartQuantity: {
    count: number;
    subtotalMinor: number;
    listSubtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    currency: string;
    items: Array<{
      quantity: number;
      lineTotalMinor: number;
      product: {
        id: string;
        name: string;
        category: ProductCategory;
        colour: ProductColour;
        gender: ProductGender;
        priceMinor: number;
        oldPriceMinor: number | null;
        currency: string;
        stock: number;
        inStock: boolean;
        rating: number;
        reviewCount: number;
        active: boolean;
        images: Array<string>;
      };
    }>;
  };
};

export type RemoveFromCartMutationVariables = Exact<{
  productId: string | number;
}>;

export type RemoveFromCartMutation = {
  removeFromCart: {
    count: number;
    subtotalMinor: number;
    listSubtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    currency: string;
    items: Array<{
      quantity: number;
      lineTotalMinor: number;
      product: {
        id: string;
        name: string;
        category: ProductCategory;
        colour: ProductColour;
        gender: ProductGender;
        priceMinor: number;
        oldPriceMinor: number | null;
        currency: string;
        stock: number;
        inStock: boolean;
        rating: number;
        reviewCount: number;
        active: boolean;
        images: Array<string>;
      };
    }>;
  };
};

export type PlaceOrderMutationVariables = Exact<{
  address: DeliveryAddressInput;
}>;

export type PlaceOrderMutation = {
  placeOrder: {
    id: string;
    number: string;
    status: OrderStatus;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    totalMinor: number;
    invoiceId: string | null;
    paidAt: unknown;
    createdAt: unknown;
    address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
    items: Array<{
      id: string;
      productId: string;
      name: string;
      quantity: number;
      unitPriceMinor: number;
      lineTotalMinor: number;
      image: string;
      gadgetKind: GadgetKind | null;
    }>;
  };
};

export type ReviewProductMutationVariables = Exact<{
  productId: string | number;
  rating: number;
  body: string;
}>;

export type ReviewProductMutation = {
  reviewProduct: { id: string; rating: number; body: string; author: string; mine: boolean; createdAt: unknown };
};

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;

export type CreateProductMutation = {
  createProduct: {
    description: string;
    soldCount: number;
    id: string;
    name: string;
    category: ProductCategory;
    colour: ProductColour;
    gender: ProductGender;
    priceMinor: number;
    oldPriceMinor: number | null;
    currency: string;
    stock: number;
    inStock: boolean;
    rating: number;
    reviewCount: number;
    active: boolean;
    images: Array<string>;
  };
};

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;

export type UpdateProductMutation = {
  updateProduct: {
    description: string;
    soldCount: number;
    id: string;
    name: string;
    category: ProductCategory;
    colour: ProductColour;
    gender: ProductGender;
    priceMinor: number;
    oldPriceMinor: number | null;
    currency: string;
    stock: number;
    inStock: boolean;
    rating: number;
    reviewCount: number;
    active: boolean;
    images: Array<string>;
  };
};

export type RecordOrderPaymentMutationVariables = Exact<{
  orderId: string | number;
}>;

export type RecordOrderPaymentMutation = {
  adminRecordOrderPayment: {
    id: string;
    number: string;
    status: OrderStatus;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    totalMinor: number;
    invoiceId: string | null;
    paidAt: unknown;
    createdAt: unknown;
    address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
    items: Array<{
      id: string;
      productId: string;
      name: string;
      quantity: number;
      unitPriceMinor: number;
      lineTotalMinor: number;
      image: string;
      gadgetKind: GadgetKind | null;
    }>;
  };
};

export type CartUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type CartUpdatedSubscription = {
  cartUpdated: {
    count: number;
    subtotalMinor: number;
    listSubtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    currency: string;
    items: Array<{
      quantity: number;
      lineTotalMinor: number;
      product: {
        id: string;
        name: string;
        category: ProductCategory;
        colour: ProductColour;
        gender: ProductGender;
        priceMinor: number;
        oldPriceMinor: number | null;
        currency: string;
        stock: number;
        inStock: boolean;
        rating: number;
        reviewCount: number;
        active: boolean;
        images: Array<string>;
      };
    }>;
  };
};

export type OrderUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type OrderUpdatedSubscription = {
  orderUpdated: {
    id: string;
    number: string;
    status: OrderStatus;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    totalMinor: number;
    invoiceId: string | null;
    paidAt: unknown;
    createdAt: unknown;
    address: { name: string; line: string; city: string; postalCode: string; country: string; phone: string | null };
    items: Array<{
      id: string;
      productId: string;
      name: string;
      quantity: number;
      unitPriceMinor: number;
      lineTotalMinor: number;
      image: string;
      gadgetKind: GadgetKind | null;
    }>;
  };
};

export type TicketRowFieldsFragment = {
  id: string;
  number: number;
  subject: string;
  excerpt: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  version: number;
  createdAt: unknown;
  updatedAt: unknown;
  owner: { id: string; name: string };
  assignee: { id: string; name: string } | null;
};

export type TicketFullFieldsFragment = {
  description: string;
  id: string;
  number: number;
  subject: string;
  excerpt: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  version: number;
  createdAt: unknown;
  updatedAt: unknown;
  messages: Array<{
    id: string;
    fromStaff: boolean;
    body: string;
    createdAt: unknown;
    author: { id: string; name: string } | null;
  }>;
  owner: { id: string; name: string };
  assignee: { id: string; name: string } | null;
};

export type TicketsQueryVariables = Exact<{
  status?: TicketStatus | null | undefined;
  search?: string | null | undefined;
  sort?: TicketSort | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;

export type TicketsQuery = {
  tickets: {
    total: number;
    counts: { total: number; open: number; pending: number; closed: number };
    nodes: Array<{
      id: string;
      number: number;
      subject: string;
      excerpt: string;
      category: TicketCategory;
      priority: TicketPriority;
      status: TicketStatus;
      version: number;
      createdAt: unknown;
      updatedAt: unknown;
      owner: { id: string; name: string };
      assignee: { id: string; name: string } | null;
    }>;
  };
};

export type TicketQueryVariables = Exact<{
  id: string | number;
}>;

export type TicketQuery = {
  ticket: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type TicketAssigneesQueryVariables = Exact<{ [key: string]: never }>;

export type TicketAssigneesQuery = { ticketAssignees: Array<{ id: string; name: string }> };

export type OpenTicketMutationVariables = Exact<{
  input: OpenTicketInput;
}>;

export type OpenTicketMutation = {
  openTicket: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type ReplyToTicketMutationVariables = Exact<{
  id: string | number;
  body: string;
  version?: number | null | undefined;
  status?: TicketStatus | null | undefined;
}>;

export type ReplyToTicketMutation = {
  replyToTicket: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type AssignTicketMutationVariables = Exact<{
  id: string | number;
  assigneeId?: string | number | null | undefined;
  version: number;
}>;

export type AssignTicketMutation = {
  assignTicket: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type SetTicketStatusMutationVariables = Exact<{
  id: string | number;
  status: TicketStatus;
  version: number;
}>;

export type SetTicketStatusMutation = {
  setTicketStatus: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type DeleteTicketMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;

export type DeleteTicketMutation = { deleteTicket: boolean };

export type TicketUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type TicketUpdatedSubscription = {
  ticketUpdated: {
    description: string;
    id: string;
    number: number;
    subject: string;
    excerpt: string;
    category: TicketCategory;
    priority: TicketPriority;
    status: TicketStatus;
    version: number;
    createdAt: unknown;
    updatedAt: unknown;
    messages: Array<{
      id: string;
      fromStaff: boolean;
      body: string;
      createdAt: unknown;
      author: { id: string; name: string } | null;
    }>;
    owner: { id: string; name: string };
    assignee: { id: string; name: string } | null;
  };
};

export type TwinQueryVariables = Exact<{
  system: TwinSystem;
}>;

export type TwinQuery = {
  twin: {
    system: TwinSystem;
    suggestions: Array<string>;
    summary: {
      indicatorsOutOfRange: number;
      indicatorsWithData: number;
      lastMeasuredAt: unknown;
      lastMeasuredDateOnly: boolean;
    };
    indicators: Array<{
      code: string;
      display: string;
      status: IndicatorStatus;
      latest: { value: number; unit: string | null; time: unknown; origin: string; dateOnly: boolean } | null;
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

export type BodySystemsQueryVariables = Exact<{ [key: string]: never }>;

export type BodySystemsQuery = {
  twinOverview: Array<{ system: TwinSystem; summary: { indicatorsOutOfRange: number; indicatorsWithData: number } }>;
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
  ai: {
    overall: string | null;
    overallFacts: {
      vitalsMeasured: boolean;
      labsMeasured: boolean;
      labsOutOfRange: number;
      labSystems: Array<TwinSystem>;
      openAlerts: number;
      vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
    } | null;
  };
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
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
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
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
    };
  };
};

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: UiLanguage | null | undefined;
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
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
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
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
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
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
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
export const AdminAuditInvoiceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminAuditInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminAuditInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentReference' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminAuditInvoiceFieldsFragment, unknown>;
export const AiMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiMessageFieldsFragment, unknown>;
export const AiStateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiUserState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'personalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quota' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetsAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'engine' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endpointHost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiStateFieldsFragment, unknown>;
export const InvoiceRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceRowFieldsFragment, unknown>;
export const BlogPostCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogPostCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cover' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogPostCardFieldsFragment, unknown>;
export const BlogCommentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogCommentFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const ConversationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Conversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'other' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastMessage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherReadAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSend' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConversationFieldsFragment, unknown>;
export const ContactFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactFieldsFragment, unknown>;
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
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
export const MailEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailEntryFieldsFragment, unknown>;
export const NoteFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NoteFieldsFragment, unknown>;
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
export const OverviewTrendFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewTrend' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalSeries' } },
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
} as unknown as DocumentNode<OverviewTrendFragment, unknown>;
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
export const ProfilePostFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfilePostFieldsFragment, unknown>;
export const ProfileCommentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileCommentFieldsFragment, unknown>;
export const ProfilePostCommentsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostCommentsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
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
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfilePostCommentsFieldsFragment, unknown>;
export const ProfilePersonFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfilePersonFieldsFragment, unknown>;
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
export const ProductCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const CartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
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
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const TicketRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketRowFieldsFragment, unknown>;
export const TicketFullFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
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
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketFullFieldsFragment, unknown>;
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'invoice' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminAuditInvoiceFields' } },
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
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminAuditInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminAuditInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentReference' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invoice' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminAuditInvoiceFields' } }],
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
      name: { kind: 'Name', value: 'AdminAuditInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminAuditInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentReference' } },
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
export const AiChatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AiChat' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiChat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiChatQuery, AiChatQueryVariables>;
export const AiUserStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AiUserState' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiUserState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiUserState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'personalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quota' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetsAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'engine' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endpointHost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiUserStateQuery, AiUserStateQueryVariables>;
export const AiRequestAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiRequestAccess' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiRequestAccess' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiUserState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'personalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quota' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetsAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'engine' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endpointHost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiRequestAccessMutation, AiRequestAccessMutationVariables>;
export const AiWithdrawAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiWithdrawAccess' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiWithdrawAccess' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiUserState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'personalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestValid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'count' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quota' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetsAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'engine' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endpointHost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiWithdrawAccessMutation, AiWithdrawAccessMutationVariables>;
export const AiSendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiSend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'msg' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreferredLanguage' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiSend' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'msg' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'msg' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AiMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiSendMutation, AiSendMutationVariables>;
export const AiStopDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiStop' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'aiStop' } }] },
    },
  ],
} as unknown as DocumentNode<AiStopMutation, AiStopMutationVariables>;
export const AiRetryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiRetry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreferredLanguage' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiRetry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiRetryMutation, AiRetryMutationVariables>;
export const AiClearChatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiClearChat' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'aiClearChat' } }],
      },
    },
  ],
} as unknown as DocumentNode<AiClearChatMutation, AiClearChatMutationVariables>;
export const AiRefreshOverallDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AiRefreshOverall' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreferredLanguage' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiRefreshOverall' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ai' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'overallFacts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'vitalsOut' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
      },
    },
  ],
} as unknown as DocumentNode<AiRefreshOverallMutation, AiRefreshOverallMutationVariables>;
export const AiChatEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'AiChatEvents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiChatEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'replyTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delta' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tool' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'message' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AiMessageFields' } }],
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
      name: { kind: 'Name', value: 'AiMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AiChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AiChatEventsSubscription, AiChatEventsSubscriptionVariables>;
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UiLanguage' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
} as unknown as DocumentNode<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const InvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Invoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'invoices' },
            arguments: [
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
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
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
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceDetail' },
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
            name: { kind: 'Name', value: 'invoice' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recipientName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalNetMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'claimId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eobId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amountMinor' } },
                    ],
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
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceDetailQuery, InvoiceDetailQueryVariables>;
export const InvoiceUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'InvoiceUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceUpdatedSubscription, InvoiceUpdatedSubscriptionVariables>;
export const BillingAdminUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillingAdminUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '8' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
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
} as unknown as DocumentNode<BillingAdminUsersQuery, BillingAdminUsersQueryVariables>;
export const AdminUserInvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUserInvoices' },
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
            name: { kind: 'Name', value: 'adminUserInvoices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserInvoicesQuery, AdminUserInvoicesQueryVariables>;
export const IssueInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'IssueInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'IssueInvoiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'issueInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IssueInvoiceMutation, IssueInvoiceMutationVariables>;
export const CancelInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelInvoiceMutation, CancelInvoiceMutationVariables>;
export const RecordInvoicePaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordInvoicePayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordPaymentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordInvoicePayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGrossMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaidMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountOpenMinor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordInvoicePaymentMutation, RecordInvoicePaymentMutationVariables>;
export const BlogPostsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogPosts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogCategory' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeDrafts' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
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
            name: { kind: 'Name', value: 'blogPosts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDrafts' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeDrafts' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogPostCardFields' } }],
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
      name: { kind: 'Name', value: 'BlogPostCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cover' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogPostsQuery, BlogPostsQueryVariables>;
export const BlogPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blogPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogPostCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverUploadId' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogPostCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cover' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const BlogCommentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogComments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blogComments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogCommentFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replies' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogCommentFields' } }],
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
      name: { kind: 'Name', value: 'BlogCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogCommentsQuery, BlogCommentsQueryVariables>;
export const RecordBlogViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordBlogView' },
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
            name: { kind: 'Name', value: 'recordBlogView' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'views' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordBlogViewMutation, RecordBlogViewMutationVariables>;
export const AddBlogCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddBlogComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addBlogComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBlogCommentMutation, AddBlogCommentMutationVariables>;
export const DeleteBlogCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBlogComment' },
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
            name: { kind: 'Name', value: 'deleteBlogComment' },
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
} as unknown as DocumentNode<DeleteBlogCommentMutation, DeleteBlogCommentMutationVariables>;
export const CreateBlogPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBlogPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPostInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBlogPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogPostCardFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogPostCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cover' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBlogPostMutation, CreateBlogPostMutationVariables>;
export const UpdateBlogPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBlogPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPostInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBlogPost' },
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
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogPostCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverUploadId' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogPostCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cover' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBlogPostMutation, UpdateBlogPostMutationVariables>;
export const DeleteBlogPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBlogPost' },
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
            name: { kind: 'Name', value: 'deleteBlogPost' },
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
} as unknown as DocumentNode<DeleteBlogPostMutation, DeleteBlogPostMutationVariables>;
export const ConversationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Conversations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Conversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'other' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastMessage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherReadAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSend' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConversationsQuery, ConversationsQueryVariables>;
export const ChatMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChatMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
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
            name: { kind: 'Name', value: 'chatMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'before' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'messages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ChatPeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChatPeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatPeopleQuery, ChatPeopleQueryVariables>;
export const StartConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartConversation' },
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
            name: { kind: 'Name', value: 'startConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Conversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'other' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastMessage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherReadAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSend' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartConversationMutation, StartConversationMutationVariables>;
export const SendMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'msg' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attachmentIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'msg' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'msg' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attachmentIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'attachmentIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const MarkConversationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkConversationRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'messageId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markConversationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'messageId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'messageId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Conversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'other' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastMessage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherReadAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSend' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const SetTypingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTyping' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'typing' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTyping' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'typing' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'typing' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetTypingMutation, SetTypingMutationVariables>;
export const ChatEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ChatEvents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'message' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'typing' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'msg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatEventsSubscription, ChatEventsSubscriptionVariables>;
export const ContactsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Contacts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'list' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactList' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'department' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contacts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'list' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'department' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'department' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactsQuery, ContactsQueryVariables>;
export const ContactDepartmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ContactDepartments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contactDepartments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactDepartmentsQuery, ContactDepartmentsQueryVariables>;
export const ContactLinkCandidatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ContactLinkCandidates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactLinkCandidatesQuery, ContactLinkCandidatesQueryVariables>;
export const AddContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddContactMutation, AddContactMutationVariables>;
export const UpdateContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateContact' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const SetContactStarredDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetContactStarred' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'starred' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setContactStarred' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'starred' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'starred' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContactStarredMutation, SetContactStarredMutationVariables>;
export const DeleteContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteContact' },
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
            name: { kind: 'Name', value: 'deleteContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteContactMutation, DeleteContactMutationVariables>;
export const RestoreContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RestoreContact' },
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
            name: { kind: 'Name', value: 'restoreContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ContactFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ContactFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Contact' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'frequentlycontacted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkedMember' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestoreContactMutation, RestoreContactMutationVariables>;
export const EmptyContactTrashDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EmptyContactTrash' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'emptyContactTrash' } }],
      },
    },
  ],
} as unknown as DocumentNode<EmptyContactTrashMutation, EmptyContactTrashMutationVariables>;
export const MessageContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MessageContact' },
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
            name: { kind: 'Name', value: 'messageContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessageContactMutation, MessageContactMutationVariables>;
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
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
export const MailboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Mailbox' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'view' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailView' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailLabel' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
            name: { kind: 'Name', value: 'mailbox' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'view' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'view' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'label' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
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
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailboxQuery, MailboxQueryVariables>;
export const MailEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailEntry' },
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
            name: { kind: 'Name', value: 'mailEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailEntryQuery, MailEntryQueryVariables>;
export const MailCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailCounts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailCounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inbox' } },
                { kind: 'Field', name: { kind: 'Name', value: 'drafts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spam' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
                { kind: 'Field', name: { kind: 'Name', value: 'important' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailCountsQuery, MailCountsQueryVariables>;
export const MailRecipientsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailRecipients' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailRecipients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailRecipientsQuery, MailRecipientsQueryVariables>;
export const MessagingSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MessagingSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messagingSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'emailOnMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailOnTicketAnswer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagingSettingsQuery, MessagingSettingsQueryVariables>;
export const SaveMailDraftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveMailDraft' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveMailDraft' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveMailDraftMutation, SaveMailDraftMutationVariables>;
export const SendMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendMailMutation, SendMailMutationVariables>;
export const SetMailFlagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMailFlags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailFlagsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMailFlags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'flags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMailFlagsMutation, SetMailFlagsMutationVariables>;
export const SetMailLabelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMailLabels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'labels' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailLabel' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMailLabels' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'labels' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'labels' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMailLabelsMutation, SetMailLabelsMutationVariables>;
export const MoveMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folder' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailFolder' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folder' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveMailMutation, MoveMailMutationVariables>;
export const RestoreMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RestoreMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restoreMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestoreMailMutation, RestoreMailMutationVariables>;
export const DeleteMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMailMutation, DeleteMailMutationVariables>;
export const UpdateMessagingSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMessagingSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MessagingSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMessagingSettings' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'emailOnMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailOnTicketAnswer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMessagingSettingsMutation, UpdateMessagingSettingsMutationVariables>;
export const MailReceivedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'MailReceived' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailReceived' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
          { kind: 'Field', name: { kind: 'Name', value: 'important' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'read' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inReplyToEntryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'from' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'to' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'careTeam' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'mime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailReceivedSubscription, MailReceivedSubscriptionVariables>;
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
export const NotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Notes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotesQuery, NotesQueryVariables>;
export const DayNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DayNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'linkedDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'linkedDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'linkedDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayNotesQuery, DayNotesQueryVariables>;
export const CreateNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NoteInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateNoteMutation, CreateNoteMutationVariables>;
export const UpdateNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NoteInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const DeleteNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteNote' },
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
            name: { kind: 'Name', value: 'deleteNote' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const NotesChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'NotesChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notesChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'note' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NoteFields' } }],
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
      name: { kind: 'Name', value: 'NoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Note' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotesChangedSubscription, NotesChangedSubscriptionVariables>;
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
export const OverviewVitalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewVitals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shortFrom' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shortTo' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'longFrom' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'longTo' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sleepFrom' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sleepTo' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
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
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'heartRate' },
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'EnumValue', value: 'HEART_RATE' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewTrend' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'spo2' },
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'EnumValue', value: 'SPO2' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewTrend' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'glucose' },
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'EnumValue', value: 'GLUCOSE' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewTrend' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'stress' },
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'EnumValue', value: 'STRESS' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shortTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewTrend' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'bloodPressure' },
            name: { kind: 'Name', value: 'vitalSeries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'EnumValue', value: 'BLOOD_PRESSURE' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'longFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'longTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'points' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'points' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverviewTrend' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sleepSessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sleepFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sleepTo' } },
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
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverviewTrend' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VitalSeries' } },
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
} as unknown as DocumentNode<OverviewVitalsQuery, OverviewVitalsQueryVariables>;
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'validateOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          defaultValue: { kind: 'BooleanValue', value: false },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'validateOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'validateOnly' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
                    ],
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
                    ],
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
} as unknown as DocumentNode<PersonalInfoUpdatedSubscription, PersonalInfoUpdatedSubscriptionVariables>;
export const ProfileHealthSnapshotPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileHealthSnapshotPreview' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshotPreview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileHealthSnapshotPreviewQuery, ProfileHealthSnapshotPreviewQueryVariables>;
export const ProfilePostCommentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfilePostComments' },
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
            name: { kind: 'Name', value: 'post' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostCommentsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostCommentsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfilePostCommentsQuery, ProfilePostCommentsQueryVariables>;
export const ProfileBannerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileBanner' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cover' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'postCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'followingCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isMe' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberSince' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileBannerQuery, ProfileBannerQueryVariables>;
export const ProfilePhotosDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfilePhotos' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gallery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '9' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfilePhotosQuery, ProfilePhotosQueryVariables>;
export const ProfileFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileFeed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'feed' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '10' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileFeedQuery, ProfileFeedQueryVariables>;
export const ProfileUserPostsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileUserPosts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userPosts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '10' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileUserPostsQuery, ProfileUserPostsQueryVariables>;
export const ProfilePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfilePost' },
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
            name: { kind: 'Name', value: 'post' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfilePostQuery, ProfilePostQueryVariables>;
export const ProfileMoreCommentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileMoreComments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'post' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comments' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '10' },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } },
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
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileMoreCommentsQuery, ProfileMoreCommentsQueryVariables>;
export const ProfileRepliesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileReplies' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentReplies' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'commentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '20' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
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
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileRepliesQuery, ProfileRepliesQueryVariables>;
export const ProfileCreatePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileCreatePost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreatePostInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileCreatePostMutation, ProfileCreatePostMutationVariables>;
export const ProfileDeletePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileDeletePost' },
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
            name: { kind: 'Name', value: 'deletePost' },
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
} as unknown as DocumentNode<ProfileDeletePostMutation, ProfileDeletePostMutationVariables>;
export const ProfileToggleLikeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileToggleLike' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'togglePostLike' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'likers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
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
} as unknown as DocumentNode<ProfileToggleLikeMutation, ProfileToggleLikeMutationVariables>;
export const ProfileAddCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileAddComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addPostComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAddCommentMutation, ProfileAddCommentMutationVariables>;
export const ProfileAddReplyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileAddReply' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addPostReply' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'commentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAddReplyMutation, ProfileAddReplyMutationVariables>;
export const ProfileDeleteCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileDeleteComment' },
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
            name: { kind: 'Name', value: 'deletePostComment' },
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
} as unknown as DocumentNode<ProfileDeleteCommentMutation, ProfileDeleteCommentMutationVariables>;
export const ProfilePostActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ProfilePostActivity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'postActivity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'likers' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
                          ],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostCommentsFields' } },
                    ],
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
      name: { kind: 'Name', value: 'ProfileCommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PostComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePostCommentsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCommentFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfilePostActivitySubscription, ProfilePostActivitySubscriptionVariables>;
export const ProfileActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ProfileActivity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profileActivity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'profile' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'followingCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePostFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Post' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'healthSnapshot' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'takenAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'measuredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'context' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'referenceRange2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'high' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileActivitySubscription, ProfileActivitySubscriptionVariables>;
export const ProfileFollowersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileFollowers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'followers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '30' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileFollowersQuery, ProfileFollowersQueryVariables>;
export const ProfileFollowingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileFollowing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'following' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '30' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileFollowingQuery, ProfileFollowingQueryVariables>;
export const ProfileFriendsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileFriends' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'friends' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '30' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
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
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileFriendsQuery, ProfileFriendsQueryVariables>;
export const ProfileSearchPeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileSearchPeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '20' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileSearchPeopleQuery, ProfileSearchPeopleQueryVariables>;
export const ProfileToggleFollowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileToggleFollow' },
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
            name: { kind: 'Name', value: 'toggleFollow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileToggleFollowMutation, ProfileToggleFollowMutationVariables>;
export const ProfileBlockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileBlock' },
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
            name: { kind: 'Name', value: 'blockPerson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileBlockMutation, ProfileBlockMutationVariables>;
export const ProfileGalleryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileGallery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gallery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '24' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'thumbUrl' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
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
      },
    },
  ],
} as unknown as DocumentNode<ProfileGalleryQuery, ProfileGalleryQueryVariables>;
export const ProfileAddGalleryImageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileAddGalleryImage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uploadId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGalleryImage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'uploadId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'uploadId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAddGalleryImageMutation, ProfileAddGalleryImageMutationVariables>;
export const ProfileDeleteGalleryImageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileDeleteGalleryImage' },
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
            name: { kind: 'Name', value: 'deleteGalleryImage' },
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
} as unknown as DocumentNode<ProfileDeleteGalleryImageMutation, ProfileDeleteGalleryImageMutationVariables>;
export const ProfileSetImageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileSetImage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slot' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileImageSlot' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'galleryImageId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setProfileImage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slot' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slot' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'galleryImageId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'galleryImageId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cover' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
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
} as unknown as DocumentNode<ProfileSetImageMutation, ProfileSetImageMutationVariables>;
export const ProfileBlockedPeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileBlockedPeople' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockedPeople' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileBlockedPeopleQuery, ProfileBlockedPeopleQueryVariables>;
export const ProfileUnblockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileUnblock' },
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
            name: { kind: 'Name', value: 'unblockPerson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfilePersonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfilePersonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Person' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatarUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followsMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocked' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileUnblockMutation, ProfileUnblockMutationVariables>;
export const ProfileAdminRemovePostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileAdminRemovePost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRemovePost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAdminRemovePostMutation, ProfileAdminRemovePostMutationVariables>;
export const ProfileAdminRemoveCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileAdminRemoveComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRemovePostComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileAdminRemoveCommentMutation, ProfileAdminRemoveCommentMutationVariables>;
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
export const LatestRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LatestRecords' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'records' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'EnumValue', value: 'DATE_DESC' },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '3' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
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
} as unknown as DocumentNode<LatestRecordsQuery, LatestRecordsQueryVariables>;
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
                { kind: 'Field', name: { kind: 'Name', value: 'signedOutSessions' } },
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
export const ShopProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductSort' } },
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
            name: { kind: 'Name', value: 'products' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
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
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopProductsQuery, ShopProductsQueryVariables>;
export const ShopProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopProduct' },
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
            name: { kind: 'Name', value: 'product' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canReview' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'related' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
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
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopProductQuery, ShopProductQueryVariables>;
export const ProductReviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductReviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productReviews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const ShopCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopCart' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopCartQuery, ShopCartQueryVariables>;
export const CheckoutAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutAddress' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkoutAddress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutAddressQuery, CheckoutAddressQueryVariables>;
export const ShopOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopOrders' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopOrdersQuery, ShopOrdersQueryVariables>;
export const AdminProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
            name: { kind: 'Name', value: 'adminProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'soldCount' } },
                    ],
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
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderStatus' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'buyerEmail' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
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
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AddToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const SetCartQuantityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCartQuantity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCartQuantity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCartQuantityMutation, SetCartQuantityMutationVariables>;
export const RemoveFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'address' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeliveryAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'address' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'address' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ReviewProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReviewProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rating' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewProductMutation, ReviewProductMutationVariables>;
export const CreateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProduct' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soldCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProduct' },
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
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soldCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const RecordOrderPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordOrderPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRecordOrderPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordOrderPaymentMutation, RecordOrderPaymentMutationVariables>;
export const CartUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CartUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cartUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oldPriceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listSubtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discountMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartUpdatedSubscription, CartUpdatedSubscriptionVariables>;
export const OrderUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'OrderUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPriceMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotalMinor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gadgetKind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderUpdatedSubscription, OrderUpdatedSubscriptionVariables>;
export const TicketsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Tickets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TicketStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TicketSort' } },
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
            name: { kind: 'Name', value: 'tickets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'counts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'closed' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } }],
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
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketsQuery, TicketsQueryVariables>;
export const TicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Ticket' },
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
            name: { kind: 'Name', value: 'ticket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<TicketQuery, TicketQueryVariables>;
export const TicketAssigneesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TicketAssignees' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ticketAssignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketAssigneesQuery, TicketAssigneesQueryVariables>;
export const OpenTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OpenTicketInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openTicket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<OpenTicketMutation, OpenTicketMutationVariables>;
export const ReplyToTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReplyToTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TicketStatus' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replyToTicket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<ReplyToTicketMutation, ReplyToTicketMutationVariables>;
export const AssignTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignTicket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assigneeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<AssignTicketMutation, AssignTicketMutationVariables>;
export const SetTicketStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTicketStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TicketStatus' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTicketStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<SetTicketStatusMutation, SetTicketStatusMutationVariables>;
export const DeleteTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTicket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTicketMutation, DeleteTicketMutationVariables>;
export const TicketUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TicketUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ticketUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFullFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<TicketUpdatedSubscription, TicketUpdatedSubscriptionVariables>;
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
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMeasuredDateOnly' } },
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
                            { kind: 'Field', name: { kind: 'Name', value: 'dateOnly' } },
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
export const BodySystemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BodySystems' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twinOverview' },
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
} as unknown as DocumentNode<BodySystemsQuery, BodySystemsQueryVariables>;
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UiLanguage' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overall' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overallFacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'vitalsMeasured' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'vitalsOut' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsMeasured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labsOutOfRange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labSystems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openAlerts' } },
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
