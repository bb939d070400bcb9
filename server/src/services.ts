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
  const account = new AccountService({ ...deps, tokens, publicUrl: deps.config.publicUrl });
  const gadgets = new GadgetsService({ db: deps.db });
  const ingest = new IngestService({ db: deps.db, pubsub: deps.pubsub });
  const vitals = new VitalsService({ db: deps.db, ingest });
  const simulator = new SimulatorRunner({ db: deps.db, ingest, log: deps.log });
  return { account, tokens, pubsub: deps.pubsub, gadgets, ingest, vitals, simulator };
}
