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
import { PersonalInfoService } from './features/personal-info/personal-info.service.js';

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
  personalInfo: PersonalInfoService;
}

export function createServices(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  pubsub: PubSub;
  limits: RateLimits;
  log: { error(obj: object, msg: string): void };
}): Services {
  const tokens = new AccessTokens(deps.config.jwt);
  const account = new AccountService({
    ...deps,
    tokens,
    publicUrl: deps.config.publicUrl,
    publicUrlFixed: deps.config.publicUrlFixed,
  });
  const gadgets = new GadgetsService({ db: deps.db });
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
  const twin = new TwinService({ db: deps.db, vitals, records, audit });
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
    personalInfo,
  };
}
