/** The process entry point: the only place that listens, handles signals and exits. */
import { resolveAuthSecret } from './accounts/auth-secret.js';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { scheduleRepeatingPass, type RepeatingPass } from './background/repeating-pass.js';
import { type RereadReport, rereadStalePostings } from './jobs/posting-rereader.js';
import { migrate } from './migrations/runner.js';
import { createPasswordHasher, defaultPasswordHashOptions } from './accounts/passwords.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo/demo-data.js';
import { seedDemoAccount } from './demo/seed-demo-account.js';

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(
  config: Config,
  db: Database,
  log: (message: string) => void,
): Promise<void> {
  if (!config.migrateOnStart) return;
  const report = await migrate(db, {
    hasuraDirectory: config.hasuraDir,
    withSeeds: true,
    onApplied: (migration) => {
      log(`applied migration ${migration.version}_${migration.name}`);
    },
  });
  log(
    `database ready (${report.applied.length} migration(s) applied, ${report.seeded.length} seed file(s) run)`,
  );
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  // Production has AUTH_SECRET (loadConfig insists); development generates one under DATA_DIR.
  const authSecret = await resolveAuthSecret(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: config.databasePoolSize,
  });
  const app = await buildApp({ config, db, logger: loggerOptions(config), authSecret }).catch(
    async (error: unknown) => {
      await db.close();
      throw error;
    },
  );
  try {
    await prepareDatabase(config, db, (message) => {
      app.log.info(message);
    });
    if (config.seedDemoAccount) {
      const outcome = await seedDemoAccount(db, createPasswordHasher(defaultPasswordHashOptions));
      if (outcome !== 'exists')
        app.log.info(`demo account created: sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
      if (outcome === 'created-undated')
        app.log.warn(
          "the demo account's history is all dated now: the database user may not set session_replication_role, which dating it needs",
        );
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'could not prepare the database');
    await app.close();
    process.exit(1);
  }

  // Postings read by an older engine are read again in the background while the app serves,
  // and then, every few minutes, those changed without a reading (Hasura, psql); shutting down
  // stops between two batches (each one transaction) before the database closes.
  const rereading = new AbortController();
  let rereadDone: Promise<void> = Promise.resolve();
  let rereadSchedule: RepeatingPass | undefined;
  const logReread = ({ reread, failed }: RereadReport): void => {
    if (reread > 0) app.log.info(`read ${reread} stored job posting(s) again`);
    for (const { id, error } of failed)
      app.log.error({ err: error, jobId: id }, 'could not read a stored job posting again');
  };
  const logRereadStopped = (error: unknown): void => {
    app.log.error({ err: error }, 'reading stored job postings again stopped');
  };

  let isShuttingDown = false;
  const shutDown = (signal: NodeJS.Signals): void => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    rereading.abort();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error(
        `in-flight requests did not finish within ${config.shutdownTimeoutMs} ms; exiting`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    rereadDone
      .then(() => rereadSchedule?.stop())
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);

  await app.listen({ host: config.host, port: config.port });
  // Aborted already when a signal came during listen(): then it stops before its first batch.
  rereadDone = rereadStalePostings(db, { signal: rereading.signal }).then((report) => {
    logReread(report);
    if (rereading.signal.aborted) return;
    rereadSchedule = scheduleRepeatingPass({
      intervalMs: config.postingRereadIntervalMs,
      pass: (signal) =>
        rereadStalePostings(db, { which: 'unread', signal }).then(logReread, logRereadStopped),
    });
  }, logRereadStopped);
  app.log.info(
    `backend ready on http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
