// buildApp(): Fastify + yoga (HTTP, SSE) + graphql-ws + REST facade + static client. No listening here,
// so tests build the app on a port of their choosing; main.ts owns process concerns.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Config } from './config.js';
import { accountRoutes } from './features/account/account.routes.js';
import { vitalsRoutes } from './features/vitals/vitals.routes.js';
import { fhirRoutes } from './features/fhir/fhir.routes.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { myDataRoutes } from './features/my-data/my-data.routes.js';
import { recordsRoutes } from './features/records/records.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { invoicesRoutes } from './features/invoices/invoices.routes.js';
import { postsRoutes } from './features/posts/posts.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { aiRoutes } from './features/ai/ai.routes.js';
import { shopRoutes } from './features/shop/shop.routes.js';
import { startBanSweep } from './features/admin/ban-sweep.js';
import { inPreferenceOrder } from './graphql/accept-order.js';
import { answerPostDirectly } from './graphql/direct-post.js';
import { statusWithoutData } from './graphql/response-status.js';
import { createGraphQL } from './graphql/yoga.js';
import { RateLimits } from './lib/rate-limits.js';
import type { LimitSettings } from './lib/rate-limits.js';
import type { ErrorCode } from './lib/errors.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/mailer.js';
import { createEventBus } from './realtime/pubsub.js';
import { attachGraphQLWs } from './realtime/ws-server.js';
import { compression, yogaBody } from './http/compression.js';
import { devRoutes } from './http/dev-routes.js';
import { clientError, errorHandlers, frameworkError } from './http/error-handlers.js';
import { guardRestInput } from './http/rest-input-guards.js';
import { securityHeaders } from './http/security-headers.js';
import { isStaticFile, staticClient } from './http/static-client.js';
import { createServices } from './services.js';
import type { Services } from './services.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Tests inject a mailer pointed at their SMTP peer; default follows config.smtpUrl. */
  mailer?: Mailer;
  rateLimits?: Partial<LimitSettings>;
  /** Requests per minute per IP across the whole HTTP surface. */
  globalRateLimit?: number;
  logger?: boolean | object;
  /** Run the built-in simulator loop (default: on, except NODE_ENV=test — tests drive `services.simulator.tick`). */
  simulator?: boolean;
  /** Notification mails: an injectable clock, and the weekly summary timer (default on, except NODE_ENV=test). */
  notifications?: { now?: () => Date; weeklyJob?: boolean; weeklyIntervalMs?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service graph, for tests and scripts that need to act below the API (e.g. seeding, bans). */
    services: Services;
  }
}

export type App = FastifyInstance;

const wantsHtml = (accept: string | undefined) => !!accept && accept.includes('text/html');

const NOT_ACCEPTABLE = {
  message:
    'GraphQL answers in application/graphql-response+json or application/json (a subscription: text/event-stream, or graphql-ws on this path): ask for one of them (Accept).',
  code: 'NOT_ACCEPTABLE' satisfies ErrorCode,
} as const;

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets promptly on shutdown.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const bus = createEventBus(config.redisUrl, app.log);
  const limits = new RateLimits(opts.rateLimits, config.redisUrl);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  const services = createServices({
    config,
    db: opts.database.db,
    mailer,
    pubsub: bus.pubsub,
    limits,
    log: app.log,
    ...opts.notifications,
  });
  const yoga = createGraphQL({
    services,
    log: app.log,
    introspection: config.playground,
    production: config.isProduction,
  });

  securityHeaders(app, config);
  // Without an allowlist there is nothing for @fastify/cors to do: with `origin: false` it adds no header and
  // its OPTIONS route answers 404, as Fastify does without it; unregistered, it costs no hook per request.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(rateLimit, {
    max: opts.globalRateLimit ?? 1200,
    timeWindow: '1 minute',
    // The client's own files do not count: a cold page load fetches dozens of them at once, so about twenty loads
    // a minute from one address (a clinic behind one NAT) used up the allowance and every later script and API call
    // answered 429, leaving blank pages. They are immutable files from disk, cached by the browser for a year.
    allowList: (req) => isStaticFile(req),
  });
  // Before any route: @fastify/compress attaches itself to routes as they are declared.
  await compression(app);
  errorHandlers(app);
  guardRestInput(app, yoga.graphqlEndpoint);
  // JSON only: a text/plain body (a CSRF favourite) is refused with 415 instead of being read as empty fields.
  app.removeContentTypeParser('text/plain');

  // Registered before /graphql so the playground page can be answered from it.
  const client = await staticClient(app, config.clientDist);
  const playground = config.playground && client.playground;

  app.route({
    url: yoga.graphqlEndpoint,
    // OPTIONS (CORS preflight) is answered by @fastify/cors.
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      if (req.headers.accept) req.headers.accept = inPreferenceOrder(req.headers.accept);
      // A browser opening /graphql gets the bundled GraphiQL (development, or GRAPHQL_PLAYGROUND=true).
      if (playground && req.method === 'GET' && wantsHtml(req.headers.accept)) {
        return reply.header('cache-control', 'no-cache').sendFile('playground.html');
      }
      if (req.method === 'POST') {
        if (await answerPostDirectly(yoga, req, reply)) return reply;
        // yoga's Node adapter takes an empty parsed body ({} or []) for "none" and reads the stream Fastify has
        // spent: "POST body sent invalid JSON." with the SyntaxError attached. Handed over as its JSON text,
        // yoga says what is wrong with it ("Must provide query string.", "Batching is not supported.").
        if (req.body !== null && typeof req.body === 'object' && Object.keys(req.body).length === 0)
          req.body = Buffer.from(JSON.stringify(req.body));
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req });
      void reply.header('cache-control', 'no-store');
      // yoga answers an Accept it cannot serve with 406 and the body `null`: say which media types it can.
      if (response.status === 406) return reply.status(406).send(NOT_ACCEPTABLE);
      response.headers.forEach((value, key) => void reply.header(key, value));
      const body = await yogaBody(response);
      void reply.status(Buffer.isBuffer(body) ? statusWithoutData(response.status, response.headers.get('content-type'), body) : response.status);
      return reply.send(body);
    },
  });
  accountRoutes(app, yoga);
  vitalsRoutes(app, services);
  recordsRoutes(app, services);
  fhirRoutes(app, services);
  myDataRoutes(app, yoga, services);
  documentsRoutes(app, services);
  adminRoutes(app, yoga);
  invoicesRoutes(app, services);
  postsRoutes(app, services);
  uploadsRoutes(app, services);
  aiRoutes(app, yoga);
  shopRoutes(app);
  if (!config.isProduction && mailer.outbox) devRoutes(app, mailer.outbox);

  const ws = attachGraphQLWs(app.server, yoga, services, app.log);
  if (opts.simulator ?? config.env !== 'test') {
    app.addHook('onReady', (done) => {
      services.simulator.start();
      done();
    });
  }
  if (opts.notifications?.weeklyJob ?? config.env !== 'test') {
    app.addHook('onReady', (done) => {
      services.weeklySummary.start();
      done();
    });
  }
  const banSweep = startBanSweep(services.admin, bus.pubsub, app.log);
  // ADMIN_EMAILS for accounts verified before the setting was added; then timed bans are lifted as they end.
  app.addHook('onReady', async () => {
    const promoted = await services.admin.promoteConfigured(config.adminEmails);
    if (promoted) app.log.info(`ADMIN_EMAILS: ${promoted} verified account(s) made administrator`);
    await banSweep.start();
  });
  app.addHook('preClose', async () => {
    banSweep.stop();
    await services.simulator.stop();
    await services.weeklySummary.stop();
    await services.criticalAlertMailer.idle();
    await services.notices.idle();
    await services.ai.idle();
    await ws.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([bus.close(), limits.close()]);
    mailer.close();
  });

  app.decorate('services', services);
  return app;
}
