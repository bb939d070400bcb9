// The service graph, built once per app. Resolvers and routes reach features only through here.
import type { Config } from './config.js';
import type { Db } from '../../db/client.js';
import type { RateLimits } from './lib/rate-limits.js';
import type { Mailer } from './mail/mailer.js';
import type { PubSub } from './realtime/pubsub.js';
import { AccessTokens } from './features/account/access-tokens.js';
import { AccountService } from './features/account/account.service.js';

export interface Services {
  account: AccountService;
  tokens: AccessTokens;
  pubsub: PubSub;
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
  return { account, tokens, pubsub: deps.pubsub };
}
