import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  UserView,
  GadgetRow,
  SleepStageInterval as SleepStageIntervalRow,
  PatientSuggestionRow,
  AuditLogRow,
  AdminAuditRow,
  AppearanceValue,
  HealthSnapshotItem as HealthSnapshotItemRow,
  HealthSnapshotKind as HealthSnapshotKindValue,
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
  InvoiceLineRow,
  InvoicePaymentRow,
  InvoiceEventRow,
  InvoiceStatus as InvoiceStatusValue,
  InvoiceOrigin as InvoiceOriginValue,
  PaymentMethod as PaymentMethodValue,
  InvoiceEventType as InvoiceEventTypeValue,
  NoteColor as NoteColorValue,
  BlogCategory as BlogCategoryValue,
  BlogStatus as BlogStatusValue,
  ContactRow,
  ChatMessageType as ChatMessageTypeValue,
  ProductRow,
  OrderItemRow,
  ProductCategory as ProductCategoryValue,
  ProductColour as ProductColourValue,
  ProductGender as ProductGenderValue,
  OrderStatus as OrderStatusValue,
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
import type { PostView, CommentView, HealthSnapshotView } from '../features/posts/posts.types.js';
import type { TwinSystemId as TwinSystemValue } from '../features/twin/twin-systems.js';
import type { PersonalInfoParent, FromRecordsView } from '../features/personal-info/personal-info.types.js';
import type {
  InvoiceView,
  InvoiceTotalView,
  InvoicePageView,
  InvoiceStateValue,
  PriceComponentTypeValue,
  InvoiceSortValue,
} from '../features/invoices/invoices.types.js';
import type { TicketView } from '../features/tickets/tickets.types.js';
import type { NoteView, NoteEventView } from '../features/notes/notes.types.js';
import type { BlogPostView, BlogCommentView, BlogSort as BlogSortValue } from '../features/blog/blog.types.js';
import type { AiMessageView, AiSource as AiSourceValue, AiChatEventPayload } from '../features/ai/ai.types.js';
import type {
  ChatPersonView,
  ChatMessageView,
  ConversationView,
  ChatEventPayload,
} from '../features/chat/chat.types.js';
import type {
  ProductPageView,
  ReviewView,
  CartView,
  CartLineView,
  OrderView,
  AdminOrderView,
} from '../features/shop/shop.types.js';
import type { GraphQLContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
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
  /**
   * An integer that may exceed GraphQL's 32-bit Int but stays within 2^53 - 1 (Number.MAX_SAFE_INTEGER), sent as a
   * JSON number: exact in JavaScript. Used for sums of amounts (one invoice is at most 1,000,000,000 minor units,
   * so a sum is exact for millions of invoices).
   */
  SafeInt: { input: number; output: number };
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
  /** For billing actions: the invoice, amount and method; null for other actions. */
  invoice?: Maybe<AdminAuditInvoice>;
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
  /** For billing actions: the invoice, amount and method; null for other actions. */
  invoice?: Maybe<AdminAuditInvoice>;
  /** Free text the administrator gave (a ban's, a removal's or a cancellation's reason). */
  reason?: Maybe<Scalars['String']['output']>;
  targetEmail: Scalars['String']['output'];
  /** Null once the affected account is deleted; targetEmail still says whom it was about. */
  targetId?: Maybe<Scalars['ID']['output']>;
};

/**
 * The invoice a billing action (ISSUE_INVOICE, CANCEL_INVOICE, RECORD_INVOICE_PAYMENT) was about, as data to show
 * in the reader's language. Amounts are integer minor units of currency (ISO 4217).
 */
export type AdminAuditInvoice = {
  __typename?: 'AdminAuditInvoice';
  /** ISSUE_INVOICE: the invoice's total; RECORD_INVOICE_PAYMENT: the amount paid; null for CANCEL_INVOICE. */
  amountMinor?: Maybe<Scalars['SafeInt']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  /** RECORD_INVOICE_PAYMENT only. */
  paymentMethod?: Maybe<PaymentMethod>;
  paymentReference?: Maybe<Scalars['String']['output']>;
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  nodes: Array<AdminAuditEntry>;
  total: Scalars['Int']['output'];
};

/** The signed-in customer's orders, for administrators (with the buyer's e-mail). */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  buyerEmail: Scalars['String']['output'];
  order: Order;
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

export type AiChatCount = {
  __typename?: 'AiChatCount';
  /** Messages the user sent in the current quota window (the UTC day). */
  count: Scalars['Int']['output'];
};

export type AiChatEvent = {
  __typename?: 'AiChatEvent';
  delta?: Maybe<Scalars['String']['output']>;
  message?: Maybe<AiChatMessage>;
  /** The user message the event belongs to. */
  replyTo?: Maybe<Scalars['ID']['output']>;
  tool?: Maybe<Scalars['String']['output']>;
  type: AiChatEventType;
};

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

export type AiChatMessage = {
  __typename?: 'AiChatMessage';
  /** Which engine answered ('builtin', 'safety' for the fixed emergency reply, or the model id). */
  engine?: Maybe<Scalars['String']['output']>;
  /** The opener of an empty chat has the id `opener`. */
  id: Scalars['ID']['output'];
  inputTokens?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  outputTokens?: Maybe<Scalars['Int']['output']>;
  sender: AiSender;
  sources: Array<AiSource>;
  status: AiMessageStatus;
  /** Epoch milliseconds. */
  time: Scalars['Float']['output'];
};

/** Where the user's data goes when they chat. */
export type AiEngine = {
  __typename?: 'AiEngine';
  /** True for the built-in offline engine: nothing leaves the portal. */
  builtIn: Scalars['Boolean']['output'];
  /** Host of the configured OpenAI-compatible endpoint; null for the built-in engine. */
  endpointHost?: Maybe<Scalars['String']['output']>;
  model: Scalars['String']['output'];
};

/**
 * USER messages: PENDING while their reply is being produced, then ANSWERED or FAILED.
 * AI messages: DONE, STOPPED (the user pressed stop; the text so far is kept) or FAILED (model error, timeout,
 * server restart: the user may retry).
 */
export type AiMessageStatus = 'ANSWERED' | 'DONE' | 'FAILED' | 'PENDING' | 'STOPPED';

/** The facts of the overall summary: vitals against the user's own limits, lab values out of range, open alerts. */
export type AiOverallFacts = {
  __typename?: 'AiOverallFacts';
  /** The body systems those lab values belong to. */
  labSystems: Array<TwinSystem>;
  /** Whether any lab indicator of the body systems has a value. */
  labsMeasured: Scalars['Boolean']['output'];
  /** How many lab values are out of their reference range. */
  labsOutOfRange: Scalars['Int']['output'];
  openAlerts: Scalars['Int']['output'];
  /** Whether any vital has a latest reading (with none, `vitalsOut` is empty and says nothing). */
  vitalsMeasured: Scalars['Boolean']['output'];
  /** The vitals whose latest reading is outside the user's limits. */
  vitalsOut: Array<AiVitalOutOfLimits>;
};

export type AiQuota = {
  __typename?: 'AiQuota';
  /** Messages allowed per day (setting AI_DAILY_QUOTA, default 50). */
  limit: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  resetsAt: Scalars['DateTime']['output'];
};

export type AiSender = 'AI' | 'USER';

/** A place in the portal an answer drew on. */
export type AiSource = {
  __typename?: 'AiSource';
  /** The period read (ISO 8601), when the source is a series or a dated record. */
  from?: Maybe<Scalars['String']['output']>;
  /** A portal path, e.g. /live/hbr or /mrecord/<id>. */
  href: Scalars['String']['output'];
  /** VITALS, SLEEP, ALERTS, RECORD, TWIN or PERSONAL_INFO (lower-case). */
  kind: Scalars['String']['output'];
  /** A vital kind, a twin system id, 'sleep', 'alerts', 'personal_info', or a record's title. */
  label: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
};

export type AiState = {
  __typename?: 'AiState';
  /**
   * The assistant's overall summary of the user's data; null until one exists. It is worded in the language of the
   * moment it was built (the page's on a refresh, the account's after an import): to show it in another language,
   * word `overallFacts` instead.
   */
  overall?: Maybe<Scalars['String']['output']>;
  /** What `overall` says, as data; null until a summary exists (or for one built before these facts were kept). */
  overallFacts?: Maybe<AiOverallFacts>;
};

/**
 * The user's assistant state (spec §3).
 * - personalInfo: the user's personal information is filled (personalInfo.filled).
 * - requested: the user asked to use the assistant after seeing what it reads (records, vitals, personal info)
 *   and, when an external model is configured, where that data is sent.
 * - requestValid: that consent is recorded and still valid: withdrawing it, or a change of model endpoint or
 *   model, makes it invalid again. Without it, chat mutations answer AI_CONSENT_REQUIRED.
 * - chat.count: messages sent in the current quota window.
 */
export type AiUserState = {
  __typename?: 'AiUserState';
  chat: AiChatCount;
  engine: AiEngine;
  /** The last message is the user's and its reply is being produced (spec §4). */
  pending: Scalars['Boolean']['output'];
  personalInfo: Scalars['Boolean']['output'];
  quota: AiQuota;
  requestValid: Scalars['Boolean']['output'];
  requested: Scalars['Boolean']['output'];
};

export type AiVitalOutOfLimits = {
  __typename?: 'AiVitalOutOfLimits';
  kind: VitalKind;
  /** LOW or HIGH. */
  status: IndicatorStatus;
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
  /** What alerts at this limit are: CRITICAL when every value past it is in the clinical critical band, else WARNING (each alert still follows its reading). */
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

export type BlogCategory = 'diabetes' | 'fitness' | 'heart' | 'mental_health' | 'nutrition' | 'sleep';

export type BlogComment = {
  __typename?: 'BlogComment';
  author: BlogPerson;
  /** At most 2,000 characters; shown as text. */
  body: Scalars['String']['output'];
  /** The viewer may delete it (their own, or any for an administrator). */
  canDelete: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The comment this one answers (always a top-level comment of the same article); null for a top-level one. */
  parentId?: Maybe<Scalars['ID']['output']>;
  postId: Scalars['ID']['output'];
  /** Answers to a top-level comment, oldest first (empty on a reply: one level of nesting). */
  replies: Array<BlogComment>;
};

/** A person as the blog shows them: names only. */
export type BlogPerson = {
  __typename?: 'BlogPerson';
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

export type BlogPost = {
  __typename?: 'BlogPost';
  author?: Maybe<BlogPerson>;
  /** Markdown. */
  body: Scalars['String']['output'];
  category: BlogCategory;
  commentCount: Scalars['Int']['output'];
  /** The cover image (signed URLs), if any. */
  cover?: Maybe<Upload>;
  /** The cover image upload's id, if any. */
  coverUploadId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When it was published (null for a draft). */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Estimated reading time in minutes (200 words a minute). */
  readMinutes: Scalars['Int']['output'];
  /** Lower-case letters, digits and hyphens; unique. */
  slug: Scalars['String']['output'];
  status: BlogStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Readers who opened it, counted once per reader per (UTC) day. */
  views: Scalars['Int']['output'];
};

export type BlogPostInput = {
  /** Markdown, at most 50,000 characters. */
  body: Scalars['String']['input'];
  category: BlogCategory;
  /** An image the administrator uploaded (POST /api/uploads?kind=image); NOT_FOUND if it is not theirs. */
  coverUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 300 characters. */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** 3–80 characters: a-z, 0-9 and single hyphens. */
  slug: Scalars['String']['input'];
  status: BlogStatus;
  /** At most 8 tags of at most 30 characters. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At most 160 characters. */
  title: Scalars['String']['input'];
};

export type BlogPostPage = {
  __typename?: 'BlogPostPage';
  nodes: Array<BlogPost>;
  total: Scalars['Int']['output'];
};

export type BlogSort =
  | 'newest'
  | 'oldest'
  /** Most viewed first. */
  | 'popular';

export type BlogStatus = 'draft' | 'published';

export type BloodType = 'ab_neg' | 'ab_pos' | 'a_neg' | 'a_pos' | 'b_neg' | 'b_pos' | 'o_neg' | 'o_pos';

export type Cart = {
  __typename?: 'Cart';
  /** Units in the cart (for the badge). */
  count: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** listSubtotalMinor − subtotalMinor: what the reduced prices save; already taken off subtotalMinor and totalMinor. */
  discountMinor: Scalars['Int']['output'];
  items: Array<CartItem>;
  /** The lines at their old prices where a device is reduced (otherwise at the price): the summary's subtotal. */
  listSubtotalMinor: Scalars['Int']['output'];
  /** Free from 50.00; 4.90 below. */
  shippingMinor: Scalars['Int']['output'];
  /** What the lines cost now. */
  subtotalMinor: Scalars['Int']['output'];
  totalMinor: Scalars['Int']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  /** Current unit price × quantity, computed by the server. */
  lineTotalMinor: Scalars['Int']['output'];
  product: Product;
  /** 1–99. */
  quantity: Scalars['Int']['output'];
};

export type ChatEvent = {
  __typename?: 'ChatEvent';
  conversationId: Scalars['ID']['output'];
  kind: ChatEventKind;
  /** MESSAGE: the message. */
  message?: Maybe<ChatMessage>;
  /** READ: the reader's new read mark. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** TYPING. */
  typing?: Maybe<Scalars['Boolean']['output']>;
  /** READ and TYPING: who. */
  userId?: Maybe<Scalars['ID']['output']>;
};

export type ChatEventKind =
  /** A new message (sent by either member; the sender's other tabs get it too). */
  | 'MESSAGE'
  /** A member moved their read mark (readAt). */
  | 'READ'
  /** The other member is typing (typing true) or stopped (false); ephemeral, never stored. */
  | 'TYPING';

/** One message (spec §3 Chat message). */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** Files and images sent with the message (signed URLs, for the two members only). */
  attachments: Array<Upload>;
  conversationId: Scalars['ID']['output'];
  /** Strictly increasing within a conversation; with id, the order of the thread. */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The text; empty when the message is only attachments. */
  msg: Scalars['String']['output'];
  senderId: Scalars['ID']['output'];
  type: ChatMessageType;
};

/** A page of a thread, oldest first. */
export type ChatMessagePage = {
  __typename?: 'ChatMessagePage';
  /** More messages exist beyond this page (older ones for `before`/default, newer ones for `after`). */
  hasMore: Scalars['Boolean']['output'];
  messages: Array<ChatMessage>;
};

export type ChatMessageType =
  /** Carries attachments (and maybe text). */
  | 'file'
  /** Text only. */
  | 'text';

/** A member as the chat shows them. */
export type ChatPerson = {
  __typename?: 'ChatPerson';
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

export type ClockFormat = 'H12' | 'H24';

export type ColorTheme = 'AQUA_THEME' | 'BLUE_THEME' | 'CYAN_THEME' | 'GREEN_THEME' | 'ORANGE_THEME' | 'PURPLE_THEME';

/** One entry of the address book (spec §3 Contact). */
export type Contact = {
  __typename?: 'Contact';
  address?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** In the trash (restorable until the trash is emptied). */
  deleted: Scalars['Boolean']['output'];
  /** Free text, e.g. Cardiology, Pharmacy, Family. */
  department?: Maybe<Scalars['String']['output']>;
  /** Lower-cased e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  frequentlycontacted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /**
   * The photo as a signed thumbnail URL (WebP, short-lived: read it again rather than storing it), or null: then
   * the list shows initials. Only the owner ever gets it. Set through ContactInput.imageUploadId.
   */
  image?: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  /** The portal member this contact is, when linked; then messageContact opens a chat. */
  linkedMember?: Maybe<ChatPerson>;
  notes?: Maybe<Scalars['String']['output']>;
  /** E.164, e.g. +33612345678. */
  phone?: Maybe<Scalars['String']['output']>;
  starred: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A department and how many (not deleted) contacts are in it. */
export type ContactDepartment = {
  __typename?: 'ContactDepartment';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The contact form. Required: firstname. Text limits: names 100, department and company 100, address 300, notes
 * 2000 characters. A phone without + is read with `phoneRegion` (ISO 3166-1 alpha-2, default none: then it must
 * start with +). linkedUserId must be a member the viewer may message (see chatPeople), or null.
 * imageUploadId is the photo: the id of an image the viewer uploaded (POST /api/uploads?kind=image); null removes
 * the photo; left out, updateContact keeps the current one (addContact: none). Another member's upload or an
 * unknown id is NOT_FOUND; one of the viewer's own uploads that is not an image is BAD_USER_INPUT (imageUploadId).
 */
export type ContactInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstname: Scalars['String']['input'];
  frequentlycontacted?: InputMaybe<Scalars['Boolean']['input']>;
  imageUploadId?: InputMaybe<Scalars['ID']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  linkedUserId?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneRegion?: InputMaybe<Scalars['String']['input']>;
  starred?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Which contacts a list shows. */
export type ContactList = 'ALL' | 'FREQUENT' | 'STARRED' | 'TRASH';

export type Conversation = {
  __typename?: 'Conversation';
  /** False when a block stands between the two (the thread stays readable). */
  canSend: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastMessage?: Maybe<ChatMessage>;
  /** The other member. */
  other: ChatPerson;
  /** The other member was active in the portal in the last 5 minutes (false while a block stands between the two). */
  otherOnline: Scalars['Boolean']['output'];
  /** Read receipts: the other member has read every message of the viewer's sent up to this time. */
  otherReadAt?: Maybe<Scalars['DateTime']['output']>;
  /** Messages from the other member after the viewer's read mark. */
  unreadCount: Scalars['Int']['output'];
};

export type CreatePostInput = {
  /** 1 to 5,000 characters after trimming (or empty with at least one image). */
  body: Scalars['String']['input'];
  /**
   * Kinds to share as a health snapshot (HealthSnapshotKind names), read from the author's data when the post is
   * written. A String list so an unknown name answers BAD_USER_INPUT with extensions.field "healthSnapshot" (like
   * a chosen kind the author has no data for) instead of a schema error.
   */
  healthSnapshot?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The author's own uploads (kind=image), at most 10. */
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  visibility?: InputMaybe<PostVisibility>;
};

export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['output'];
  line: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
};

export type DeliveryAddressInput = {
  /** ≤ 100 characters. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
  /** ≤ 200 characters. */
  line: Scalars['String']['input'];
  /** ≤ 100 characters. */
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ≤ 20 characters: letters, digits, spaces and hyphens. */
  postalCode: Scalars['String']['input'];
};

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
  /** Set when the issue is that the record was imported with this flag. */
  flag?: Maybe<RecordFlag>;
  /** In English; `flag` says the same for a page to word in its own language. */
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

export type GalleryImage = {
  __typename?: 'GalleryImage';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  image: Upload;
  /** The file name, or the title the owner gave. */
  title: Scalars['String']['output'];
};

export type GalleryPage = {
  __typename?: 'GalleryPage';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  nodes: Array<GalleryImage>;
};

export type Gender = 'female' | 'male' | 'non_binary' | 'other' | 'undisclosed';

export type GlucoseUnit = 'MG_DL' | 'MMOL_L';

export type HealthSnapshot = {
  __typename?: 'HealthSnapshot';
  items: Array<HealthSnapshotItem>;
  /** When the values were read (the post's time for a shared snapshot). */
  takenAt: Scalars['DateTime']['output'];
};

export type HealthSnapshotItem = {
  __typename?: 'HealthSnapshotItem';
  kind: HealthSnapshotKind;
  /** When the reading was taken (SLEEP: when the night ended). */
  measuredAt: Scalars['DateTime']['output'];
  referenceRange: ReferenceRange;
  referenceRange2?: Maybe<ReferenceRange>;
  /** Against referenceRange (and referenceRange2 for blood pressure: the worse of the two). */
  status: Interpretation;
  /** UCUM unit: /min, %, mg/dL, mm[Hg], {score}, h. */
  unit: Scalars['String']['output'];
  /** In the canonical unit (as VitalReading; hours for SLEEP). */
  value: Scalars['Float']['output'];
  /** Diastolic pressure for BLOOD_PRESSURE; null otherwise. */
  value2?: Maybe<Scalars['Float']['output']>;
};

/** What a snapshot may include: the latest reading of a live vital, or last night's sleep. */
export type HealthSnapshotKind =
  | 'blood_pressure'
  | 'glucose'
  | 'heart_rate'
  /** Hours asleep in the newest sleep session that ended in the last 36 hours. */
  | 'sleep'
  | 'spo2'
  | 'stress';

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

export type Invoice = {
  __typename?: 'Invoice';
  /** Gross total minus payments (0 for cancelled invoices). */
  amountOpenMinor: Scalars['Int']['output'];
  /** Sum of the payments. */
  amountPaidMinor: Scalars['Int']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** The FHIR Claim / ExplanationOfBenefit ids it was imported from. */
  claimId?: Maybe<Scalars['String']['output']>;
  /** ISO 4217, e.g. EUR. */
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD; null when the issuer set none (imported claims). */
  dueDate?: Maybe<Scalars['String']['output']>;
  eobId?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  events: Array<InvoiceEvent>;
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  issuerName: Scalars['String']['output'];
  lines: Array<InvoiceLine>;
  /** Unique per issuer. */
  number: Scalars['String']['output'];
  /** The shop order it was issued for, if any. */
  orderId?: Maybe<Scalars['ID']['output']>;
  origin: InvoiceOrigin;
  /** Issued and past its due date (derived, never stored). */
  overdue: Scalars['Boolean']['output'];
  payments: Array<InvoicePayment>;
  recipientName: Scalars['String']['output'];
  state: InvoiceState;
  status: InvoiceStatus;
  totalGrossMinor: Scalars['Int']['output'];
  totalNetMinor: Scalars['Int']['output'];
};

/** One step of an invoice's history. */
export type InvoiceEvent = {
  __typename?: 'InvoiceEvent';
  amountMinor?: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** A cancellation reason, a payment reference… */
  note?: Maybe<Scalars['String']['output']>;
  type: InvoiceEventType;
};

export type InvoiceEventType = 'balanced' | 'cancelled' | 'imported' | 'issued' | 'payment' | 'reimported';

export type InvoiceFilter = {
  /** Issued on or after this day (YYYY-MM-DD). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Part of the number or of the issuer's name. */
  search?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<InvoiceState>>;
  /** Issued on or before this day (YYYY-MM-DD). */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  code?: Maybe<Scalars['String']['output']>;
  codeSystem?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The line's total: quantity × unit price plus its other price components. */
  netMinor: Scalars['Int']['output'];
  priceComponents: Array<PriceComponent>;
  quantity: Scalars['Int']['output'];
  sequence: Scalars['Int']['output'];
  unitPriceMinor: Scalars['Int']['output'];
};

export type InvoiceLineInput = {
  description: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  unitPriceMinor: Scalars['Int']['input'];
};

/** Where an invoice came from. */
export type InvoiceOrigin =
  /** Issued by an administrator in the portal. */
  | 'admin'
  /** Imported from a FHIR Claim / ExplanationOfBenefit. */
  | 'fhir'
  /** Issued for a shop order. */
  | 'order';

export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<Invoice>;
  totalCount: Scalars['Int']['output'];
  /** Per state and currency over the whole filtered set except the state filter (the chips show them). */
  totals: Array<InvoiceTotal>;
};

export type InvoicePayment = {
  __typename?: 'InvoicePayment';
  amountMinor: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method: PaymentMethod;
  /** YYYY-MM-DD. */
  paidOn: Scalars['String']['output'];
  recordedAt: Scalars['DateTime']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type InvoiceSort = 'amount_asc' | 'amount_desc' | 'due_asc' | 'issued_asc' | 'issued_desc' | 'number_asc';

/** What the page shows (derived): an issued invoice past its due date is OVERDUE; a balanced one is PAID. */
export type InvoiceState = 'cancelled' | 'draft' | 'entered_in_error' | 'issued' | 'overdue' | 'paid';

/** FHIR R4 Invoice.status. */
export type InvoiceStatus = 'balanced' | 'cancelled' | 'draft' | 'entered_in_error' | 'issued';

/** Count and amount of the user's invoices in one state and currency (amount: open for ISSUED/OVERDUE, gross otherwise). */
export type InvoiceTotal = {
  __typename?: 'InvoiceTotal';
  /** A sum over many invoices: a SafeInt, since it can pass 2^31 - 1 (three invoices at the per-invoice maximum do). */
  amountMinor: Scalars['SafeInt']['output'];
  count: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  state: InvoiceState;
};

export type IssueInvoiceInput = {
  /** ISO 4217, e.g. EUR. */
  currency: Scalars['String']['input'];
  /** YYYY-MM-DD, today or later. */
  dueDate: Scalars['String']['input'];
  lines: Array<InvoiceLineInput>;
  userId: Scalars['ID']['input'];
};

export type LayoutWidth = 'BOXED' | 'FULL';

/** Counts for the folder list. */
export type MailCounts = {
  __typename?: 'MailCounts';
  drafts: Scalars['Int']['output'];
  important: Scalars['Int']['output'];
  inbox: Scalars['Int']['output'];
  spam: Scalars['Int']['output'];
  starred: Scalars['Int']['output'];
  trash: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

/** One person's copy of a message. */
export type MailEntry = {
  __typename?: 'MailEntry';
  /** Attached files (signed, short-lived URLs). */
  attachments: Array<Upload>;
  /** Plain text, at most 20,000 characters (shown as text, never as HTML). */
  body: Scalars['String']['output'];
  /** Ticked for a bulk action (kept per person, like the star). */
  checked: Scalars['Boolean']['output'];
  /** The start of the body (at most 120 characters, one line). */
  excerpt: Scalars['String']['output'];
  folder: MailFolder;
  from: MailPerson;
  /** The id of this copy (per person). */
  id: Scalars['ID']['output'];
  important: Scalars['Boolean']['output'];
  /** The viewer's copy of the message this one answers, when they have it. */
  inReplyToEntryId?: Maybe<Scalars['ID']['output']>;
  labels: Array<MailLabel>;
  read: Scalars['Boolean']['output'];
  /** When it was sent; null for a draft. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  starred: Scalars['Boolean']['output'];
  /** At most 200 characters. */
  subject: Scalars['String']['output'];
  to: Array<MailPerson>;
  /** Last change of the message (for a draft: its last autosave). */
  updatedAt: Scalars['DateTime']['output'];
};

export type MailFlagsInput = {
  checked?: InputMaybe<Scalars['Boolean']['input']>;
  important?: InputMaybe<Scalars['Boolean']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  starred?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A folder of the mailbox. */
export type MailFolder = 'DRAFTS' | 'INBOX' | 'SENT' | 'SPAM' | 'TRASH';

/**
 * A draft or a message to send. `to`: 1 to 20 people (ids from mailRecipients). `subject` at most 200
 * characters, `body` at most 20,000. `draftId`: the entry id of the draft this saves or sends.
 */
export type MailInput = {
  /** At most 10 uploads (POST /api/uploads, each ≤ 10 MiB): the viewer's own, or files of a message they have (forward). */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  body: Scalars['String']['input'];
  draftId?: InputMaybe<Scalars['ID']['input']>;
  /** The viewer's entry of the message this replies to. */
  inReplyToEntryId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
  to: Array<Scalars['ID']['input']>;
};

/** The labels a person can put on their copy of a message. */
export type MailLabel = 'APPOINTMENT' | 'BILLING' | 'PRESCRIPTION' | 'RESULTS';

export type MailPage = {
  __typename?: 'MailPage';
  nodes: Array<MailEntry>;
  total: Scalars['Int']['output'];
};

/** Someone who can be written to, or who wrote. */
export type MailPerson = {
  __typename?: 'MailPerson';
  /** An administrator: part of the care team. */
  careTeam: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** First and last name, or a dash when the account has none. */
  name: Scalars['String']['output'];
};

/** What the list shows: a folder, or every non-deleted entry that is starred or important. */
export type MailView = 'DRAFTS' | 'IMPORTANT' | 'INBOX' | 'SENT' | 'SPAM' | 'STARRED' | 'TRASH';

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

/** Whether the portal mails a short notice (never the content) of new messages and ticket answers. */
export type MessagingSettings = {
  __typename?: 'MessagingSettings';
  emailOnMessage: Scalars['Boolean']['output'];
  emailOnTicketAnswer: Scalars['Boolean']['output'];
};

export type MessagingSettingsInput = {
  emailOnMessage: Scalars['Boolean']['input'];
  emailOnTicketAnswer: Scalars['Boolean']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  acknowledgeAlert: VitalAlert;
  /**
   * A comment by the signed-in member (1–2,000 characters) on a published article; with parentId, a reply to that
   * comment (a reply to a reply joins the same thread). NOT_FOUND for a parent that is not a comment of this article.
   */
  addBlogComment: BlogComment;
  /** Adds a contact. BAD_USER_INPUT with extensions.field (firstname, phone, email, linkedUserId, imageUploadId …). */
  addContact: Contact;
  addGadget: GadgetWithKey;
  /** Adds one of the viewer's image uploads to their gallery (title ≤ 120 characters). */
  addGalleryImage: GalleryImage;
  /** A top-level comment (1–2,000 characters). */
  addPostComment: PostComment;
  /** A reply to a comment of that post (a reply to a reply attaches to the same comment). */
  addPostReply: PostComment;
  /** Adds `quantity` (default 1) of a product; the line is capped at 99. BAD_USER_INPUT field quantity. */
  addToCart: Cart;
  /**
   * Bans an account now (its tokens are refused, its sockets closed, its gadgets' ingest refused) with a reason
   * the user is shown and an optional end. Not oneself; not the last administrator.
   */
  adminBanUser: AdminUser;
  /**
   * Administrators only: records the payment of an order awaiting it (no payment provider). The payment is
   * recorded on the order's invoice, for everything still open on it (one ledger); the balanced invoice marks
   * the order paid. CONFLICT when the order is not awaiting payment.
   */
  adminRecordOrderPayment: Order;
  /** Administrators: hides any post, with a reason (kept in the admin audit). FORBIDDEN otherwise. */
  adminRemovePost: Scalars['ID']['output'];
  /** Administrators: deletes any comment or reply, with a reason (kept in the admin audit). */
  adminRemovePostComment: Scalars['ID']['output'];
  /** Mails a new verification link to an unverified account. */
  adminResendVerification: AdminUser;
  /** Grants or removes administrator rights. Not removing one's own; not the last administrator. */
  adminSetAdmin: AdminUser;
  adminUnbanUser: AdminUser;
  /** Hides the conversation so far (the quota is not reset). AI_BUSY while a reply is produced. */
  aiClearChat: Scalars['Boolean']['output'];
  /**
   * Recomputes ai.overall from the user's data now; returns the updated user. `language` is the page's language;
   * without it, the language the account saved with its look, else its personal info's preferred language, else EN.
   */
  aiRefreshOverall: User;
  /** Records consent for the current engine (requested, requestValid). */
  aiRequestAccess: AiUserState;
  /** Answers the last question again after a FAILED reply. */
  aiRetry: Scalars['Boolean']['output'];
  /**
   * Appends the user's message (1–2000 characters) and starts the reply; returns the stored message.
   * Errors: BAD_USER_INPUT (field msg), AI_CONSENT_REQUIRED, RATE_LIMITED (extensions.resetsAt), AI_BUSY.
   * `language` (EN, FR, AR, ZH) is the page's language, used when the question's own is unclear.
   */
  aiSend: AiChatMessage;
  /** Stops the reply being produced (no-op when none). */
  aiStop: Scalars['Boolean']['output'];
  /** Withdraws consent: chatting needs a new request. */
  aiWithdrawAccess: AiUserState;
  /** Administrators: assign to an administrator (null: unassign). */
  assignTicket: Ticket;
  /** Block the member: follows both ways end, they cannot follow or message me, their posts are hidden from me. */
  blockPerson: Person;
  /** Administrators: cancels a draft or issued invoice; CONFLICT once it is balanced or cancelled. */
  cancelInvoice: Invoice;
  /** Changes the password; older tokens stop working, so a fresh token is returned. */
  changePassword: AuthPayload;
  /**
   * The second sign-in step. When two-factor sign-in is on, `login` fails with code TWO_FACTOR_REQUIRED and
   * `extensions.challengeToken` (valid 5 minutes); send it here with a TOTP code or a recovery code.
   */
  completeTwoFactorLogin: AuthPayload;
  /** Turns two-factor sign-in on with a first code from the app, and signs out every other session. */
  confirmTwoFactorEnrollment: TwoFactorEnabled;
  /** Administrators only. BAD_USER_INPUT + field; SLUG_TAKEN (extensions.reason) when the slug is in use. */
  createBlogPost: BlogPost;
  /** A new note (BAD_USER_INPUT + extensions.field for a bad title, body or date). */
  createNote: Note;
  /** BAD_USER_INPUT (field body or imageIds); NOT_FOUND when an image is not the viewer's upload. */
  createPost: Post;
  /** Administrators only. */
  createProduct: Product;
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
  /** The author, or an administrator (moderation), deletes a comment. Returns its id. */
  deleteBlogComment: Scalars['ID']['output'];
  /** Administrators only. Removes the article and its comments. */
  deleteBlogPost: Scalars['ID']['output'];
  /** Moves a contact to the trash. */
  deleteContact: Contact;
  /** Deletes one of the viewer's gallery images (and clears it as avatar/cover). Returns its id. */
  deleteGalleryImage: Scalars['ID']['output'];
  /** Deletes the viewer's copies for good (only from TRASH, or a draft). Returns how many were deleted. */
  deleteMail: Scalars['Int']['output'];
  /** Removes the note; returns it with deleted: true. */
  deleteNote: Note;
  /** Deletes the viewer's own post (NOT_FOUND otherwise). Returns its id. */
  deletePost: Scalars['ID']['output'];
  /** Deletes the viewer's own comment or reply (and a comment's replies). Returns its id. */
  deletePostComment: Scalars['ID']['output'];
  /** Deletes the record with its observations and attachments. NOT_FOUND when it is not the user's. */
  deleteRecord: Scalars['Boolean']['output'];
  /** Administrators only. */
  deleteTicket: Scalars['Boolean']['output'];
  /** Turns it off; needs the password and a current code (or a recovery code). */
  disableTwoFactor: TwoFactorStatus;
  dismissPatientSuggestion: Scalars['Boolean']['output'];
  /** Removes every contact in the trash for good; answers how many. */
  emptyContactTrash: Scalars['Int']['output'];
  /**
   * Imports a FHIR R4 Bundle (batch, transaction, collection or searchset) given as JSON text, in one
   * transaction. For files over ~1 MB use POST /api/fhir/import (same service, 20 MiB). importId (a UUID the
   * client makes) names the fhirImportProgress stream to follow.
   */
  importFhirBundle: FhirImportResult;
  /** Administrators: issues an invoice to a user (numbered by the portal). BAD_USER_INPUT with extensions.field. */
  issueInvoice: Invoice;
  login: AuthPayload;
  /** Revokes the token used for this call. */
  logout: Scalars['Boolean']['output'];
  /**
   * Moves the viewer's read mark up to the given message (or the newest when omitted); never backwards. The
   * other member sees it as a READ event (read receipt).
   */
  markConversationRead: Conversation;
  /**
   * Opens (or creates) the chat with the member linked to this contact. BAD_USER_INPUT (field linkedUserId) when
   * none is linked; NOT_FOUND when a block stands between the owner and the member (never revealed, like an
   * unknown member); FORBIDDEN when they no longer follow each other.
   */
  messageContact: Conversation;
  /** Moves entries to TRASH or SPAM (BAD_USER_INPUT for another folder: use restoreMail). */
  moveMail: Array<MailEntry>;
  openTicket: Ticket;
  /**
   * Places the order for the whole cart, reserving stock in one transaction and issuing the invoice. OUT_OF_STOCK
   * (extensions.productIds) when a product no longer has enough units: nothing is reserved and the cart is kept.
   * BAD_USER_INPUT (field cart) for an empty cart, or the address field named.
   */
  placeOrder: Order;
  /** Counts the viewer's reading of a published article (once per reader per day); returns the article. */
  recordBlogView: BlogPost;
  /**
   * Administrators: records a payment (partial allowed). The invoice becomes BALANCED when paid in full.
   * BAD_USER_INPUT (field amountMinor) for a non-positive amount or one above what is open, (field currency) for
   * another currency; CONFLICT when the invoice is not issued.
   */
  recordInvoicePayment: Invoice;
  /** Manual entry (1–100 readings), validated like device readings; one bad reading refuses the call. */
  recordVitals: Array<VitalReading>;
  /** `language`: the page's, so the verification mail is written in it (English when omitted). */
  register: AuthPayload;
  removeFromCart: Cart;
  /** Removes the gadget and revokes its key; its readings stay in the user's history. */
  removeGadget: Scalars['Boolean']['output'];
  renameGadget: Gadget;
  /**
   * Adds a message to the conversation (1–5,000 characters). The owner may write while it is not closed (the
   * ticket goes back to OPEN); an administrator's answer needs `version` and puts it in PENDING unless `status` says otherwise.
   */
  replyToTicket: Ticket;
  /**
   * Always answers true, whether or not the address belongs to an account. `language`: the page's, for the mail
   * (else the account's saved language, else English).
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Mails a new verification link to the signed-in account (old links stop working). */
  resendVerification: Scalars['Boolean']['output'];
  /** Back to the defaults (of one vital, or of all when kind is omitted). */
  resetAlertThresholds: Array<AlertThreshold>;
  /** Sets a new password with the token from the mailed link; signs out every existing session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Takes a contact out of the trash. */
  restoreContact: Contact;
  /** Puts entries back where they came from (Inbox, Sent or Drafts). */
  restoreMail: Array<MailEntry>;
  /** Only a buyer of the product (an order placed) may review it, once. FORBIDDEN otherwise; CONFLICT the second time. */
  reviewProduct: ProductReview;
  /** The key stops working at once; readings already stored are kept. */
  revokeGadgetKey: Gadget;
  /** Signs one of your sessions out; its sockets close within a second. Not yours or unknown: NOT_FOUND. */
  revokeSession: Scalars['Boolean']['output'];
  /** Issues a new device key; the old one stops working at once (a revoked gadget becomes active again). */
  rotateGadgetKey: GadgetWithKey;
  /** Creates or updates a draft (autosave). Recipients may be empty in a draft. */
  saveMailDraft: MailEntry;
  /** Sends a message (the draft, when draftId is given); returns the sender's copy, now in SENT. */
  sendMail: MailEntry;
  /**
   * Sends a message: text up to 4000 characters, and/or up to 10 attachments (upload ids of the viewer's own
   * uploads). BAD_USER_INPUT (field msg) when both are empty; FORBIDDEN when a block stands between the members
   * (inside an existing conversation, which already shows `canSend: false`).
   */
  sendMessage: ChatMessage;
  /**
   * Sets limits (all or nothing). A limit outside its rule's bounds answers BAD_USER_INPUT with
   * extensions.field = "<KIND>.<name>" (e.g. "SPO2.low"). Used by alerts from the next reading on.
   */
  setAlertThresholds: Array<AlertThreshold>;
  /** Sets a line's quantity (1–99; steps of 1 in the UI). BAD_USER_INPUT field quantity outside it. */
  setCartQuantity: Cart;
  setContactStarred: Contact;
  /** Sets the given flags on the viewer's entries; the others stay as they are. */
  setMailFlags: Array<MailEntry>;
  /** Replaces the labels of the viewer's entries. */
  setMailLabels: Array<MailEntry>;
  /** Administrators only: sets the units in stock (0 – 100,000). */
  setProductStock: Product;
  /** Uses one of the viewer's gallery images as avatar or cover; null clears the slot. */
  setProfileImage: Profile;
  /** Administrators: any status; the owner may only reopen (CLOSED → OPEN) or close their own. */
  setTicketStatus: Ticket;
  /** Tells the other member the viewer is typing (send again every few seconds while typing; false when stopped). */
  setTyping: Scalars['Boolean']['output'];
  /** Signs out every session but this one; answers how many ended. */
  signOutEverywhereElse: Scalars['Int']['output'];
  /**
   * Opens the chat with a member: the existing conversation, or a new one. NOT_FOUND for an unknown member and
   * when a block stands between them (a block is never revealed, so it answers like an unknown id); FORBIDDEN when
   * they do not follow each other; BAD_USER_INPUT for oneself.
   */
  startConversation: Conversation;
  /** Starts (or restarts) enrolment: a new secret, pending until confirmTwoFactorEnrollment. */
  startTwoFactorEnrollment: TwoFactorEnrollment;
  /** Follow the member, or unfollow if I already do; returns the new state (`isFollowed` flipped). */
  toggleFollow: Person;
  /** Likes the post, or takes the like back. Returns the post with its new count. */
  togglePostLike: Post;
  unblockPerson: Person;
  /** Administrators only. */
  updateBlogPost: BlogPost;
  /** Replaces every field of the contact (the edit form), except the photo when imageUploadId is left out. */
  updateContact: Contact;
  updateMessagingSettings: MessagingSettings;
  /**
   * Saves a note edited from version expectedVersion. CONFLICT when the note has been saved since (e.g. from
   * another tab): extensions.current holds the stored note { id title body color linkedDate version updatedAt }.
   */
  updateNote: Note;
  /** Replaces the signed-in user's notification settings. Field errors: BAD_USER_INPUT with extensions.field. */
  updateNotificationSettings: NotificationSettings;
  /**
   * Saves the signed-in user's personal information. BAD_USER_INPUT with extensions.field (e.g. "birthDate",
   * "address.postalCode", "emergencyContact.phone") and extensions.fieldErrors listing every invalid field.
   * With validateOnly the input is checked the same way and nothing is saved: the answer is the user as stored
   * (a form that has found problems of its own uses it to show the server's findings at the same time).
   */
  updatePersonalInfo: User;
  /** Saves the given parts; other signed-in tabs get preferencesUpdated. */
  updatePreferences: Preferences;
  /** Administrators only. */
  updateProduct: Product;
  /** Replaces the record's fields (observations only when given). NOT_FOUND when it is not the user's. */
  updateRecord: MedicalRecord;
  /** Confirms an e-mail address with the single-use token from the mailed link. Works signed in or not. */
  verifyEmail: User;
};

export type MutationAcknowledgeAlertArgs = {
  id: Scalars['ID']['input'];
};

export type MutationAddBlogCommentArgs = {
  body: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
};

export type MutationAddContactArgs = {
  input: ContactInput;
};

export type MutationAddGadgetArgs = {
  kind: GadgetKind;
  name: Scalars['String']['input'];
};

export type MutationAddGalleryImageArgs = {
  title?: InputMaybe<Scalars['String']['input']>;
  uploadId: Scalars['ID']['input'];
};

export type MutationAddPostCommentArgs = {
  body: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type MutationAddPostReplyArgs = {
  body: Scalars['String']['input'];
  commentId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};

export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationAdminBanUserArgs = {
  reason: Scalars['String']['input'];
  until?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
};

export type MutationAdminRecordOrderPaymentArgs = {
  method?: PaymentMethod;
  orderId: Scalars['ID']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAdminRemovePostArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type MutationAdminRemovePostCommentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
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

export type MutationAiRefreshOverallArgs = {
  language?: InputMaybe<PreferredLanguage>;
};

export type MutationAiRetryArgs = {
  language?: InputMaybe<PreferredLanguage>;
};

export type MutationAiSendArgs = {
  language?: InputMaybe<PreferredLanguage>;
  msg: Scalars['String']['input'];
};

export type MutationAssignTicketArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type MutationBlockPersonArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationCancelInvoiceArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
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

export type MutationCreateBlogPostArgs = {
  input: BlogPostInput;
};

export type MutationCreateNoteArgs = {
  input: NoteInput;
};

export type MutationCreatePostArgs = {
  input: CreatePostInput;
};

export type MutationCreateProductArgs = {
  input: ProductInput;
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

export type MutationDeleteBlogCommentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteBlogPostArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteContactArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteMailArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type MutationDeleteNoteArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePostCommentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteRecordArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteTicketArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
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

export type MutationIssueInvoiceArgs = {
  input: IssueInvoiceInput;
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationMarkConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
  messageId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationMessageContactArgs = {
  id: Scalars['ID']['input'];
};

export type MutationMoveMailArgs = {
  folder: MailFolder;
  ids: Array<Scalars['ID']['input']>;
};

export type MutationOpenTicketArgs = {
  input: OpenTicketInput;
};

export type MutationPlaceOrderArgs = {
  address: DeliveryAddressInput;
};

export type MutationRecordBlogViewArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRecordInvoicePaymentArgs = {
  input: RecordPaymentInput;
};

export type MutationRecordVitalsArgs = {
  readings: Array<VitalReadingInput>;
};

export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  language?: InputMaybe<UiLanguage>;
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};

export type MutationRemoveGadgetArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRenameGadgetArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationReplyToTicketArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  status?: InputMaybe<TicketStatus>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<UiLanguage>;
};

export type MutationResetAlertThresholdsArgs = {
  kind?: InputMaybe<VitalKind>;
};

export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationRestoreContactArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRestoreMailArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type MutationReviewProductArgs = {
  body: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
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

export type MutationSaveMailDraftArgs = {
  input: MailInput;
};

export type MutationSendMailArgs = {
  input: MailInput;
};

export type MutationSendMessageArgs = {
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  conversationId: Scalars['ID']['input'];
  msg?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetAlertThresholdsArgs = {
  input: Array<AlertThresholdInput>;
};

export type MutationSetCartQuantityArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type MutationSetContactStarredArgs = {
  id: Scalars['ID']['input'];
  starred: Scalars['Boolean']['input'];
};

export type MutationSetMailFlagsArgs = {
  flags: MailFlagsInput;
  ids: Array<Scalars['ID']['input']>;
};

export type MutationSetMailLabelsArgs = {
  ids: Array<Scalars['ID']['input']>;
  labels: Array<MailLabel>;
};

export type MutationSetProductStockArgs = {
  id: Scalars['ID']['input'];
  stock: Scalars['Int']['input'];
};

export type MutationSetProfileImageArgs = {
  galleryImageId?: InputMaybe<Scalars['ID']['input']>;
  slot: ProfileImageSlot;
};

export type MutationSetTicketStatusArgs = {
  id: Scalars['ID']['input'];
  status: TicketStatus;
  version: Scalars['Int']['input'];
};

export type MutationSetTypingArgs = {
  conversationId: Scalars['ID']['input'];
  typing: Scalars['Boolean']['input'];
};

export type MutationStartConversationArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationToggleFollowArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationTogglePostLikeArgs = {
  postId: Scalars['ID']['input'];
};

export type MutationUnblockPersonArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationUpdateBlogPostArgs = {
  id: Scalars['ID']['input'];
  input: BlogPostInput;
};

export type MutationUpdateContactArgs = {
  id: Scalars['ID']['input'];
  input: ContactInput;
};

export type MutationUpdateMessagingSettingsArgs = {
  input: MessagingSettingsInput;
};

export type MutationUpdateNoteArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: NoteInput;
};

export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};

export type MutationUpdatePersonalInfoArgs = {
  input: PersonalInfoInput;
  validateOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};

export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};

export type MutationUpdateRecordArgs = {
  id: Scalars['ID']['input'];
  input: RecordInput;
};

export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type Note = {
  __typename?: 'Note';
  /** At most 20,000 characters; shown as text. */
  body: Scalars['String']['output'];
  color: NoteColor;
  /** The note's date (when it was written). */
  datef: Scalars['DateTime']['output'];
  /** True only on the note returned by deleteNote (deletion removes the note). */
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A day (YYYY-MM-DD) the note is linked to, so it shows beside that day's vitals; null when not linked. */
  linkedDate?: Maybe<Scalars['String']['output']>;
  /** At most 120 characters; shown as text. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one at every save; pass it back as expectedVersion. */
  version: Scalars['Int']['output'];
};

/** The five colours of the template, as theme palette tones. */
export type NoteColor = 'error' | 'primary' | 'secondary' | 'success' | 'warning';

/** What changed in the user's notes (for their other tabs). */
export type NoteEvent = {
  __typename?: 'NoteEvent';
  /** Set when the note was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The note as saved now; null when it was deleted. */
  note?: Maybe<Note>;
};

export type NoteInput = {
  body: Scalars['String']['input'];
  color: NoteColor;
  /** YYYY-MM-DD or null. */
  linkedDate?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/**
 * How and when the portal e-mails the account holder. Mails never carry health values: a critical-alert mail
 * says that there is an alert and links to the alerts page; the weekly summary mail links to the overview.
 */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** Mail me when a critical vital alert is raised (at most one mail per vital per hour). */
  criticalAlertEmail: Scalars['Boolean']['output'];
  /** Language saved with these settings: en, fr, ar or zh. Mails use the account's saved language when it has one. */
  language: Scalars['String']['output'];
  /** End of quiet hours, local time HH:MM (24 h), exclusive; may be earlier than the start (wraps midnight). */
  quietHoursEnd?: Maybe<Scalars['String']['output']>;
  /** Start of quiet hours, local time HH:MM (24 h); null when there are none. No alert mail is sent inside them. */
  quietHoursStart?: Maybe<Scalars['String']['output']>;
  /**
   * IANA time zone saved with these settings, e.g. Europe/Paris. The quiet hours and the weekly schedule are read
   * in the account's time zone (Preferences.units.timeZone) when it has one; in this one otherwise.
   */
  timeZone: Scalars['String']['output'];
  /** When the settings were last saved; null while they are still the defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Mail me at 08:00 local time on the first day of my week (Preferences.units.firstDayOfWeek) about the week before. */
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

/** subject 3–150 characters, description 1–5,000. */
export type OpenTicketInput = {
  category: TicketCategory;
  description: Scalars['String']['input'];
  priority: TicketPriority;
  subject: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  address: DeliveryAddress;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The invoice issued for the order, when one was recorded. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  items: Array<OrderItem>;
  number: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  shippingMinor: Scalars['Int']['output'];
  status: OrderStatus;
  subtotalMinor: Scalars['Int']['output'];
  totalMinor: Scalars['Int']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  category: ProductCategory;
  /** The gadget kind to offer "add it as a gadget" with, when the portal supports this device. */
  gadgetKind?: Maybe<GadgetKind>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  lineTotalMinor: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitPriceMinor: Scalars['Int']['output'];
};

export type OrderStatus =
  /** Placed; stays so until an administrator records the payment. */
  'awaiting_payment' | 'cancelled' | 'paid';

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

export type PaymentMethod = 'bank_transfer' | 'card' | 'cash' | 'cheque' | 'insurance' | 'other';

/**
 * Another portal member as the viewer sees them: names only (no e-mail, nothing from records or vitals) and how
 * the two are related. Members who blocked each other do not see each other at all (NOT_FOUND).
 */
export type Person = {
  __typename?: 'Person';
  /** Signed URL of the member's avatar, when they chose one. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** I blocked this member. */
  blocked: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** This member follows me. */
  followsMe: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** I follow this member (spec §3 followers: `isFollowed`). */
  isFollowed: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A page of members, newest relationship first; pass `nextCursor` as `after` for the next page. */
export type PersonPage = {
  __typename?: 'PersonPage';
  items: Array<Person>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
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

export type Post = {
  __typename?: 'Post';
  author: PostAuthor;
  /** Plain text (at most 5,000 characters), shown as text. */
  body: Scalars['String']['output'];
  /** Top-level comments and replies together. */
  commentCount: Scalars['Int']['output'];
  /** Top-level comments, newest first. */
  comments: PostCommentPage;
  createdAt: Scalars['DateTime']['output'];
  /** A health snapshot the author chose to share with this post; null for most posts. */
  healthSnapshot?: Maybe<HealthSnapshot>;
  id: Scalars['ID']['output'];
  /** Images in the author's order (signed URLs, issued after the access check). */
  images: Array<Upload>;
  likeCount: Scalars['Int']['output'];
  likedByMe: Scalars['Boolean']['output'];
  /** The newest likers (at most three, newest first) the viewer may see: nobody across a block with the viewer. */
  likers: Array<PostAuthor>;
  /** The viewer wrote it (may delete it). */
  mine: Scalars['Boolean']['output'];
  visibility: PostVisibility;
};

export type PostCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Something happened on a post the viewer may see. */
export type PostActivity = {
  __typename?: 'PostActivity';
  /** The new comment or reply (COMMENTED, REPLIED); null (and `commentId` null) when its author is across a block. */
  comment?: Maybe<PostComment>;
  /** The deleted comment's id (COMMENT_DELETED). */
  commentId?: Maybe<Scalars['ID']['output']>;
  kind: PostActivityKind;
  /** The post as the viewer sees it now (counts, likedByMe); null once deleted. */
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
};

export type PostActivityKind = 'COMMENTED' | 'COMMENT_DELETED' | 'LIKED' | 'POST_DELETED' | 'REPLIED';

/** A member as shown beside a post or comment. */
export type PostAuthor = {
  __typename?: 'PostAuthor';
  /** A short-lived signed URL of the avatar thumbnail, or null. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

export type PostComment = {
  __typename?: 'PostComment';
  author: PostAuthor;
  /** Plain text (at most 2,000 characters). */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  mine: Scalars['Boolean']['output'];
  /** The top comment this replies to; null for a comment. */
  parentId?: Maybe<Scalars['ID']['output']>;
  postId: Scalars['ID']['output'];
  /** Replies to this comment, newest first (always empty on a reply). */
  replies: PostCommentPage;
  replyCount: Scalars['Int']['output'];
};

export type PostCommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PostCommentPage = {
  __typename?: 'PostCommentPage';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  nodes: Array<PostComment>;
};

/** A keyset page: pass endCursor as `after` for the next one. */
export type PostPage = {
  __typename?: 'PostPage';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  nodes: Array<Post>;
};

/** Who may read a post. */
export type PostVisibility =
  /** Only the author's followers (and the author). */
  | 'FOLLOWERS'
  /** Every signed-in member of the portal. */
  | 'MEMBERS';

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

/** Price buckets of the filter sidebar (in the shop currency): 0–50, 50–100, 100–200, over 200. */
export type PriceBucket = 'FROM_50_TO_100' | 'FROM_100_TO_200' | 'OVER_200' | 'UNDER_50';

/** One part of a line's price (FHIR Invoice.lineItem.priceComponent). */
export type PriceComponent = {
  __typename?: 'PriceComponent';
  amountMinor: Scalars['Int']['output'];
  code?: Maybe<Scalars['String']['output']>;
  type: PriceComponentType;
};

/** FHIR R4 InvoicePriceComponentType. */
export type PriceComponentType = 'base' | 'deduction' | 'discount' | 'informational' | 'surcharge' | 'tax';

export type Product = {
  __typename?: 'Product';
  /** Shown in the shop (admins may hide a product). */
  active: Scalars['Boolean']['output'];
  /** True when the signed-in user ordered it and has not reviewed it yet. */
  canReview: Scalars['Boolean']['output'];
  category: ProductCategory;
  colour: ProductColour;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The gadget kind the portal pairs this device as, when it supports it. */
  gadgetKind?: Maybe<GadgetKind>;
  gender: ProductGender;
  id: Scalars['ID']['output'];
  /** Gallery images (drawn for the project; SVG served by /api/shop/art). */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The former price when the product is on offer. */
  oldPriceMinor?: Maybe<Scalars['Int']['output']>;
  priceMinor: Scalars['Int']['output'];
  /** Average of the buyers' ratings, 0 when none. */
  rating: Scalars['Float']['output'];
  /** Up to 4 other products of the same category. */
  related: Array<Product>;
  reviewCount: Scalars['Int']['output'];
  soldCount: Scalars['Int']['output'];
  stock: Scalars['Int']['output'];
};

export type ProductCategory =
  'bp_cuff' | 'cgm' | 'pulse_oximeter' | 'scale' | 'sleep_tracker' | 'thermometer' | 'watch';

export type ProductColour = 'black' | 'blue' | 'green' | 'pink' | 'silver' | 'white';

/** Every filter is optional: absent (or null) means "All". */
export type ProductFilter = {
  category?: InputMaybe<ProductCategory>;
  colour?: InputMaybe<ProductColour>;
  gender?: InputMaybe<ProductGender>;
  /** Average rating at least this many stars (1–5). */
  minRating?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<PriceBucket>;
  /** Part of the name or description (≤ 100 characters). */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ProductGender = 'kids' | 'men' | 'unisex' | 'women';

export type ProductInput = {
  active: Scalars['Boolean']['input'];
  category: ProductCategory;
  colour: ProductColour;
  /** 1–2000 characters. */
  description: Scalars['String']['input'];
  gender: ProductGender;
  /** 1–120 characters. */
  name: Scalars['String']['input'];
  oldPriceMinor?: InputMaybe<Scalars['Int']['input']>;
  /** 0 – 10,000,000. */
  priceMinor: Scalars['Int']['input'];
  /** 0 – 100,000. */
  stock: Scalars['Int']['input'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  nodes: Array<Product>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProductReview = {
  __typename?: 'ProductReview';
  /** First name and initial of the reviewer (no e-mail). */
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  mine: Scalars['Boolean']['output'];
  rating: Scalars['Int']['output'];
};

export type ProductSort =
  /** Newest first (the default). */
  | 'NEWEST'
  /** Most units sold first. */
  | 'POPULAR'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type Profile = {
  __typename?: 'Profile';
  avatar?: Maybe<Upload>;
  /** Signed URL of the avatar's thumbnail, or null. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  cover?: Maybe<Upload>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** The `followers(userId:)` list's `totalCount`: visible members only, nobody across a block with the viewer. */
  followerCount: Scalars['Int']['output'];
  /** The `following(userId:)` list's `totalCount`, under the same rule. */
  followingCount: Scalars['Int']['output'];
  /** This member follows the viewer. */
  followsMe: Scalars['Boolean']['output'];
  /** The member's user id. */
  id: Scalars['ID']['output'];
  /** The viewer follows this member. */
  isFollowed: Scalars['Boolean']['output'];
  /** The viewer's own profile. */
  isMe: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** When the account was made (the intro card's "member since"). */
  memberSince: Scalars['DateTime']['output'];
  postCount: Scalars['Int']['output'];
};

/** One change on a member's profile, read for the viewer as they may see it now. */
export type ProfileActivity = {
  __typename?: 'ProfileActivity';
  /** POST_DELETED: the id of the post that is gone. */
  deletedPostId?: Maybe<Scalars['ID']['output']>;
  kind: ProfileActivityKind;
  /** POSTED and FEED_POSTED: the new post. */
  post?: Maybe<Post>;
  /** The profile now: postCount, followerCount, followingCount, isFollowed and followsMe as `profile` answers them. */
  profile: Profile;
};

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

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type Query = {
  __typename?: 'Query';
  accountDeletionInfo: AccountDeletionInfo;
  /** Administrators only: the admin audit, newest first (first: 1–100, default 25). */
  adminAudit: AdminAuditPage;
  /** Administrators: orders, newest first, optionally of one status. */
  adminOrders: Array<AdminOrder>;
  /** Administrators: every product, hidden ones included (search by name). */
  adminProducts: ProductPage;
  /** Administrators: one user's invoices, newest first. */
  adminUserInvoices: Array<Invoice>;
  /**
   * Administrators only (FORBIDDEN otherwise). Substring search on name and e-mail (case-insensitive),
   * filters, sort, offset pagination (first: 1–100, default 25).
   */
  adminUsers: AdminUserPage;
  /** The visible chat, oldest first (at most 200). An empty chat is the opener 'Whats on your mind?'. */
  aiChat: Array<AiChatMessage>;
  aiUserState: AiUserState;
  /** Every alert rule with its default, the viewer's limit and the allowed bounds. */
  alertThresholds: Array<AlertThreshold>;
  /** Members I blocked. */
  blockedPeople: Array<Person>;
  /** The article's top-level comments, newest first, each with its replies. */
  blogComments: Array<BlogComment>;
  /** One article by its slug (NOT_FOUND for a draft unless the viewer is an administrator). */
  blogPost: BlogPost;
  /**
   * Published articles (administrators also see drafts with includeDrafts), newest first by default, optionally
   * of one category. first ≤ 50.
   */
  blogPosts: BlogPostPage;
  cart: Cart;
  /**
   * Messages of one of the viewer's conversations, oldest first. Default: the newest `limit` (≤ 100, default 50).
   * `before: <message id>` pages back; `after: <message id>` gives what came after it (a reconnecting client's
   * catch-up), in order. NOT_FOUND for anyone else's conversation or a message id not in it.
   */
  chatMessages: ChatMessagePage;
  /** Members the viewer may start a chat with (they follow each other, no block), by name; `search` narrows. */
  chatPeople: Array<ChatPerson>;
  /** The delivery address to prefill the checkout with, from the personal information. */
  checkoutAddress?: Maybe<DeliveryAddress>;
  /**
   * Replies to a comment, newest first (a shallower path than Post.comments.replies, which the depth limit of 6
   * leaves no room for with authors).
   */
  commentReplies: PostCommentPage;
  /** One of the viewer's contacts (deleted ones too); NOT_FOUND for anyone else's. */
  contact: Contact;
  /** The departments of the viewer's contacts, with counts, by name. */
  contactDepartments: Array<ContactDepartment>;
  /**
   * The viewer's contacts in one list, sorted by name. `department` (case-insensitive, exact) and `search`
   * (name, company, department, e-mail or phone contains) narrow it. TRASH lists deleted contacts; the others
   * never include them.
   */
  contacts: Array<Contact>;
  /** One of the viewer's conversations; NOT_FOUND for anyone else's. */
  conversation: Conversation;
  /** The viewer's conversations, most recent activity first; `search` matches the other member's name. */
  conversations: Array<Conversation>;
  /** The user's whole record as a FHIR R4 Bundle (type collection), as JSON text. Also GET /api/fhir/export. */
  exportFhirBundle: Scalars['String']['output'];
  /** The viewer's feed: their own and followed members' posts, newest first. */
  feed: PostPage;
  /**
   * Who follows this member (default: me). Blocked either way → NOT_FOUND. Verified, unbanned members only, and
   * never anyone across a block with the viewer (also on a third member's list); `totalCount` follows the same rule.
   */
  followers: PersonPage;
  /** Whom this member follows (default: me), under the same rules as `followers`. */
  following: PersonPage;
  /**
   * This member's friends (default: me): members they follow who follow them back, newest friendship first (when
   * the second follow came), under the same rules as `followers`.
   */
  friends: PersonPage;
  /** The signed-in user's gadgets (removed ones are not listed; their readings are kept). */
  gadgets: Array<Gadget>;
  /** A member's gallery, newest first; `search` matches titles. */
  gallery: GalleryPage;
  /** Liveness of the API; true when the server answers. */
  health: Scalars['Boolean']['output'];
  /** What the viewer could share now: every kind they have data for (an audited read of their vitals). */
  healthSnapshotPreview: HealthSnapshot;
  /** One of the signed-in user's invoices; NOT_FOUND for anyone else's (administrators included: they use adminUserInvoices). */
  invoice: Invoice;
  /** The signed-in user's invoices, filtered, sorted and paged on the server (limit ≤ 100). */
  invoices: InvoicePage;
  /** The newest reading of each vital the user has. */
  latestVitals: Array<VitalReading>;
  mailCounts: MailCounts;
  /** One of the viewer's entries (NOT_FOUND for anyone else's). */
  mailEntry: MailEntry;
  /** People the viewer may write to whose name matches `search` (empty: the care team). At most 20. */
  mailRecipients: Array<MailPerson>;
  /** A page of the viewer's mailbox, newest first. `search` (at most 100 characters) matches subject and body. */
  mailbox: MailPage;
  /** The signed-in account. UNAUTHENTICATED without a valid token. */
  me: User;
  messagingSettings: MessagingSettings;
  /** Who accessed my data, newest first (first: 1–200, default 50). */
  myAccessLog: Array<AccessLogEntry>;
  /** Administrator actions about the signed-in account, newest first. */
  myAdminActions: Array<AccountAdminAction>;
  /** The viewer's preferences (defaults when never saved). */
  myPreferences: Preferences;
  /** The signed-in user's live sessions, most recently used first. */
  mySessions: Array<Session>;
  /** One of the user's notes (NOT_FOUND for anyone else's). */
  note: Note;
  /** The signed-in user's notes, most recently edited first; search matches title and text (case-insensitive). */
  notes: Array<Note>;
  /** The signed-in user's own notification settings (the defaults until they save). */
  notificationSettings: NotificationSettings;
  /** NOT_FOUND for another user's order. */
  order: Order;
  /** The signed-in user's orders, newest first. */
  orders: Array<Order>;
  /**
   * Whether a password-reset link can still be used, so the page says so when it opens instead of after a new
   * password was typed. Needs no sign-in; the token is a 256-bit secret, so this reveals nothing guessable.
   */
  passwordResetLinkStatus: EmailLinkStatus;
  /** Demographics from imported Patient resources that the user has not dismissed. */
  patientSuggestions: Array<PatientSuggestion>;
  /** The newest imported FHIR Patient's demographics (not dismissed), or null when the records hold none. */
  personalInfoFromRecords?: Maybe<PersonalInfoFromRecords>;
  /** One post, or NOT_FOUND. */
  post: Post;
  /** NOT_FOUND for an unknown or hidden product (admins see hidden ones). */
  product: Product;
  /** Newest first. */
  productReviews: Array<ProductReview>;
  /** The shop grid: filters (all optional), sort (default NEWEST), offset paging (first ≤ 48). */
  products: ProductPage;
  /** A member's profile; the viewer's own when userId is omitted. */
  profile: Profile;
  /** One record; null when it is not the user's (or does not exist). */
  record?: Maybe<MedicalRecord>;
  /**
   * The user's records. search looks in title, notes and observation codes/displays (case-insensitive);
   * kinds filters; from/to bound the record date (inclusive). page is 1-based; pageSize 1–100 (default 20).
   */
  records: RecordPage;
  /** Members whose name contains the text (2–100 characters), excluding me and anyone blocked either way. */
  searchPeople: Array<Person>;
  /** Sleep sessions overlapping [from, to), oldest first. */
  sleepSessions: Array<SleepSession>;
  ticket: Ticket;
  /** Administrators a ticket can be assigned to (administrators only). */
  ticketAssignees: Array<TicketPerson>;
  /** The viewer's tickets (every ticket for an administrator). `search` (≤ 100 characters) matches subject, description and #number. */
  tickets: TicketPage;
  twin: TwinPage;
  /** Every body system's summary (the overview's highlights); audited once as twin.overview. */
  twinOverview: Array<TwinSystemSummary>;
  twoFactorStatus: TwoFactorStatus;
  /** A member's posts the viewer may see, newest first (NOT_FOUND across a block). */
  userPosts: PostPage;
  /** Newest first (limit 1–500). acknowledged: false → open alerts only; true → acknowledged only; omitted → all. */
  vitalAlerts: Array<VitalAlert>;
  /** Raw readings after `since` (at most 24 h ago; oldest first; default 1000, limit 1–5000): what a live page missed. */
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
export type QueryAdminOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryAdminProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryAdminUserInvoicesArgs = {
  userId: Scalars['ID']['input'];
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
export type QueryBlogCommentsArgs = {
  postId: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryBlogPostArgs = {
  slug: Scalars['String']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryBlogPostsArgs = {
  category?: InputMaybe<BlogCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<BlogSort>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryChatMessagesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryChatPeopleArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryCommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  commentId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryContactsArgs = {
  department?: InputMaybe<Scalars['String']['input']>;
  list?: InputMaybe<ContactList>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryConversationsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryFeedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryFriendsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryGalleryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<InvoiceSort>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryMailEntryArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryMailRecipientsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryMailboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  label?: InputMaybe<MailLabel>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  view: MailView;
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
export type QueryNoteArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryNotesArgs = {
  linkedDate?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryPasswordResetLinkStatusArgs = {
  token: Scalars['String']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryProductReviewsArgs = {
  productId: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryProfileArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
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
export type QuerySearchPeopleArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QuerySleepSessionsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryTicketsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<TicketSort>;
  status?: InputMaybe<TicketStatus>;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryTwinArgs = {
  system: TwinSystem;
};

/** Root types. Each domain file extends them (schema/<domain>.graphql). */
export type QueryUserPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
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

export type RecordPaymentInput = {
  amountMinor: Scalars['Int']['input'];
  /** Must be the invoice's currency. */
  currency: Scalars['String']['input'];
  invoiceId: Scalars['ID']['input'];
  method: PaymentMethod;
  /** YYYY-MM-DD, not in the future. */
  paidOn: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
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
  /** The signed-in user's chat events: their messages, the reply's chunks, then the stored reply. */
  aiChatEvents: AiChatEvent;
  /** The signed-in user's cart after every change (other tabs and devices). */
  cartUpdated: Cart;
  /** Every chat event addressed to the viewer, across their conversations. */
  chatEvents: ChatEvent;
  /** Progress of one of the user's imports; subscribe before starting it. */
  fhirImportProgress: FhirImportProgress;
  /** The signed-in user's invoices as they change (a payment recorded, an invoice issued or cancelled). */
  invoiceUpdated: Invoice;
  /** A message arriving in the viewer's inbox. */
  mailReceived: MailEntry;
  /** The signed-in user's notes as other tabs save or delete them. */
  notesChanged: NoteEvent;
  /** The signed-in user's order when its status changes (e.g. paid). */
  orderUpdated: Order;
  /** Likes, comments and replies on these posts (at most 50), each re-read for the viewer. */
  postActivity: PostActivity;
  /** The viewer's preferences changed (in another tab or device). */
  preferencesUpdated: Preferences;
  /**
   * A member's profile, live (the viewer's own when userId is omitted): the counts when a follow to or from them
   * begins or ends, their new posts the viewer may see, and the deletion of a post the viewer could see; on the
   * viewer's own profile also the new posts of the members they follow (FEED_POSTED), as their feed shows them. Blocked either way → NOT_FOUND. Nothing is delivered
   * about a member on the other side of a block with the viewer, nor once the viewer may no longer see the member.
   */
  profileActivity: ProfileActivity;
  /** A sleep session of the user was stored. */
  sleepUpdated: SleepSession;
  /** The viewer's own tickets when the support side answers or changes them. */
  ticketUpdated: Ticket;
  /** A threshold alert of the user was raised. */
  vitalAlert: VitalAlert;
  /** The user's own readings as they are committed, one list per batch; `kinds` filters (all when omitted). */
  vitalReadings: Array<VitalReading>;
};

export type SubscriptionFhirImportProgressArgs = {
  importId: Scalars['ID']['input'];
};

export type SubscriptionPostActivityArgs = {
  postIds: Array<Scalars['ID']['input']>;
};

export type SubscriptionProfileActivityArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type SubscriptionVitalReadingsArgs = {
  kinds?: InputMaybe<Array<VitalKind>>;
};

export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';

export type TextDirection = 'LTR' | 'RTL';

export type ThemeMode = 'DARK' | 'LIGHT';

export type ThresholdComparator = 'GT' | 'GTE' | 'LT' | 'LTE';

export type Ticket = {
  __typename?: 'Ticket';
  assignee?: Maybe<TicketPerson>;
  category: TicketCategory;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The start of the description (one line, at most 120 characters). */
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The conversation, oldest first. */
  messages: Array<TicketMessage>;
  /** The short number shown as #1001. */
  number: Scalars['Int']['output'];
  owner: TicketPerson;
  priority: TicketPriority;
  status: TicketStatus;
  subject: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Increases with every change; pass it back to change the ticket. */
  version: Scalars['Int']['output'];
};

export type TicketCategory = 'ACCOUNT' | 'BILLING' | 'DEVICES' | 'OTHER' | 'RECORDS' | 'TECHNICAL';

/** How many tickets the viewer can see, per status (the count cards). */
export type TicketCounts = {
  __typename?: 'TicketCounts';
  closed: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TicketMessage = {
  __typename?: 'TicketMessage';
  /** Null when the author's account was deleted. */
  author?: Maybe<TicketPerson>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Written by the support side (an administrator). */
  fromStaff: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type TicketPage = {
  __typename?: 'TicketPage';
  counts: TicketCounts;
  nodes: Array<Ticket>;
  /** Matches of the filter and search. */
  total: Scalars['Int']['output'];
};

/** A person on a ticket (its owner, the assignee, a message's author). */
export type TicketPerson = {
  __typename?: 'TicketPerson';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type TicketPriority = 'HIGH' | 'LOW' | 'MEDIUM' | 'URGENT';

export type TicketSort = {
  direction: TicketSortDirection;
  field: TicketSortField;
};

export type TicketSortDirection = 'ASC' | 'DESC';

export type TicketSortField = 'CREATED_AT' | 'NUMBER' | 'PRIORITY' | 'STATUS' | 'SUBJECT' | 'UPDATED_AT';

export type TicketStatus = 'CLOSED' | 'OPEN' | 'PENDING';

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
  /** lastMeasuredAt is a day at no stated time (its midnight UTC): show it as a date, in UTC. */
  lastMeasuredDateOnly: Scalars['Boolean']['output'];
};

/** The body systems of the digital-twin pages. */
export type TwinSystem = 'blood' | 'brain' | 'digestion' | 'eye' | 'kidney' | 'liver' | 'vascular';

/** One system's summary, for the overview's highlights. */
export type TwinSystemSummary = {
  __typename?: 'TwinSystemSummary';
  summary: TwinSummary;
  system: TwinSystem;
};

export type TwinValue = {
  __typename?: 'TwinValue';
  /** Measured on a day at no stated time (a FHIR date): `time` is that day's midnight UTC; show it as a date, in UTC. */
  dateOnly: Scalars['Boolean']['output'];
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
  /**
   * How many other sessions were signed out. They were opened with the password alone, so turning two-factor
   * sign-in on ends them (the session making this request stays).
   */
  signedOutSessions: Scalars['Int']['output'];
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

/**
 * A file a member uploaded (POST /api/uploads), as shown to someone allowed to see it. The content type was
 * decided from the bytes; images were re-encoded without their metadata (no EXIF location).
 */
export type Upload = {
  __typename?: 'Upload';
  createdAt: Scalars['DateTime']['output'];
  /** Cleaned file name, with the extension of the real content. */
  filename: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** image/jpeg, image/png, image/webp, application/pdf or text/plain. */
  mime: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Signed URL of a WebP thumbnail (at most 480 px), images only. */
  thumbUrl?: Maybe<Scalars['String']['output']>;
  /** Signed, short-lived URL of the file (works in <img src> without a token). */
  url: Scalars['String']['output'];
  /** Pixels, images only. */
  width?: Maybe<Scalars['Int']['output']>;
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
  /** The reading's own status decides: CRITICAL in a critical band of the clinical ranges (the status every page shows), else WARNING. */
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
  AdminAuditInvoice: ResolverTypeWrapper<
    Omit<AdminAuditInvoice, 'paymentMethod'> & { paymentMethod?: Maybe<ResolversTypes['PaymentMethod']> }
  >;
  AdminAuditPage: ResolverTypeWrapper<
    Omit<AdminAuditPage, 'nodes'> & { nodes: Array<ResolversTypes['AdminAuditEntry']> }
  >;
  AdminOrder: ResolverTypeWrapper<AdminOrderView>;
  AdminSortDirection: AdminSortDirection;
  AdminUser: ResolverTypeWrapper<UserView>;
  AdminUserFilter: AdminUserFilter;
  AdminUserPage: ResolverTypeWrapper<Omit<AdminUserPage, 'nodes'> & { nodes: Array<ResolversTypes['AdminUser']> }>;
  AdminUserSort: AdminUserSort;
  AdminUserSortField: AdminUserSortField;
  AiChatCount: ResolverTypeWrapper<AiChatCount>;
  AiChatEvent: ResolverTypeWrapper<AiChatEventPayload>;
  AiChatEventType: AiChatEventType;
  AiChatMessage: ResolverTypeWrapper<AiMessageView>;
  AiEngine: ResolverTypeWrapper<AiEngine>;
  AiMessageStatus: ResolverTypeWrapper<'pending' | 'answered' | 'done' | 'stopped' | 'failed'>;
  AiOverallFacts: ResolverTypeWrapper<
    Omit<AiOverallFacts, 'labSystems' | 'vitalsOut'> & {
      labSystems: Array<ResolversTypes['TwinSystem']>;
      vitalsOut: Array<ResolversTypes['AiVitalOutOfLimits']>;
    }
  >;
  AiQuota: ResolverTypeWrapper<AiQuota>;
  AiSender: ResolverTypeWrapper<'user' | 'ai'>;
  AiSource: ResolverTypeWrapper<AiSourceValue>;
  AiState: ResolverTypeWrapper<
    Omit<AiState, 'overallFacts'> & { overallFacts?: Maybe<ResolversTypes['AiOverallFacts']> }
  >;
  AiUserState: ResolverTypeWrapper<AiUserState>;
  AiVitalOutOfLimits: ResolverTypeWrapper<
    Omit<AiVitalOutOfLimits, 'kind' | 'status'> & {
      kind: ResolversTypes['VitalKind'];
      status: ResolversTypes['IndicatorStatus'];
    }
  >;
  AlertSeverity: ResolverTypeWrapper<AlertSeverityValue>;
  AlertThreshold: ResolverTypeWrapper<AlertThresholdView>;
  AlertThresholdInput: AlertThresholdInput;
  Appearance: ResolverTypeWrapper<AppearanceValue>;
  AppearanceInput: AppearanceInput;
  Attachment: ResolverTypeWrapper<AttachmentView>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BanState: ResolverTypeWrapper<BanState>;
  BlogCategory: ResolverTypeWrapper<BlogCategoryValue>;
  BlogComment: ResolverTypeWrapper<BlogCommentView>;
  BlogPerson: ResolverTypeWrapper<BlogPerson>;
  BlogPost: ResolverTypeWrapper<BlogPostView>;
  BlogPostInput: BlogPostInput;
  BlogPostPage: ResolverTypeWrapper<Omit<BlogPostPage, 'nodes'> & { nodes: Array<ResolversTypes['BlogPost']> }>;
  BlogSort: ResolverTypeWrapper<BlogSortValue>;
  BlogStatus: ResolverTypeWrapper<BlogStatusValue>;
  BloodType: ResolverTypeWrapper<BloodTypeValue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartView>;
  CartItem: ResolverTypeWrapper<CartLineView>;
  ChatEvent: ResolverTypeWrapper<ChatEventPayload>;
  ChatEventKind: ChatEventKind;
  ChatMessage: ResolverTypeWrapper<ChatMessageView>;
  ChatMessagePage: ResolverTypeWrapper<
    Omit<ChatMessagePage, 'messages'> & { messages: Array<ResolversTypes['ChatMessage']> }
  >;
  ChatMessageType: ResolverTypeWrapper<ChatMessageTypeValue>;
  ChatPerson: ResolverTypeWrapper<ChatPersonView>;
  ClockFormat: ClockFormat;
  ColorTheme: ColorTheme;
  Contact: ResolverTypeWrapper<ContactRow>;
  ContactDepartment: ResolverTypeWrapper<ContactDepartment>;
  ContactInput: ContactInput;
  ContactList: ContactList;
  Conversation: ResolverTypeWrapper<ConversationView>;
  CreatePostInput: CreatePostInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddress>;
  DeliveryAddressInput: DeliveryAddressInput;
  EmailLinkStatus: EmailLinkStatus;
  EmergencyContact: ResolverTypeWrapper<EmergencyContact>;
  EmergencyContactInput: EmergencyContactInput;
  FhirImportIssue: ResolverTypeWrapper<Omit<FhirImportIssue, 'flag'> & { flag?: Maybe<ResolversTypes['RecordFlag']> }>;
  FhirImportPhase: ResolverTypeWrapper<ImportPhaseValue>;
  FhirImportProgress: ResolverTypeWrapper<ImportProgress>;
  FhirImportResult: ResolverTypeWrapper<ImportResult>;
  FhirTypeCount: ResolverTypeWrapper<FhirTypeCount>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gadget: ResolverTypeWrapper<GadgetRow>;
  GadgetKeyStatus: ResolverTypeWrapper<'active' | 'revoked'>;
  GadgetKind: ResolverTypeWrapper<GadgetKindValue>;
  GadgetWithKey: ResolverTypeWrapper<GadgetWithKeyResult>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  GalleryPage: ResolverTypeWrapper<GalleryPage>;
  Gender: ResolverTypeWrapper<GenderValue>;
  GlucoseUnit: GlucoseUnit;
  HealthSnapshot: ResolverTypeWrapper<HealthSnapshotView>;
  HealthSnapshotItem: ResolverTypeWrapper<HealthSnapshotItemRow>;
  HealthSnapshotKind: ResolverTypeWrapper<HealthSnapshotKindValue>;
  HeightUnit: HeightUnit;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndicatorStatus: ResolverTypeWrapper<IndicatorStatusValue>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interpretation: ResolverTypeWrapper<InterpretationValue>;
  Invoice: ResolverTypeWrapper<InvoiceView>;
  InvoiceEvent: ResolverTypeWrapper<InvoiceEventRow>;
  InvoiceEventType: ResolverTypeWrapper<InvoiceEventTypeValue>;
  InvoiceFilter: InvoiceFilter;
  InvoiceLine: ResolverTypeWrapper<InvoiceLineRow>;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceOrigin: ResolverTypeWrapper<InvoiceOriginValue>;
  InvoicePage: ResolverTypeWrapper<InvoicePageView>;
  InvoicePayment: ResolverTypeWrapper<InvoicePaymentRow>;
  InvoiceSort: ResolverTypeWrapper<InvoiceSortValue>;
  InvoiceState: ResolverTypeWrapper<InvoiceStateValue>;
  InvoiceStatus: ResolverTypeWrapper<InvoiceStatusValue>;
  InvoiceTotal: ResolverTypeWrapper<InvoiceTotalView>;
  IssueInvoiceInput: IssueInvoiceInput;
  LayoutWidth: LayoutWidth;
  MailCounts: ResolverTypeWrapper<MailCounts>;
  MailEntry: ResolverTypeWrapper<MailEntry>;
  MailFlagsInput: MailFlagsInput;
  MailFolder: MailFolder;
  MailInput: MailInput;
  MailLabel: MailLabel;
  MailPage: ResolverTypeWrapper<MailPage>;
  MailPerson: ResolverTypeWrapper<MailPerson>;
  MailView: MailView;
  MedicalRecord: ResolverTypeWrapper<RecordView>;
  MessagingSettings: ResolverTypeWrapper<MessagingSettings>;
  MessagingSettingsInput: MessagingSettingsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Note: ResolverTypeWrapper<NoteView>;
  NoteColor: ResolverTypeWrapper<NoteColorValue>;
  NoteEvent: ResolverTypeWrapper<NoteEventView>;
  NoteInput: NoteInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  Observation: ResolverTypeWrapper<ObservationView>;
  ObservationInput: ObservationInput;
  OpenTicketInput: OpenTicketInput;
  Order: ResolverTypeWrapper<OrderView>;
  OrderItem: ResolverTypeWrapper<OrderItemRow>;
  OrderStatus: ResolverTypeWrapper<OrderStatusValue>;
  PatientSuggestion: ResolverTypeWrapper<PatientSuggestionRow>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodValue>;
  Person: ResolverTypeWrapper<Person>;
  PersonPage: ResolverTypeWrapper<PersonPage>;
  PersonalInfoFromRecords: ResolverTypeWrapper<FromRecordsView>;
  PersonalInfoInput: PersonalInfoInput;
  PersonalInfoState: ResolverTypeWrapper<PersonalInfoParent>;
  Post: ResolverTypeWrapper<PostView>;
  PostActivity: ResolverTypeWrapper<
    Omit<PostActivity, 'comment' | 'post'> & {
      comment?: Maybe<ResolversTypes['PostComment']>;
      post?: Maybe<ResolversTypes['Post']>;
    }
  >;
  PostActivityKind: PostActivityKind;
  PostAuthor: ResolverTypeWrapper<PostAuthor>;
  PostComment: ResolverTypeWrapper<CommentView>;
  PostCommentPage: ResolverTypeWrapper<
    Omit<PostCommentPage, 'nodes'> & { nodes: Array<ResolversTypes['PostComment']> }
  >;
  PostPage: ResolverTypeWrapper<Omit<PostPage, 'nodes'> & { nodes: Array<ResolversTypes['Post']> }>;
  PostVisibility: PostVisibility;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PostalAddressInput: PostalAddressInput;
  Preferences: ResolverTypeWrapper<PreferencesView>;
  PreferencesInput: PreferencesInput;
  PreferredLanguage: ResolverTypeWrapper<PreferredLanguageValue>;
  PriceBucket: PriceBucket;
  PriceComponent: ResolverTypeWrapper<Omit<PriceComponent, 'type'> & { type: ResolversTypes['PriceComponentType'] }>;
  PriceComponentType: ResolverTypeWrapper<PriceComponentTypeValue>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductCategory: ResolverTypeWrapper<ProductCategoryValue>;
  ProductColour: ResolverTypeWrapper<ProductColourValue>;
  ProductFilter: ProductFilter;
  ProductGender: ResolverTypeWrapper<ProductGenderValue>;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<ProductPageView>;
  ProductReview: ResolverTypeWrapper<ReviewView>;
  ProductSort: ProductSort;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileActivity: ResolverTypeWrapper<Omit<ProfileActivity, 'post'> & { post?: Maybe<ResolversTypes['Post']> }>;
  ProfileActivityKind: ProfileActivityKind;
  ProfileImageSlot: ProfileImageSlot;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeContext: ResolverTypeWrapper<RangeContextValue>;
  ReadingSource: ResolverTypeWrapper<ReadingSourceValue>;
  RecordFlag: ResolverTypeWrapper<RecordFlagValue>;
  RecordInput: RecordInput;
  RecordKind: ResolverTypeWrapper<RecordKindValue>;
  RecordPage: ResolverTypeWrapper<Omit<RecordPage, 'items'> & { items: Array<ResolversTypes['MedicalRecord']> }>;
  RecordPaymentInput: RecordPaymentInput;
  RecordSort: ResolverTypeWrapper<RecordSortValue>;
  RecordSource: ResolverTypeWrapper<RecordSourceValue>;
  ReferenceRange: ResolverTypeWrapper<ReferenceRangeValue>;
  SafeInt: ResolverTypeWrapper<Scalars['SafeInt']['output']>;
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
  Ticket: ResolverTypeWrapper<TicketView>;
  TicketCategory: TicketCategory;
  TicketCounts: ResolverTypeWrapper<TicketCounts>;
  TicketMessage: ResolverTypeWrapper<TicketMessage>;
  TicketPage: ResolverTypeWrapper<Omit<TicketPage, 'nodes'> & { nodes: Array<ResolversTypes['Ticket']> }>;
  TicketPerson: ResolverTypeWrapper<TicketPerson>;
  TicketPriority: TicketPriority;
  TicketSort: TicketSort;
  TicketSortDirection: TicketSortDirection;
  TicketSortField: TicketSortField;
  TicketStatus: TicketStatus;
  TwinIndicator: ResolverTypeWrapper<TwinIndicatorView>;
  TwinPage: ResolverTypeWrapper<TwinPageView>;
  TwinPoint: ResolverTypeWrapper<TwinPoint>;
  TwinSummary: ResolverTypeWrapper<TwinSummary>;
  TwinSystem: ResolverTypeWrapper<TwinSystemValue>;
  TwinSystemSummary: ResolverTypeWrapper<Omit<TwinSystemSummary, 'system'> & { system: ResolversTypes['TwinSystem'] }>;
  TwinValue: ResolverTypeWrapper<TwinValue>;
  TwoFactorEnabled: ResolverTypeWrapper<TwoFactorEnabled>;
  TwoFactorEnrollment: ResolverTypeWrapper<TwoFactorEnrollment>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UiLanguage: UiLanguage;
  UnitPreferences: ResolverTypeWrapper<UnitsView>;
  UnitPreferencesInput: UnitPreferencesInput;
  Upload: ResolverTypeWrapper<Upload>;
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
  AdminAuditInvoice: AdminAuditInvoice;
  AdminAuditPage: Omit<AdminAuditPage, 'nodes'> & { nodes: Array<ResolversParentTypes['AdminAuditEntry']> };
  AdminOrder: AdminOrderView;
  AdminUser: UserView;
  AdminUserFilter: AdminUserFilter;
  AdminUserPage: Omit<AdminUserPage, 'nodes'> & { nodes: Array<ResolversParentTypes['AdminUser']> };
  AdminUserSort: AdminUserSort;
  AiChatCount: AiChatCount;
  AiChatEvent: AiChatEventPayload;
  AiChatMessage: AiMessageView;
  AiEngine: AiEngine;
  AiOverallFacts: Omit<AiOverallFacts, 'vitalsOut'> & { vitalsOut: Array<ResolversParentTypes['AiVitalOutOfLimits']> };
  AiQuota: AiQuota;
  AiSource: AiSourceValue;
  AiState: Omit<AiState, 'overallFacts'> & { overallFacts?: Maybe<ResolversParentTypes['AiOverallFacts']> };
  AiUserState: AiUserState;
  AiVitalOutOfLimits: AiVitalOutOfLimits;
  AlertThreshold: AlertThresholdView;
  AlertThresholdInput: AlertThresholdInput;
  Appearance: AppearanceValue;
  AppearanceInput: AppearanceInput;
  Attachment: AttachmentView;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BanState: BanState;
  BlogComment: BlogCommentView;
  BlogPerson: BlogPerson;
  BlogPost: BlogPostView;
  BlogPostInput: BlogPostInput;
  BlogPostPage: Omit<BlogPostPage, 'nodes'> & { nodes: Array<ResolversParentTypes['BlogPost']> };
  Boolean: Scalars['Boolean']['output'];
  Cart: CartView;
  CartItem: CartLineView;
  ChatEvent: ChatEventPayload;
  ChatMessage: ChatMessageView;
  ChatMessagePage: Omit<ChatMessagePage, 'messages'> & { messages: Array<ResolversParentTypes['ChatMessage']> };
  ChatPerson: ChatPersonView;
  Contact: ContactRow;
  ContactDepartment: ContactDepartment;
  ContactInput: ContactInput;
  Conversation: ConversationView;
  CreatePostInput: CreatePostInput;
  DateTime: Scalars['DateTime']['output'];
  DeliveryAddress: DeliveryAddress;
  DeliveryAddressInput: DeliveryAddressInput;
  EmergencyContact: EmergencyContact;
  EmergencyContactInput: EmergencyContactInput;
  FhirImportIssue: FhirImportIssue;
  FhirImportProgress: ImportProgress;
  FhirImportResult: ImportResult;
  FhirTypeCount: FhirTypeCount;
  Float: Scalars['Float']['output'];
  Gadget: GadgetRow;
  GadgetWithKey: GadgetWithKeyResult;
  GalleryImage: GalleryImage;
  GalleryPage: GalleryPage;
  HealthSnapshot: HealthSnapshotView;
  HealthSnapshotItem: HealthSnapshotItemRow;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: InvoiceView;
  InvoiceEvent: InvoiceEventRow;
  InvoiceFilter: InvoiceFilter;
  InvoiceLine: InvoiceLineRow;
  InvoiceLineInput: InvoiceLineInput;
  InvoicePage: InvoicePageView;
  InvoicePayment: InvoicePaymentRow;
  InvoiceTotal: InvoiceTotalView;
  IssueInvoiceInput: IssueInvoiceInput;
  MailCounts: MailCounts;
  MailEntry: MailEntry;
  MailFlagsInput: MailFlagsInput;
  MailInput: MailInput;
  MailPage: MailPage;
  MailPerson: MailPerson;
  MedicalRecord: RecordView;
  MessagingSettings: MessagingSettings;
  MessagingSettingsInput: MessagingSettingsInput;
  Mutation: Record<PropertyKey, never>;
  Note: NoteView;
  NoteEvent: NoteEventView;
  NoteInput: NoteInput;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  Observation: ObservationView;
  ObservationInput: ObservationInput;
  OpenTicketInput: OpenTicketInput;
  Order: OrderView;
  OrderItem: OrderItemRow;
  PatientSuggestion: PatientSuggestionRow;
  Person: Person;
  PersonPage: PersonPage;
  PersonalInfoFromRecords: FromRecordsView;
  PersonalInfoInput: PersonalInfoInput;
  PersonalInfoState: PersonalInfoParent;
  Post: PostView;
  PostActivity: Omit<PostActivity, 'comment' | 'post'> & {
    comment?: Maybe<ResolversParentTypes['PostComment']>;
    post?: Maybe<ResolversParentTypes['Post']>;
  };
  PostAuthor: PostAuthor;
  PostComment: CommentView;
  PostCommentPage: Omit<PostCommentPage, 'nodes'> & { nodes: Array<ResolversParentTypes['PostComment']> };
  PostPage: Omit<PostPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Post']> };
  PostalAddress: PostalAddress;
  PostalAddressInput: PostalAddressInput;
  Preferences: PreferencesView;
  PreferencesInput: PreferencesInput;
  PriceComponent: PriceComponent;
  Product: ProductRow;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ProductPageView;
  ProductReview: ReviewView;
  Profile: Profile;
  ProfileActivity: Omit<ProfileActivity, 'post'> & { post?: Maybe<ResolversParentTypes['Post']> };
  Query: Record<PropertyKey, never>;
  RecordInput: RecordInput;
  RecordPage: Omit<RecordPage, 'items'> & { items: Array<ResolversParentTypes['MedicalRecord']> };
  RecordPaymentInput: RecordPaymentInput;
  ReferenceRange: ReferenceRangeValue;
  SafeInt: Scalars['SafeInt']['output'];
  Session: SessionView;
  SleepSession: SleepSessionView;
  SleepStageInterval: SleepStageIntervalRow;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Ticket: TicketView;
  TicketCounts: TicketCounts;
  TicketMessage: TicketMessage;
  TicketPage: Omit<TicketPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Ticket']> };
  TicketPerson: TicketPerson;
  TicketSort: TicketSort;
  TwinIndicator: TwinIndicatorView;
  TwinPage: TwinPageView;
  TwinPoint: TwinPoint;
  TwinSummary: TwinSummary;
  TwinSystemSummary: TwinSystemSummary;
  TwinValue: TwinValue;
  TwoFactorEnabled: TwoFactorEnabled;
  TwoFactorEnrollment: TwoFactorEnrollment;
  TwoFactorStatus: TwoFactorStatus;
  UnitPreferences: UnitsView;
  UnitPreferencesInput: UnitPreferencesInput;
  Upload: Upload;
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
  invoice?: Resolver<Maybe<ResolversTypes['AdminAuditInvoice']>, ParentType, ContextType>;
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
  invoice?: Resolver<Maybe<ResolversTypes['AdminAuditInvoice']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AdminAuditInvoiceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminAuditInvoice'] = ResolversParentTypes['AdminAuditInvoice'],
> = {
  amountMinor?: Resolver<Maybe<ResolversTypes['SafeInt']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAuditPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder'],
> = {
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
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

export type AiChatCountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiChatCount'] = ResolversParentTypes['AiChatCount'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AiChatEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiChatEvent'] = ResolversParentTypes['AiChatEvent'],
> = {
  delta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['AiChatMessage']>, ParentType, ContextType>;
  replyTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AiChatEventType'], ParentType, ContextType>;
};

export type AiChatMessageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiChatMessage'] = ResolversParentTypes['AiChatMessage'],
> = {
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outputTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['AiSender'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['AiSource']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AiMessageStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AiEngineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiEngine'] = ResolversParentTypes['AiEngine'],
> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endpointHost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiMessageStatusResolvers = EnumResolverSignature<
  { ANSWERED?: any; DONE?: any; FAILED?: any; PENDING?: any; STOPPED?: any },
  ResolversTypes['AiMessageStatus']
>;

export type AiOverallFactsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiOverallFacts'] = ResolversParentTypes['AiOverallFacts'],
> = {
  labSystems?: Resolver<Array<ResolversTypes['TwinSystem']>, ParentType, ContextType>;
  labsMeasured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labsOutOfRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vitalsMeasured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vitalsOut?: Resolver<Array<ResolversTypes['AiVitalOutOfLimits']>, ParentType, ContextType>;
};

export type AiQuotaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiQuota'] = ResolversParentTypes['AiQuota'],
> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AiSenderResolvers = EnumResolverSignature<{ AI?: any; USER?: any }, ResolversTypes['AiSender']>;

export type AiSourceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiSource'] = ResolversParentTypes['AiSource'],
> = {
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AiStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiState'] = ResolversParentTypes['AiState'],
> = {
  overall?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overallFacts?: Resolver<Maybe<ResolversTypes['AiOverallFacts']>, ParentType, ContextType>;
};

export type AiUserStateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiUserState'] = ResolversParentTypes['AiUserState'],
> = {
  chat?: Resolver<ResolversTypes['AiChatCount'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['AiEngine'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['AiQuota'], ParentType, ContextType>;
  requestValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AiVitalOutOfLimitsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AiVitalOutOfLimits'] = ResolversParentTypes['AiVitalOutOfLimits'],
> = {
  kind?: Resolver<ResolversTypes['VitalKind'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IndicatorStatus'], ParentType, ContextType>;
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

export type BlogCategoryResolvers = {
  DIABETES: 'diabetes';
  FITNESS: 'fitness';
  HEART: 'heart';
  MENTAL_HEALTH: 'mental_health';
  NUTRITION: 'nutrition';
  SLEEP: 'sleep';
};

export type BlogCommentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BlogComment'] = ResolversParentTypes['BlogComment'],
> = {
  author?: Resolver<ResolversTypes['BlogPerson'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['BlogComment']>, ParentType, ContextType>;
};

export type BlogPersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BlogPerson'] = ResolversParentTypes['BlogPerson'],
> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BlogPostResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost'],
> = {
  author?: Resolver<Maybe<ResolversTypes['BlogPerson']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['BlogCategory'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  coverUploadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  readMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BlogStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BlogPostPage'] = ResolversParentTypes['BlogPostPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogSortResolvers = { NEWEST: 'newest'; OLDEST: 'oldest'; POPULAR: 'popular' };

export type BlogStatusResolvers = { DRAFT: 'draft'; PUBLISHED: 'published' };

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

export type CartResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  listSubtotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem'],
> = {
  lineTotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChatEvent'] = ResolversParentTypes['ChatEvent'],
> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatEventKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  typing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ChatMessageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage'],
> = {
  attachments?: Resolver<Array<ResolversTypes['Upload']>, ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  msg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatMessageType'], ParentType, ContextType>;
};

export type ChatMessagePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChatMessagePage'] = ResolversParentTypes['ChatMessagePage'],
> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
};

export type ChatMessageTypeResolvers = { FILE: 'file'; TEXT: 'text' };

export type ChatPersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChatPerson'] = ResolversParentTypes['ChatPerson'],
> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequentlycontacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedMember?: Resolver<Maybe<ResolversTypes['ChatPerson']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContactDepartmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ContactDepartment'] = ResolversParentTypes['ContactDepartment'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation'],
> = {
  canSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  other?: Resolver<ResolversTypes['ChatPerson'], ParentType, ContextType>;
  otherOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherReadAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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
  flag?: Resolver<Maybe<ResolversTypes['RecordFlag']>, ParentType, ContextType>;
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

export type GalleryImageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Upload'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GalleryPage'] = ResolversParentTypes['GalleryPage'],
> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
};

export type GenderResolvers = {
  FEMALE: 'female';
  MALE: 'male';
  NON_BINARY: 'non_binary';
  OTHER: 'other';
  UNDISCLOSED: 'undisclosed';
};

export type HealthSnapshotResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HealthSnapshot'] = ResolversParentTypes['HealthSnapshot'],
> = {
  items?: Resolver<Array<ResolversTypes['HealthSnapshotItem']>, ParentType, ContextType>;
  takenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HealthSnapshotItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HealthSnapshotItem'] = ResolversParentTypes['HealthSnapshotItem'],
> = {
  kind?: Resolver<ResolversTypes['HealthSnapshotKind'], ParentType, ContextType>;
  measuredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  referenceRange?: Resolver<ResolversTypes['ReferenceRange'], ParentType, ContextType>;
  referenceRange2?: Resolver<Maybe<ResolversTypes['ReferenceRange']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Interpretation'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HealthSnapshotKindResolvers = {
  BLOOD_PRESSURE: 'blood_pressure';
  GLUCOSE: 'glucose';
  HEART_RATE: 'heart_rate';
  SLEEP: 'sleep';
  SPO2: 'spo2';
  STRESS: 'stress';
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

export type InvoiceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice'],
> = {
  amountOpenMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountPaidMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eobId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['InvoiceEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['InvoiceOrigin'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['InvoicePayment']>, ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  totalGrossMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalNetMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvoiceEvent'] = ResolversParentTypes['InvoiceEvent'],
> = {
  amountMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InvoiceEventType'], ParentType, ContextType>;
};

export type InvoiceEventTypeResolvers = {
  BALANCED: 'balanced';
  CANCELLED: 'cancelled';
  IMPORTED: 'imported';
  ISSUED: 'issued';
  PAYMENT: 'payment';
  REIMPORTED: 'reimported';
};

export type InvoiceLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine'],
> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codeSystem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  netMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceComponents?: Resolver<Array<ResolversTypes['PriceComponent']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceOriginResolvers = { ADMIN: 'admin'; FHIR: 'fhir'; ORDER: 'order' };

export type InvoicePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['InvoiceTotal']>, ParentType, ContextType>;
};

export type InvoicePaymentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvoicePayment'] = ResolversParentTypes['InvoicePayment'],
> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paidOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceSortResolvers = {
  AMOUNT_ASC: 'amount_asc';
  AMOUNT_DESC: 'amount_desc';
  DUE_ASC: 'due_asc';
  ISSUED_ASC: 'issued_asc';
  ISSUED_DESC: 'issued_desc';
  NUMBER_ASC: 'number_asc';
};

export type InvoiceStateResolvers = {
  CANCELLED: 'cancelled';
  DRAFT: 'draft';
  ENTERED_IN_ERROR: 'entered_in_error';
  ISSUED: 'issued';
  OVERDUE: 'overdue';
  PAID: 'paid';
};

export type InvoiceStatusResolvers = {
  BALANCED: 'balanced';
  CANCELLED: 'cancelled';
  DRAFT: 'draft';
  ENTERED_IN_ERROR: 'entered_in_error';
  ISSUED: 'issued';
};

export type InvoiceTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvoiceTotal'] = ResolversParentTypes['InvoiceTotal'],
> = {
  amountMinor?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
};

export type MailCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MailCounts'] = ResolversParentTypes['MailCounts'],
> = {
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inbox?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spam?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trash?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MailEntry'] = ResolversParentTypes['MailEntry'],
> = {
  attachments?: Resolver<Array<ResolversTypes['Upload']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['MailFolder'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['MailPerson'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inReplyToEntryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['MailLabel']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['MailPerson']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MailPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MailPage'] = ResolversParentTypes['MailPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['MailEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailPersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MailPerson'] = ResolversParentTypes['MailPerson'],
> = {
  careTeam?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type MessagingSettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MessagingSettings'] = ResolversParentTypes['MessagingSettings'],
> = {
  emailOnMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailOnTicketAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  addBlogComment?: Resolver<
    ResolversTypes['BlogComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddBlogCommentArgs, 'body' | 'postId'>
  >;
  addContact?: Resolver<
    ResolversTypes['Contact'],
    ParentType,
    ContextType,
    RequireFields<MutationAddContactArgs, 'input'>
  >;
  addGadget?: Resolver<
    ResolversTypes['GadgetWithKey'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGadgetArgs, 'kind' | 'name'>
  >;
  addGalleryImage?: Resolver<
    ResolversTypes['GalleryImage'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGalleryImageArgs, 'uploadId'>
  >;
  addPostComment?: Resolver<
    ResolversTypes['PostComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPostCommentArgs, 'body' | 'postId'>
  >;
  addPostReply?: Resolver<
    ResolversTypes['PostComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPostReplyArgs, 'body' | 'commentId' | 'postId'>
  >;
  addToCart?: Resolver<
    ResolversTypes['Cart'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToCartArgs, 'productId'>
  >;
  adminBanUser?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminBanUserArgs, 'reason' | 'userId'>
  >;
  adminRecordOrderPayment?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminRecordOrderPaymentArgs, 'method' | 'orderId'>
  >;
  adminRemovePost?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminRemovePostArgs, 'id' | 'reason'>
  >;
  adminRemovePostComment?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminRemovePostCommentArgs, 'id' | 'reason'>
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
  aiClearChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  aiRefreshOverall?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationAiRefreshOverallArgs>>;
  aiRequestAccess?: Resolver<ResolversTypes['AiUserState'], ParentType, ContextType>;
  aiRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationAiRetryArgs>>;
  aiSend?: Resolver<ResolversTypes['AiChatMessage'], ParentType, ContextType, RequireFields<MutationAiSendArgs, 'msg'>>;
  aiStop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  aiWithdrawAccess?: Resolver<ResolversTypes['AiUserState'], ParentType, ContextType>;
  assignTicket?: Resolver<
    ResolversTypes['Ticket'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignTicketArgs, 'id' | 'version'>
  >;
  blockPerson?: Resolver<
    ResolversTypes['Person'],
    ParentType,
    ContextType,
    RequireFields<MutationBlockPersonArgs, 'userId'>
  >;
  cancelInvoice?: Resolver<
    ResolversTypes['Invoice'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelInvoiceArgs, 'id' | 'reason'>
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
  createBlogPost?: Resolver<
    ResolversTypes['BlogPost'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateBlogPostArgs, 'input'>
  >;
  createNote?: Resolver<
    ResolversTypes['Note'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateNoteArgs, 'input'>
  >;
  createPost?: Resolver<
    ResolversTypes['Post'],
    ParentType,
    ContextType,
    RequireFields<MutationCreatePostArgs, 'input'>
  >;
  createProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductArgs, 'input'>
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
  deleteBlogComment?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBlogCommentArgs, 'id'>
  >;
  deleteBlogPost?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBlogPostArgs, 'id'>
  >;
  deleteContact?: Resolver<
    ResolversTypes['Contact'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteContactArgs, 'id'>
  >;
  deleteGalleryImage?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteGalleryImageArgs, 'id'>
  >;
  deleteMail?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteMailArgs, 'ids'>>;
  deleteNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deletePostComment?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePostCommentArgs, 'id'>
  >;
  deleteRecord?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRecordArgs, 'id'>
  >;
  deleteTicket?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTicketArgs, 'id' | 'version'>
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
  emptyContactTrash?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importFhirBundle?: Resolver<
    ResolversTypes['FhirImportResult'],
    ParentType,
    ContextType,
    RequireFields<MutationImportFhirBundleArgs, 'bundle'>
  >;
  issueInvoice?: Resolver<
    ResolversTypes['Invoice'],
    ParentType,
    ContextType,
    RequireFields<MutationIssueInvoiceArgs, 'input'>
  >;
  login?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'email' | 'password'>
  >;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markConversationRead?: Resolver<
    ResolversTypes['Conversation'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkConversationReadArgs, 'conversationId'>
  >;
  messageContact?: Resolver<
    ResolversTypes['Conversation'],
    ParentType,
    ContextType,
    RequireFields<MutationMessageContactArgs, 'id'>
  >;
  moveMail?: Resolver<
    Array<ResolversTypes['MailEntry']>,
    ParentType,
    ContextType,
    RequireFields<MutationMoveMailArgs, 'folder' | 'ids'>
  >;
  openTicket?: Resolver<
    ResolversTypes['Ticket'],
    ParentType,
    ContextType,
    RequireFields<MutationOpenTicketArgs, 'input'>
  >;
  placeOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationPlaceOrderArgs, 'address'>
  >;
  recordBlogView?: Resolver<
    ResolversTypes['BlogPost'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordBlogViewArgs, 'id'>
  >;
  recordInvoicePayment?: Resolver<
    ResolversTypes['Invoice'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordInvoicePaymentArgs, 'input'>
  >;
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
  removeFromCart?: Resolver<
    ResolversTypes['Cart'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFromCartArgs, 'productId'>
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
  replyToTicket?: Resolver<
    ResolversTypes['Ticket'],
    ParentType,
    ContextType,
    RequireFields<MutationReplyToTicketArgs, 'body' | 'id'>
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
  restoreContact?: Resolver<
    ResolversTypes['Contact'],
    ParentType,
    ContextType,
    RequireFields<MutationRestoreContactArgs, 'id'>
  >;
  restoreMail?: Resolver<
    Array<ResolversTypes['MailEntry']>,
    ParentType,
    ContextType,
    RequireFields<MutationRestoreMailArgs, 'ids'>
  >;
  reviewProduct?: Resolver<
    ResolversTypes['ProductReview'],
    ParentType,
    ContextType,
    RequireFields<MutationReviewProductArgs, 'body' | 'productId' | 'rating'>
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
  saveMailDraft?: Resolver<
    ResolversTypes['MailEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveMailDraftArgs, 'input'>
  >;
  sendMail?: Resolver<
    ResolversTypes['MailEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationSendMailArgs, 'input'>
  >;
  sendMessage?: Resolver<
    ResolversTypes['ChatMessage'],
    ParentType,
    ContextType,
    RequireFields<MutationSendMessageArgs, 'conversationId'>
  >;
  setAlertThresholds?: Resolver<
    Array<ResolversTypes['AlertThreshold']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetAlertThresholdsArgs, 'input'>
  >;
  setCartQuantity?: Resolver<
    ResolversTypes['Cart'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCartQuantityArgs, 'productId' | 'quantity'>
  >;
  setContactStarred?: Resolver<
    ResolversTypes['Contact'],
    ParentType,
    ContextType,
    RequireFields<MutationSetContactStarredArgs, 'id' | 'starred'>
  >;
  setMailFlags?: Resolver<
    Array<ResolversTypes['MailEntry']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetMailFlagsArgs, 'flags' | 'ids'>
  >;
  setMailLabels?: Resolver<
    Array<ResolversTypes['MailEntry']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetMailLabelsArgs, 'ids' | 'labels'>
  >;
  setProductStock?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationSetProductStockArgs, 'id' | 'stock'>
  >;
  setProfileImage?: Resolver<
    ResolversTypes['Profile'],
    ParentType,
    ContextType,
    RequireFields<MutationSetProfileImageArgs, 'slot'>
  >;
  setTicketStatus?: Resolver<
    ResolversTypes['Ticket'],
    ParentType,
    ContextType,
    RequireFields<MutationSetTicketStatusArgs, 'id' | 'status' | 'version'>
  >;
  setTyping?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationSetTypingArgs, 'conversationId' | 'typing'>
  >;
  signOutEverywhereElse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startConversation?: Resolver<
    ResolversTypes['Conversation'],
    ParentType,
    ContextType,
    RequireFields<MutationStartConversationArgs, 'userId'>
  >;
  startTwoFactorEnrollment?: Resolver<ResolversTypes['TwoFactorEnrollment'], ParentType, ContextType>;
  toggleFollow?: Resolver<
    ResolversTypes['Person'],
    ParentType,
    ContextType,
    RequireFields<MutationToggleFollowArgs, 'userId'>
  >;
  togglePostLike?: Resolver<
    ResolversTypes['Post'],
    ParentType,
    ContextType,
    RequireFields<MutationTogglePostLikeArgs, 'postId'>
  >;
  unblockPerson?: Resolver<
    ResolversTypes['Person'],
    ParentType,
    ContextType,
    RequireFields<MutationUnblockPersonArgs, 'userId'>
  >;
  updateBlogPost?: Resolver<
    ResolversTypes['BlogPost'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBlogPostArgs, 'id' | 'input'>
  >;
  updateContact?: Resolver<
    ResolversTypes['Contact'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateContactArgs, 'id' | 'input'>
  >;
  updateMessagingSettings?: Resolver<
    ResolversTypes['MessagingSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMessagingSettingsArgs, 'input'>
  >;
  updateNote?: Resolver<
    ResolversTypes['Note'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNoteArgs, 'expectedVersion' | 'id' | 'input'>
  >;
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
    RequireFields<MutationUpdatePersonalInfoArgs, 'input' | 'validateOnly'>
  >;
  updatePreferences?: Resolver<
    ResolversTypes['Preferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePreferencesArgs, 'input'>
  >;
  updateProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductArgs, 'id' | 'input'>
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

export type NoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['NoteColor'], ParentType, ContextType>;
  datef?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoteColorResolvers = {
  ERROR: 'error';
  PRIMARY: 'primary';
  SECONDARY: 'secondary';
  SUCCESS: 'success';
  WARNING: 'warning';
};

export type NoteEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['NoteEvent'] = ResolversParentTypes['NoteEvent'],
> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
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

export type OrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  address?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem'],
> = {
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  gadgetKind?: Resolver<Maybe<ResolversTypes['GadgetKind']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusResolvers = { AWAITING_PAYMENT: 'awaiting_payment'; CANCELLED: 'cancelled'; PAID: 'paid' };

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

export type PaymentMethodResolvers = {
  BANK_TRANSFER: 'bank_transfer';
  CARD: 'card';
  CASH: 'cash';
  CHEQUE: 'cheque';
  INSURANCE: 'insurance';
  OTHER: 'other';
};

export type PersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person'],
> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followsMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonPage'] = ResolversParentTypes['PersonPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type PostResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post'],
> = {
  author?: Resolver<ResolversTypes['PostAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<
    ResolversTypes['PostCommentPage'],
    ParentType,
    ContextType,
    RequireFields<PostCommentsArgs, 'first'>
  >;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  healthSnapshot?: Resolver<Maybe<ResolversTypes['HealthSnapshot']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Upload']>, ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  likedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likers?: Resolver<Array<ResolversTypes['PostAuthor']>, ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
};

export type PostActivityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostActivity'] = ResolversParentTypes['PostActivity'],
> = {
  comment?: Resolver<Maybe<ResolversTypes['PostComment']>, ParentType, ContextType>;
  commentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PostActivityKind'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PostAuthorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostAuthor'] = ResolversParentTypes['PostAuthor'],
> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostCommentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostComment'] = ResolversParentTypes['PostComment'],
> = {
  author?: Resolver<ResolversTypes['PostAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replies?: Resolver<
    ResolversTypes['PostCommentPage'],
    ParentType,
    ContextType,
    RequireFields<PostCommentRepliesArgs, 'first'>
  >;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostCommentPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostCommentPage'] = ResolversParentTypes['PostCommentPage'],
> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PostComment']>, ParentType, ContextType>;
};

export type PostPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage'],
> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
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

export type PriceComponentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceComponent'] = ResolversParentTypes['PriceComponent'],
> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PriceComponentType'], ParentType, ContextType>;
};

export type PriceComponentTypeResolvers = {
  BASE: 'base';
  DEDUCTION: 'deduction';
  DISCOUNT: 'discount';
  INFORMATIONAL: 'informational';
  SURCHARGE: 'surcharge';
  TAX: 'tax';
};

export type ProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['ProductColour'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gadgetKind?: Resolver<Maybe<ResolversTypes['GadgetKind']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['ProductGender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldPriceMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductCategoryResolvers = {
  BP_CUFF: 'bp_cuff';
  CGM: 'cgm';
  PULSE_OXIMETER: 'pulse_oximeter';
  SCALE: 'scale';
  SLEEP_TRACKER: 'sleep_tracker';
  THERMOMETER: 'thermometer';
  WATCH: 'watch';
};

export type ProductColourResolvers = {
  BLACK: 'black';
  BLUE: 'blue';
  GREEN: 'green';
  PINK: 'pink';
  SILVER: 'silver';
  WHITE: 'white';
};

export type ProductGenderResolvers = { KIDS: 'kids'; MEN: 'men'; UNISEX: 'unisex'; WOMEN: 'women' };

export type ProductPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage'],
> = {
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductReviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile'],
> = {
  avatar?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followsMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileActivityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProfileActivity'] = ResolversParentTypes['ProfileActivity'],
> = {
  deletedPostId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileActivityKind'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
};

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
  adminOrders?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryAdminProductsArgs>>;
  adminUserInvoices?: Resolver<
    Array<ResolversTypes['Invoice']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminUserInvoicesArgs, 'userId'>
  >;
  adminUsers?: Resolver<
    ResolversTypes['AdminUserPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminUsersArgs, 'first' | 'offset'>
  >;
  aiChat?: Resolver<Array<ResolversTypes['AiChatMessage']>, ParentType, ContextType>;
  aiUserState?: Resolver<ResolversTypes['AiUserState'], ParentType, ContextType>;
  alertThresholds?: Resolver<Array<ResolversTypes['AlertThreshold']>, ParentType, ContextType>;
  blockedPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  blogComments?: Resolver<
    Array<ResolversTypes['BlogComment']>,
    ParentType,
    ContextType,
    RequireFields<QueryBlogCommentsArgs, 'postId'>
  >;
  blogPost?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostPage'], ParentType, ContextType, Partial<QueryBlogPostsArgs>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  chatMessages?: Resolver<
    ResolversTypes['ChatMessagePage'],
    ParentType,
    ContextType,
    RequireFields<QueryChatMessagesArgs, 'conversationId'>
  >;
  chatPeople?: Resolver<Array<ResolversTypes['ChatPerson']>, ParentType, ContextType, Partial<QueryChatPeopleArgs>>;
  checkoutAddress?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  commentReplies?: Resolver<
    ResolversTypes['PostCommentPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCommentRepliesArgs, 'commentId' | 'first'>
  >;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactDepartments?: Resolver<Array<ResolversTypes['ContactDepartment']>, ParentType, ContextType>;
  contacts?: Resolver<
    Array<ResolversTypes['Contact']>,
    ParentType,
    ContextType,
    RequireFields<QueryContactsArgs, 'list'>
  >;
  conversation?: Resolver<
    ResolversTypes['Conversation'],
    ParentType,
    ContextType,
    RequireFields<QueryConversationArgs, 'id'>
  >;
  conversations?: Resolver<
    Array<ResolversTypes['Conversation']>,
    ParentType,
    ContextType,
    Partial<QueryConversationsArgs>
  >;
  exportFhirBundle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<QueryFeedArgs, 'first'>>;
  followers?: Resolver<
    ResolversTypes['PersonPage'],
    ParentType,
    ContextType,
    RequireFields<QueryFollowersArgs, 'first'>
  >;
  following?: Resolver<
    ResolversTypes['PersonPage'],
    ParentType,
    ContextType,
    RequireFields<QueryFollowingArgs, 'first'>
  >;
  friends?: Resolver<ResolversTypes['PersonPage'], ParentType, ContextType, RequireFields<QueryFriendsArgs, 'first'>>;
  gadgets?: Resolver<Array<ResolversTypes['Gadget']>, ParentType, ContextType>;
  gallery?: Resolver<ResolversTypes['GalleryPage'], ParentType, ContextType, RequireFields<QueryGalleryArgs, 'first'>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  healthSnapshotPreview?: Resolver<ResolversTypes['HealthSnapshot'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<
    ResolversTypes['InvoicePage'],
    ParentType,
    ContextType,
    RequireFields<QueryInvoicesArgs, 'limit' | 'offset' | 'sort'>
  >;
  latestVitals?: Resolver<Array<ResolversTypes['VitalReading']>, ParentType, ContextType>;
  mailCounts?: Resolver<ResolversTypes['MailCounts'], ParentType, ContextType>;
  mailEntry?: Resolver<ResolversTypes['MailEntry'], ParentType, ContextType, RequireFields<QueryMailEntryArgs, 'id'>>;
  mailRecipients?: Resolver<
    Array<ResolversTypes['MailPerson']>,
    ParentType,
    ContextType,
    Partial<QueryMailRecipientsArgs>
  >;
  mailbox?: Resolver<ResolversTypes['MailPage'], ParentType, ContextType, RequireFields<QueryMailboxArgs, 'view'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messagingSettings?: Resolver<ResolversTypes['MessagingSettings'], ParentType, ContextType>;
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
  note?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<QueryNoteArgs, 'id'>>;
  notes?: Resolver<Array<ResolversTypes['Note']>, ParentType, ContextType, Partial<QueryNotesArgs>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  passwordResetLinkStatus?: Resolver<
    ResolversTypes['EmailLinkStatus'],
    ParentType,
    ContextType,
    RequireFields<QueryPasswordResetLinkStatusArgs, 'token'>
  >;
  patientSuggestions?: Resolver<Array<ResolversTypes['PatientSuggestion']>, ParentType, ContextType>;
  personalInfoFromRecords?: Resolver<Maybe<ResolversTypes['PersonalInfoFromRecords']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productReviews?: Resolver<
    Array<ResolversTypes['ProductReview']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductReviewsArgs, 'productId'>
  >;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, Partial<QueryProfileArgs>>;
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
  searchPeople?: Resolver<
    Array<ResolversTypes['Person']>,
    ParentType,
    ContextType,
    RequireFields<QuerySearchPeopleArgs, 'first' | 'query'>
  >;
  sleepSessions?: Resolver<
    Array<ResolversTypes['SleepSession']>,
    ParentType,
    ContextType,
    RequireFields<QuerySleepSessionsArgs, 'from' | 'to'>
  >;
  ticket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  ticketAssignees?: Resolver<Array<ResolversTypes['TicketPerson']>, ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['TicketPage'], ParentType, ContextType, Partial<QueryTicketsArgs>>;
  twin?: Resolver<ResolversTypes['TwinPage'], ParentType, ContextType, RequireFields<QueryTwinArgs, 'system'>>;
  twinOverview?: Resolver<Array<ResolversTypes['TwinSystemSummary']>, ParentType, ContextType>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  userPosts?: Resolver<
    ResolversTypes['PostPage'],
    ParentType,
    ContextType,
    RequireFields<QueryUserPostsArgs, 'first' | 'userId'>
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

export interface SafeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['SafeInt'], any> {
  name: 'SafeInt';
}

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
  aiChatEvents?: SubscriptionResolver<ResolversTypes['AiChatEvent'], 'aiChatEvents', ParentType, ContextType>;
  cartUpdated?: SubscriptionResolver<ResolversTypes['Cart'], 'cartUpdated', ParentType, ContextType>;
  chatEvents?: SubscriptionResolver<ResolversTypes['ChatEvent'], 'chatEvents', ParentType, ContextType>;
  fhirImportProgress?: SubscriptionResolver<
    ResolversTypes['FhirImportProgress'],
    'fhirImportProgress',
    ParentType,
    ContextType,
    RequireFields<SubscriptionFhirImportProgressArgs, 'importId'>
  >;
  invoiceUpdated?: SubscriptionResolver<ResolversTypes['Invoice'], 'invoiceUpdated', ParentType, ContextType>;
  mailReceived?: SubscriptionResolver<ResolversTypes['MailEntry'], 'mailReceived', ParentType, ContextType>;
  notesChanged?: SubscriptionResolver<ResolversTypes['NoteEvent'], 'notesChanged', ParentType, ContextType>;
  orderUpdated?: SubscriptionResolver<ResolversTypes['Order'], 'orderUpdated', ParentType, ContextType>;
  postActivity?: SubscriptionResolver<
    ResolversTypes['PostActivity'],
    'postActivity',
    ParentType,
    ContextType,
    RequireFields<SubscriptionPostActivityArgs, 'postIds'>
  >;
  preferencesUpdated?: SubscriptionResolver<
    ResolversTypes['Preferences'],
    'preferencesUpdated',
    ParentType,
    ContextType
  >;
  profileActivity?: SubscriptionResolver<
    ResolversTypes['ProfileActivity'],
    'profileActivity',
    ParentType,
    ContextType,
    Partial<SubscriptionProfileActivityArgs>
  >;
  sleepUpdated?: SubscriptionResolver<ResolversTypes['SleepSession'], 'sleepUpdated', ParentType, ContextType>;
  ticketUpdated?: SubscriptionResolver<ResolversTypes['Ticket'], 'ticketUpdated', ParentType, ContextType>;
  vitalAlert?: SubscriptionResolver<ResolversTypes['VitalAlert'], 'vitalAlert', ParentType, ContextType>;
  vitalReadings?: SubscriptionResolver<
    Array<ResolversTypes['VitalReading']>,
    'vitalReadings',
    ParentType,
    ContextType,
    Partial<SubscriptionVitalReadingsArgs>
  >;
};

export type TicketResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket'],
> = {
  assignee?: Resolver<Maybe<ResolversTypes['TicketPerson']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['TicketCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['TicketMessage']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['TicketPerson'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['TicketPriority'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TicketCounts'] = ResolversParentTypes['TicketCounts'],
> = {
  closed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketMessageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TicketMessage'] = ResolversParentTypes['TicketMessage'],
> = {
  author?: Resolver<Maybe<ResolversTypes['TicketPerson']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TicketPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TicketPage'] = ResolversParentTypes['TicketPage'],
> = {
  counts?: Resolver<ResolversTypes['TicketCounts'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketPersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TicketPerson'] = ResolversParentTypes['TicketPerson'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  lastMeasuredDateOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type TwinSystemSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinSystemSummary'] = ResolversParentTypes['TwinSystemSummary'],
> = {
  summary?: Resolver<ResolversTypes['TwinSummary'], ParentType, ContextType>;
  system?: Resolver<ResolversTypes['TwinSystem'], ParentType, ContextType>;
};

export type TwinValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwinValue'] = ResolversParentTypes['TwinValue'],
> = {
  dateOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  signedOutSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type UploadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  AdminAuditInvoice?: AdminAuditInvoiceResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AiChatCount?: AiChatCountResolvers<ContextType>;
  AiChatEvent?: AiChatEventResolvers<ContextType>;
  AiChatMessage?: AiChatMessageResolvers<ContextType>;
  AiEngine?: AiEngineResolvers<ContextType>;
  AiMessageStatus?: AiMessageStatusResolvers;
  AiOverallFacts?: AiOverallFactsResolvers<ContextType>;
  AiQuota?: AiQuotaResolvers<ContextType>;
  AiSender?: AiSenderResolvers;
  AiSource?: AiSourceResolvers<ContextType>;
  AiState?: AiStateResolvers<ContextType>;
  AiUserState?: AiUserStateResolvers<ContextType>;
  AiVitalOutOfLimits?: AiVitalOutOfLimitsResolvers<ContextType>;
  AlertSeverity?: AlertSeverityResolvers;
  AlertThreshold?: AlertThresholdResolvers<ContextType>;
  Appearance?: AppearanceResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BanState?: BanStateResolvers<ContextType>;
  BlogCategory?: BlogCategoryResolvers;
  BlogComment?: BlogCommentResolvers<ContextType>;
  BlogPerson?: BlogPersonResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostPage?: BlogPostPageResolvers<ContextType>;
  BlogSort?: BlogSortResolvers;
  BlogStatus?: BlogStatusResolvers;
  BloodType?: BloodTypeResolvers;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  ChatEvent?: ChatEventResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessagePage?: ChatMessagePageResolvers<ContextType>;
  ChatMessageType?: ChatMessageTypeResolvers;
  ChatPerson?: ChatPersonResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactDepartment?: ContactDepartmentResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
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
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GalleryPage?: GalleryPageResolvers<ContextType>;
  Gender?: GenderResolvers;
  HealthSnapshot?: HealthSnapshotResolvers<ContextType>;
  HealthSnapshotItem?: HealthSnapshotItemResolvers<ContextType>;
  HealthSnapshotKind?: HealthSnapshotKindResolvers;
  IndicatorStatus?: IndicatorStatusResolvers;
  Interpretation?: InterpretationResolvers;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceEvent?: InvoiceEventResolvers<ContextType>;
  InvoiceEventType?: InvoiceEventTypeResolvers;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceOrigin?: InvoiceOriginResolvers;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoicePayment?: InvoicePaymentResolvers<ContextType>;
  InvoiceSort?: InvoiceSortResolvers;
  InvoiceState?: InvoiceStateResolvers;
  InvoiceStatus?: InvoiceStatusResolvers;
  InvoiceTotal?: InvoiceTotalResolvers<ContextType>;
  MailCounts?: MailCountsResolvers<ContextType>;
  MailEntry?: MailEntryResolvers<ContextType>;
  MailPage?: MailPageResolvers<ContextType>;
  MailPerson?: MailPersonResolvers<ContextType>;
  MedicalRecord?: MedicalRecordResolvers<ContextType>;
  MessagingSettings?: MessagingSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteColor?: NoteColorResolvers;
  NoteEvent?: NoteEventResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Observation?: ObservationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers;
  PatientSuggestion?: PatientSuggestionResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers;
  Person?: PersonResolvers<ContextType>;
  PersonPage?: PersonPageResolvers<ContextType>;
  PersonalInfoFromRecords?: PersonalInfoFromRecordsResolvers<ContextType>;
  PersonalInfoState?: PersonalInfoStateResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostActivity?: PostActivityResolvers<ContextType>;
  PostAuthor?: PostAuthorResolvers<ContextType>;
  PostComment?: PostCommentResolvers<ContextType>;
  PostCommentPage?: PostCommentPageResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PreferredLanguage?: PreferredLanguageResolvers;
  PriceComponent?: PriceComponentResolvers<ContextType>;
  PriceComponentType?: PriceComponentTypeResolvers;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers;
  ProductColour?: ProductColourResolvers;
  ProductGender?: ProductGenderResolvers;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductReview?: ProductReviewResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileActivity?: ProfileActivityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RangeContext?: RangeContextResolvers;
  ReadingSource?: ReadingSourceResolvers;
  RecordFlag?: RecordFlagResolvers;
  RecordKind?: RecordKindResolvers;
  RecordPage?: RecordPageResolvers<ContextType>;
  RecordSort?: RecordSortResolvers;
  RecordSource?: RecordSourceResolvers;
  ReferenceRange?: ReferenceRangeResolvers<ContextType>;
  SafeInt?: GraphQLScalarType;
  Session?: SessionResolvers<ContextType>;
  SexAtBirth?: SexAtBirthResolvers;
  SleepSession?: SleepSessionResolvers<ContextType>;
  SleepStage?: SleepStageResolvers;
  SleepStageInterval?: SleepStageIntervalResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketCounts?: TicketCountsResolvers<ContextType>;
  TicketMessage?: TicketMessageResolvers<ContextType>;
  TicketPage?: TicketPageResolvers<ContextType>;
  TicketPerson?: TicketPersonResolvers<ContextType>;
  TwinIndicator?: TwinIndicatorResolvers<ContextType>;
  TwinPage?: TwinPageResolvers<ContextType>;
  TwinPoint?: TwinPointResolvers<ContextType>;
  TwinSummary?: TwinSummaryResolvers<ContextType>;
  TwinSystem?: TwinSystemResolvers;
  TwinSystemSummary?: TwinSystemSummaryResolvers<ContextType>;
  TwinValue?: TwinValueResolvers<ContextType>;
  TwoFactorEnabled?: TwoFactorEnabledResolvers<ContextType>;
  TwoFactorEnrollment?: TwoFactorEnrollmentResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UnitPreferences?: UnitPreferencesResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VitalAlert?: VitalAlertResolvers<ContextType>;
  VitalKind?: VitalKindResolvers;
  VitalPoint?: VitalPointResolvers<ContextType>;
  VitalReading?: VitalReadingResolvers<ContextType>;
  VitalSeries?: VitalSeriesResolvers<ContextType>;
};
