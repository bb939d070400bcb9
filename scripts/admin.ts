// Bootstrap and repair of administrators without touching the database by hand:
//   npm run admin -- grant someone@example.org
//   npm run admin -- revoke someone@example.org
//   npm run admin -- list
// Uses the same configuration as the server (DATABASE_URL, else the embedded PGlite in DATA_DIR — stop the
// server first then: an embedded database has one user at a time), migrates, and goes through AdminService,
// so the last-administrator rule holds and each change is in the admin audit (actor: command line).
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { loadConfig } from '../server/src/config.js';
import { AppError } from '../server/src/lib/errors.js';
import { createEventBus } from '../server/src/realtime/pubsub.js';
import { RateLimits } from '../server/src/lib/rate-limits.js';
import { createMailer } from '../server/src/mail/mailer.js';
import { createServices } from '../server/src/services.js';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  const quiet = { info: () => undefined, warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
  // Redis when configured, so open pages on running servers hear about the change.
  const bus = createEventBus(config.redisUrl, quiet);
  const limits = new RateLimits({}, undefined);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger: quiet });
  try {
    await database.migrate();
    const services = createServices({ config, db: database.db, mailer, pubsub: bus.pubsub, limits, log: quiet });
    if (command === 'list') {
      const admins = await database.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
      console.log(admins.length ? admins.map((a) => a.email).join('\n') : '(no administrator)');
      return 0;
    }
    const user = await services.account.findByEmail(email ?? '');
    if (!user) {
      console.error(`No account with the address ${email ?? ''}.`);
      return 1;
    }
    await services.admin.setAdmin(null, user.id, command === 'grant');
    console.log(`${user.email} is ${command === 'grant' ? 'now' : 'no longer'} an administrator.`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    mailer.close();
    await Promise.allSettled([bus.close(), limits.close()]);
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
