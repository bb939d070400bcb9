// Process entry: read config, open and migrate the database, seed the demo account, listen, shut down
// gracefully on SIGTERM/SIGINT (stop accepting, drain, close sockets with 1001, close the pool).
import { openDatabase } from '../../db/client.js';
import { seedDemoInvoices } from '../../db/seed/invoices.js';
import { DEMO_ACCOUNT, DEMO_ADMIN, demoSimulatorGadget, seedDemo, seedDemoLabs, seedDemoRecords } from '../../db/seed.js';
import { seedDemoMessages } from '../../db/seed/messages.js';
import { seedDemoShop } from '../../db/seed/shop.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoChat } from '../../db/seed/chat.js';
import { hashPassword } from './features/account/passwords.js';
import { seedDemoBlog } from '../../db/seed/blog.js';
import { seedDemoNotes } from '../../db/seed/notes.js';
import { seedDemoProfiles } from '../../db/seed/profile.js';
import { backfillHistory } from './features/vitals/simulator/demo-history.js';
import { utcOffsetMs } from './features/vitals/simulator/local-time.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  // Replies that died with the previous process: marked failed, so no chat stays pending forever. Those asked
  // just before the restart might still be written by another instance: looked at again once any reply would
  // have timed out.
  await app.services.ai.markInterrupted();
  setTimeout(() => {
    app.services.ai.markInterrupted().catch((err: unknown) => app.log.error({ err }, 'ai: second sweep of interrupted replies failed'));
  }, app.services.ai.interruptedAfterMs).unref();
  app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}`);

  if (config.demoAccount && !config.isProduction && (await seedDemo(database.db, hashPassword))) {
    app.log.info(`demo account created: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    app.log.info(`demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  } else if (config.demoAccount && !config.isProduction) {
    app.log.info(`demo account (if not changed): ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  }

  if (config.demoAccount && !config.isProduction) {
    const seeded = await seedDemoRecords(database.db, (userId, text) =>
      app.services.fhirImport.importBundle({ userId, ip: null, userAgent: 'demo seed' }, text),
    );
    if (seeded) app.log.info('demo account: sample FHIR bundle imported');
    const labs = await seedDemoLabs(database.db, (userId, text) =>
      app.services.fhirImport.importBundle({ userId, ip: null, userAgent: 'demo seed' }, text),
    );
    if (labs) app.log.info('demo account: laboratory results of the last year imported');
    if (await seedDemoInvoices(database.db, DEMO_ACCOUNT.email)) app.log.info('demo account: invoices created');
    if (await seedDemoMessages(database.db)) app.log.info('demo account: messages from the care team and a support ticket');
    if (await seedDemoNotes(database.db)) app.log.info('demo account: sample health notes added');
    const articles = await seedDemoBlog(
      database.db,
      async (ownerId, png, filename) => (await app.services.uploads.store(ownerId, { bytes: png, filename, kind: 'image' })).id,
    );
    if (articles) app.log.info(`demo blog: ${articles} health articles published`);
    if (await seedDemoChat(database.db, hashPassword)) app.log.info('demo account: care circle chats and contacts ready');
    const store = async (ownerId: string, bytes: Buffer, filename: string) => app.services.uploads.store(ownerId, { bytes, filename, kind: 'image' });
    if (await seedDemoProfiles(database.db, hashPassword, store)) app.log.info('demo account: community posts, follows and galleries ready');
    if (await seedDemoShop(database.db, DEMO_ACCOUNT.email)) app.log.info('shop: demo catalogue seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  // In the background: the server answers at once, the month of history fills in behind it.
  const gadget = config.demoAccount && !config.isProduction ? await demoSimulatorGadget(database.db) : null;
  if (gadget) {
    const started = performance.now();
    const zone = config.simulatorTimeZone;
    backfillHistory({ ingest: app.services.ingest, gadget, utcOffsetMs: zone ? utcOffsetMs(zone, Date.now()) : 0, stopped: () => closing })
      .then((r) => {
        if (r.daysStored)
          app.log.info(
            `demo account: ${r.daysStored} days of history stored (${r.readings} readings, ${r.sleepSessions} nights) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
      })
      .catch((err: unknown) => app.log.error({ err }, 'demo history backfill failed (it resumes at the next start)'));
  }
  if (!config.smtpUrl && !config.isProduction) app.log.info(`mail is not sent (no SMTP_URL): read it at ${config.publicUrl}/dev/outbox`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
