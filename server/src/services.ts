// The service graph, built once per app. Resolvers and routes reach features only through here.
import type { Config } from './config.js';
import type { Db } from '../../db/client.js';
import type { RateLimits } from './lib/rate-limits.js';
import type { Mailer } from './mail/mailer.js';
import type { PubSub } from './realtime/pubsub.js';
import { AccessTokens } from './features/account/access-tokens.js';
import { AccountService } from './features/account/account.service.js';
import { GadgetsService } from './features/gadgets/gadgets.service.js';
import { IngestService } from './features/vitals/ingest.service.js';
import { SimulatorRunner } from './features/vitals/simulator/simulator.runner.js';
import { VitalsService } from './features/vitals/vitals.service.js';
import { AuditService } from './features/audit/audit.service.js';
import { AttachmentsService } from './features/records/attachments.service.js';
import { RecordsService } from './features/records/records.service.js';
import { FhirExportService } from './features/fhir/fhir-export.service.js';
import { FhirImportService } from './features/fhir/fhir-import.service.js';
import { TwinService } from './features/twin/twin.service.js';
import { CriticalAlertMailer } from './features/notifications/critical-alert-mailer.js';
import { NotificationsService } from './features/notifications/notifications.service.js';
import { WeeklySummaryJob } from './features/notifications/weekly-summary.job.js';
import { linkBase } from './lib/link-base.js';
import { AppError } from './lib/errors.js';
import { AccountDeletionService } from './features/my-data/account-deletion.service.js';
import { DataExportService } from './features/my-data/data-export.service.js';
import type { SecondFactorVerifier } from './features/my-data/second-factor.js';
import { SessionsService } from './features/sessions/sessions.service.js';
import { ChallengeTokens } from './features/two-factor/challenge-tokens.js';
import { SecretBox } from './features/two-factor/secret-box.js';
import { TwoFactorService } from './features/two-factor/two-factor.service.js';
import { AdminService } from './features/admin/admin.service.js';
import { PreferencesService } from './features/preferences/preferences.service.js';
import { PersonalInfoService } from './features/personal-info/personal-info.service.js';
import { DocumentsService } from './features/documents/documents.service.js';
import { HealthSummaryService } from './features/documents/health-summary.service.js';
import { InvoicesService } from './features/invoices/invoices.service.js';
import { ClaimImporter } from './features/invoices/fhir-claims.importer.js';
import { InvoiceExporter } from './features/invoices/fhir-invoice.export.js';
import { MessagesService } from './features/messages/messages.service.js';
import { NoticeMailer } from './features/messages/notice-mailer.js';
import { TicketsService } from './features/tickets/tickets.service.js';
import { UploadsService } from './features/uploads/uploads.service.js';
import { PostsService } from './features/posts/posts.service.js';
import { imageStore } from './features/posts/upload-store.js';
import { ProfileService } from './features/profile/profile.service.js';
import { UrlSigner } from './features/uploads/url-signer.js';
import { RelationshipsService } from './features/relationships/relationships.service.js';
import { NotesService } from './features/notes/notes.service.js';
import { BlogService } from './features/blog/blog.service.js';
import { AiService } from './features/ai/ai.service.js';
import { ChatService } from './features/chat/chat.service.js';
import { ContactsService } from './features/contacts/contacts.service.js';
import { createShop, type Shop } from './features/shop/shop.js';

export interface Services {
  account: AccountService;
  tokens: AccessTokens;
  pubsub: PubSub;
  gadgets: GadgetsService;
  /** The one write path for readings (devices, simulator, manual entry). */
  ingest: IngestService;
  vitals: VitalsService;
  /** Built-in simulator gadgets; app.ts starts/stops its loop, tests call `tick(now)` directly. */
  simulator: SimulatorRunner;
  /** Audit trail of health-data reads (written by the services, listed by myAccessLog). */
  audit: AuditService;
  records: RecordsService;
  attachments: AttachmentsService;
  fhirImport: FhirImportService;
  fhirExport: FhirExportService;
  twin: TwinService;
  notifications: NotificationsService;
  /** Queues "critical alert" mails after ingest commits; `idle()` for tests and shutdown. */
  criticalAlertMailer: CriticalAlertMailer;
  /** app.ts starts/stops its timer; tests call `runOnce()`. */
  weeklySummary: WeeklySummaryJob;
  /** "My data": the zip of everything, and deleting the account. */
  dataExport: DataExportService;
  accountDeletion: AccountDeletionService;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  /** Administration (admin list, bans, admin rights, admin audit). */
  admin: AdminService;
  /** Preferences on the account; `unitsFor(userId)` for features that word values for a user. */
  preferences: PreferencesService;
  personalInfo: PersonalInfoService;
  /** The PDF pipeline: `render(definition, { language })` / `stream(…)` with fonts, bidi and RTL layout. */
  documents: DocumentsService;
  /** "Share with my doctor": the health summary PDF of the caller. */
  healthSummary: HealthSummaryService;
  /** Invoices; the shop calls `issueForOrder` and listens with `onBalanced`. */
  invoices: InvoicesService;
  /** Uploaded images and files; features attach them and hand out signed URLs after their own access check. */
  uploads: UploadsService;
  /** Follows and blocks; `canMessage`, `blockedIds` for the people features. */
  relationships: RelationshipsService;
  /** Secure messages; `notices` sends their (and tickets') content-free notice mails, `idle()` for tests. */
  messages: MessagesService;
  notices: NoticeMailer;
  tickets: TicketsService;
  notes: NotesService;
  blog: BlogService;
  /** The AI assistant (chat, consent, quota, ai.overall); `idle()` for tests and shutdown. */
  ai: AiService;
  chat: ChatService;
  contacts: ContactsService;
  /** Profile posts, likes, comments and the feed. */
  posts: PostsService;
  /** Profile pages and galleries. */
  profile: ProfileService;
  /** Device shop: catalogue, cart on the account, orders. */
  shop: Shop;
}

export function createServices(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  pubsub: PubSub;
  limits: RateLimits;
  log: { error(obj: object, msg: string): void };
  /** The clock of the notification rules (quiet hours, hourly throttle, weekly schedule); injectable for tests. */
  now?: () => Date;
  weeklyIntervalMs?: number;
}): Services {
  const tokens = new AccessTokens(deps.config.jwt);
  const sessions = new SessionsService({ db: deps.db, pubsub: deps.pubsub, log: deps.log });
  const twoFactor: TwoFactorService = new TwoFactorService({
    db: deps.db,
    limits: deps.limits,
    box: new SecretBox(deps.config.jwt.secret),
    issuer: 'Health Portal',
    // Called only after start-up, when `account` exists.
    passwordMatches: (userId: string, password: string): Promise<boolean> => account.passwordMatches(userId, password),
  });
  const account: AccountService = new AccountService({
    ...deps,
    tokens,
    sessions,
    twoFactor,
    challenges: new ChallengeTokens(deps.config.jwt),
    publicUrl: deps.config.publicUrl,
    publicUrlFixed: deps.config.publicUrlFixed,
    adminEmails: new Set(deps.config.adminEmails),
    // Declared below; asked only when a mail is written, long after start-up.
    savedLanguage: (userId) => preferences.savedLanguage(userId),
  });
  // A banned owner's gadgets may not send readings (their ban is checked at every ingest).
  const gadgets = new GadgetsService({ db: deps.db, ownerGate: (userId) => account.assertNotBanned(userId) });
  const relationships = new RelationshipsService({ db: deps.db, pubsub: deps.pubsub });
  // A ban, its end and an account's deletion change the follow counts of the member's followers and followees.
  const admin = new AdminService({ db: deps.db, pubsub: deps.pubsub, account, people: relationships, log: deps.log });
  const ingest = new IngestService({ db: deps.db, pubsub: deps.pubsub });
  const audit = new AuditService({ db: deps.db });
  const vitals = new VitalsService({ db: deps.db, ingest, audit });
  const simulator = new SimulatorRunner({
    db: deps.db,
    ingest,
    log: deps.log,
    timeZone: deps.config.simulatorTimeZone,
  });
  const records = new RecordsService({ db: deps.db, audit });
  const attachments = new AttachmentsService({ db: deps.db, audit });
  const fhirImport = new FhirImportService({ db: deps.db, ingest, pubsub: deps.pubsub, audit });
  const personalInfo = new PersonalInfoService({ db: deps.db, account, records });
  // The exported Patient carries the personal information (fhir/export-patient.ts).
  const fhirExport = new FhirExportService({ db: deps.db, records, audit, demographics: personalInfo });
  // Claim/EOB entries of an import become invoices; the export carries them back as FHIR Invoice.
  const invoices = new InvoicesService({ db: deps.db, pubsub: deps.pubsub, audit, log: deps.log });
  fhirImport.addImporter(new ClaimImporter());
  fhirExport.addExporter(new InvoiceExporter(() => invoices.today()));
  const twin = new TwinService({ db: deps.db, vitals, records, audit });
  // Background mail has no request to take a link base from: the configured PUBLIC_URL.
  const preferences = new PreferencesService({ db: deps.db, pubsub: deps.pubsub });
  // Mails are timed (quiet hours, the weekly schedule) and worded by the account's preferences.
  const notify = {
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
    accountContexts: (ids: readonly string[]) => preferences.mailContexts(ids),
  };
  const mailLinks = linkBase(deps.config, {});
  const criticalAlertMailer = new CriticalAlertMailer({ ...notify, linkBase: mailLinks });
  ingest.onAlertsCommitted((userId, alerts) => criticalAlertMailer.alertsCommitted(userId, alerts));
  const weeklySummary = new WeeklySummaryJob({ ...notify, linkBase: mailLinks, intervalMs: deps.weeklyIntervalMs });
  const dataExport = new DataExportService({ db: deps.db, fhirExport, audit });
  // Deleting the account asks for the second factor too, checked by the two-factor feature exactly as at sign-in
  // (replay refused, wrong codes rate-limited: RATE_LIMITED propagates).
  const secondFactor: SecondFactorVerifier = {
    isEnrolled: (userId) => twoFactor.isEnabled(userId),
    verifySecondFactor: async (userId, code) => {
      if (!(await twoFactor.isEnabled(userId))) return 'not_enrolled';
      if (!code) return 'missing';
      try {
        await twoFactor.verifyCode(userId, code);
        return 'valid';
      } catch (err) {
        if (err instanceof AppError && err.code === 'BAD_USER_INPUT') return 'invalid';
        throw err;
      }
    },
  };
  const documents = new DocumentsService();
  const healthSummary = new HealthSummaryService({ records, vitals, personalInfo, preferences, documents, audit, now: deps.now });
  const accountDeletion = new AccountDeletionService({ db: deps.db, pubsub: deps.pubsub, limits: deps.limits, secondFactor, people: relationships });
  const uploads = new UploadsService({ db: deps.db, signer: new UrlSigner(deps.config.jwt.secret) });
  const people = relationships;
  const posts = new PostsService({ db: deps.db, pubsub: deps.pubsub, people, uploads: imageStore(uploads), health: vitals });
  accountDeletion.keepCounts(posts);
  // An order issues its invoice in the order's transaction; the invoice balanced marks the order paid.
  const shop = createShop({ db: deps.db, pubsub: deps.pubsub, log: deps.log, invoicing: invoices });
  accountDeletion.keepCounts(shop.catalog);
  // Content-free "new message" / "ticket answered" notices, queued after commit (links from PUBLIC_URL).
  const notices = new NoticeMailer({ db: deps.db, mailer: deps.mailer, linkBase: mailLinks, log: deps.log });
  const ai = new AiService({
    db: deps.db,
    config: deps.config.ai,
    services: { vitals, records, twin, personalInfo, preferences, audit, pubsub: deps.pubsub, account },
    log: deps.log,
  });
  // The overall summary follows the records: refreshed after each import (in the background, logged on failure).
  fhirImport.onImported((userId) => ai.refreshInBackground({ userId, ip: null, userAgent: 'after import' }));
  const chat = new ChatService({ db: deps.db, pubsub: deps.pubsub, rules: relationships, uploads });
  return {
    account,
    tokens,
    pubsub: deps.pubsub,
    gadgets,
    ingest,
    vitals,
    simulator,
    audit,
    records,
    attachments,
    fhirImport,
    fhirExport,
    twin,
    notifications: new NotificationsService({ db: deps.db }),
    criticalAlertMailer,
    weeklySummary,
    dataExport,
    accountDeletion,
    sessions,
    twoFactor,
    admin,
    preferences,
    personalInfo,
    documents,
    healthSummary,
    invoices,
    uploads,
    relationships,
    messages: new MessagesService({
      db: deps.db,
      pubsub: deps.pubsub,
      audit,
      notices,
      uploads,
      // Between two members: mutual follow and no block. The care team (administrators) stays reachable.
      memberGate: (a, b) => relationships.canMessage(a, b),
    }),
    notices,
    tickets: new TicketsService({ db: deps.db, pubsub: deps.pubsub, audit, notices }),
    notes: new NotesService({ db: deps.db, pubsub: deps.pubsub, audit }),
    blog: new BlogService({ db: deps.db, uploads }),
    ai,
    chat,
    contacts: new ContactsService({ db: deps.db, chat, uploads }),
    posts,
    profile: new ProfileService({ db: deps.db, pubsub: deps.pubsub, log: deps.log, people, uploads, posts }),
    shop,
  };
}
